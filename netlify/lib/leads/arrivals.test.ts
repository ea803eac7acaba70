/**
 * @jest-environment node
 *
 * Which identical request is the lead, on Netlify Blobs' own local server (whose conditional writes
 * check and then write: the algorithm must not need them). Each simulated call gets its own client
 * and random pauses around every store operation, as calls in other workers or instances would.
 */
import { loadMailSettings } from "../contact/settings";
import type { ContactRequest } from "../contact/validate";
import { ARRIVALS_PREFIX, dropOldArrivals, takeArrivalNumber, verdictFor } from "./arrivals";
import { TAKING_NUMBER_LIMIT_MS } from "./bakery";
import { retryPendingLeads, settleAndDeliver, storeLead } from "./deliver";
import { DEDUPE_WINDOW_MS, PENDING_PREFIX, newLeadId, type LeadRecord } from "./record";
import {
  mailEnvFor,
  startFakeMailgun,
  type FakeMailgun,
} from "../../../__tests__/helpers/fake-mailgun";
import { isolateEnv } from "../../../__tests__/helpers/env";
import { startLocalBlobs, type LocalBlobs } from "../../../__tests__/helpers/local-blobs";
import { jittery, rng } from "../../../__tests__/helpers/jittery-store";

jest.setTimeout(60_000);

let blobs: LocalBlobs;
let mailgun: FakeMailgun;
let env: ReturnType<typeof isolateEnv>;

beforeAll(async () => {
  mailgun = await startFakeMailgun("ok");
});
afterAll(() => mailgun.close());
beforeEach(async () => {
  blobs = await startLocalBlobs();
  env = isolateEnv();
  env.set({ ...mailEnvFor(mailgun) });
  mailgun.requests.length = 0;
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  env.restore();
  await blobs.close();
});

const contact = (n: number): ContactRequest => ({
  name: `Visitatore ${n}`,
  email: `visitatore${n}@example.it`,
  phone: "",
  message: `Richiesta ${n}`,
});

describe("identical requests at once", () => {
  it("in 40 rounds of 2 to 6 identical calls, each on its own client, exactly one is mailed", async () => {
    const random = rng(48);
    const settings = loadMailSettings();
    for (let round = 1; round <= 40; round++) {
      const calls = 2 + Math.floor(random() * 5);
      const outcomes = await Promise.all(
        Array.from({ length: calls }, async () => {
          const store = jittery(blobs.leads(), random, 12);
          const record = await storeLead(store, contact(round), { runId: "request", settings });
          return settleAndDeliver(store, record, settings);
        }),
      );
      expect(outcomes.filter((outcome) => outcome === "delivered")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(calls - 1);
    }
    expect(mailgun.requests).toHaveLength(40);
    expect(new Set(mailgun.requests.map((request) => request.fields["h:Reply-To"])).size).toBe(40);
    expect((await blobs.leads().list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(0);
  });

  it("a twin arriving after the first was mailed, within the minute, is a duplicate", async () => {
    const settings = loadMailSettings();
    const store = blobs.leads();
    const first = await storeLead(store, contact(1), { runId: "a", settings });
    expect(await settleAndDeliver(store, first, settings)).toBe("delivered");
    const later = Date.now() + DEDUPE_WINDOW_MS - 1_000;
    const second = await storeLead(store, contact(1), { runId: "b", settings, now: later });
    expect(await verdictFor(store, second, { wait: false, now: () => later })).toEqual({
      kind: "duplicate",
      of: first.id,
    });
    const third = await storeLead(store, contact(1), {
      runId: "c",
      settings,
      now: Date.now() + 3 * DEDUPE_WINDOW_MS,
    });
    expect(await verdictFor(store, third, { wait: false })).toEqual({ kind: "first" });
  });
});

describe("calls that stop half-way", () => {
  it("a twin still taking its number holds the decision; once it is older than a call may run, it is ignored", async () => {
    const settings = loadMailSettings();
    const store = blobs.leads();
    const startedAt = Date.now();
    await takeArrivalNumber(store, contact(2), newLeadId(new Date(startedAt - 1)));
    const record = await storeLead(store, contact(2), { runId: "a", settings });
    expect(await verdictFor(store, record, { wait: false })).toEqual({ kind: "undecided" });
    const later = () => startedAt + TAKING_NUMBER_LIMIT_MS + 1;
    expect(await verdictFor(store, record, { wait: false, now: later })).toEqual({
      kind: "first",
    });
  });

  it("a duplicate left stored by a call that stopped is dropped by the retry run, never mailed", async () => {
    const settings = loadMailSettings();
    const store = blobs.leads();
    const first = await storeLead(store, contact(3), { runId: "a", settings });
    const orphan = await storeLead(store, contact(3), { runId: "b", settings });
    // Both calls stopped before sending; their claims ran out.
    const afterClaims = () => Date.now() + 2 * 60_000;
    const summary = await retryPendingLeads(store, {
      runId: "r",
      settings,
      force: true,
      now: afterClaims,
    });
    expect(summary).toMatchObject({ delivered: 1, duplicates: 1, stillPending: 0 });
    expect(mailgun.requests).toHaveLength(1);
    expect(mailgun.requests[0].fields["h:Message-Id"]).toContain(first.id);
    expect(orphan.arrivalNumber).toBeGreaterThan(first.arrivalNumber ?? 0);
  });

  it("a lead stored before arrivals existed is sent as it is", async () => {
    const record: LeadRecord = {
      id: newLeadId(),
      receivedAt: new Date().toISOString(),
      contact: contact(4),
      attempts: 0,
    };
    expect(await verdictFor(blobs.leads(), record, { wait: false })).toEqual({ kind: "first" });
  });
});

describe("clean-up", () => {
  it("keeps a group while one of its leads is stored or it is recent, drops it after", async () => {
    const settings = loadMailSettings();
    const store = blobs.leads();
    const record = await storeLead(store, contact(5), { runId: "a", settings });
    const count = async () => (await store.list({ prefix: ARRIVALS_PREFIX })).blobs.length;
    expect(await count()).toBe(1);
    const old = Date.now() + 2 * Math.max(DEDUPE_WINDOW_MS, TAKING_NUMBER_LIMIT_MS);
    expect(await dropOldArrivals(store, new Set(), Date.now())).toBe(0);
    expect(await dropOldArrivals(store, new Set([record.id]), old)).toBe(0);
    expect(await count()).toBe(1);
    expect(await dropOldArrivals(store, new Set(), old)).toBe(1);
    expect(await count()).toBe(0);
  });
});
