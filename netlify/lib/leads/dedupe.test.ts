/**
 * @jest-environment node
 *
 * Which identical request is the lead, on the local Blobs store (Netlify's own server, its
 * conditional writes made atomic: netlify/local/blobs.ts). Each simulated call gets its own client
 * and random pauses around every store operation, as calls in other workers or instances would.
 */
import { loadMailSettings } from "../contact/settings";
import type { ContactRequest } from "../contact/validate";
import { DEDUPE_PREFIX, pruneSettled, settle } from "./dedupe";
import { retryPendingLeads, settleAndDeliver, storeLead } from "./deliver";
import { DEDUPE_WINDOW_MS, PENDING_PREFIX, contentHash } from "./record";
import type { LeadStore } from "./store";
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
  jest.spyOn(console, "error").mockImplementation(() => undefined);
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
const settings = () => loadMailSettings();
/** A call storing request `n` (claimed by `runId`). */
const stored = (store: LeadStore, n: number, runId = "request", now?: number) =>
  storeLead(store, contact(n), { runId, settings: settings(), now });
/** A retry run once every claim of a call has run out. */
const retryLater = (store: LeadStore, runId = "r") =>
  retryPendingLeads(store, { runId, settings: settings(), now: () => Date.now() + 2 * 60_000 });

describe("identical requests at once", () => {
  it("in 40 rounds of 2 to 6 identical calls, each on its own client, exactly one is mailed", async () => {
    const random = rng(48);
    for (let round = 1; round <= 40; round++) {
      const calls = 2 + Math.floor(random() * 5);
      const outcomes = await Promise.all(
        Array.from({ length: calls }, async () => {
          const store = jittery(blobs.leads(), random, 12);
          const lead = await stored(store, round);
          return settleAndDeliver(store, lead, settings());
        }),
      );
      expect(outcomes.filter((outcome) => outcome !== "duplicate" && outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(calls - 1);
    }
    expect(mailgun.requests).toHaveLength(40);
    expect(new Set(mailgun.requests.map((request) => request.fields["h:Reply-To"])).size).toBe(40);
    expect((await blobs.leads().list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(0);
  });

  it("different requests in the same list, at once: each is its own lead", async () => {
    // Contents whose hashes share their first two hex digits share a list: they race for one key.
    const sameList: ContactRequest[] = [];
    for (let n = 0; sameList.length < 6; n++)
      if (contentHash(contact(n)).slice(0, 2) === contentHash(contact(0)).slice(0, 2))
        sameList.push(contact(n));
    const random = rng(7);
    const verdicts = await Promise.all(
      sameList.map(async (request) => {
        const store = jittery(blobs.leads(), random, 12);
        const lead = await storeLead(store, request, { runId: "r", settings: settings() });
        return settle(store, lead.record);
      }),
    );
    expect(verdicts).toEqual(sameList.map(() => ({ kind: "lead" })));
  });

  it("a twin within the minute after the first was mailed is a duplicate; after it, a new lead", async () => {
    const store = blobs.leads();
    const first = await stored(store, 1, "a");
    expect(await settleAndDeliver(store, first, settings())).toEqual({ ok: true });
    const later = Date.now() + DEDUPE_WINDOW_MS - 1_000;
    const second = await stored(store, 1, "b", later);
    expect(await settle(store, second.record)).toEqual({ kind: "duplicate", of: first.record.id });
    const third = await stored(store, 1, "c", Date.now() + 3 * DEDUPE_WINDOW_MS);
    expect(await settle(store, third.record)).toEqual({ kind: "lead" });
  });
});

describe("calls that stop half-way", () => {
  it("stopped after storing, before settling: the retry run drops it when its twin was mailed", async () => {
    const store = blobs.leads();
    await stored(store, 2, "dead");
    const twin = await stored(store, 2, "live");
    expect(await settleAndDeliver(store, twin, settings())).toEqual({ ok: true });
    const summary = await retryLater(store);
    expect(summary).toMatchObject({ delivered: 0, duplicates: 1, stillPending: 0 });
    expect(mailgun.requests).toHaveLength(1);
  });

  it("stopped after storing, before settling, with no twin: the retry run mails it once", async () => {
    const store = blobs.leads();
    const dead = await stored(store, 3, "dead");
    const runs = await Promise.all(
      ["a", "b", "c"].map((runId) => retryLater(blobs.leads(), runId)),
    );
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(1);
    expect(mailgun.requests.map((request) => request.fields["h:Message-Id"])).toEqual([
      expect.stringContaining(dead.record.id),
    ]);
  });

  it("stopped after settling as a duplicate, before dropping: the retry run drops it", async () => {
    const store = blobs.leads();
    const lead = await stored(store, 4, "a");
    const orphan = await stored(store, 4, "b");
    expect(await settle(store, lead.record)).toEqual({ kind: "lead" });
    expect(await settle(store, orphan.record)).toEqual({ kind: "duplicate", of: lead.record.id });
    // Both calls stopped here; their claims ran out.
    const summary = await retryLater(store);
    expect(summary).toMatchObject({ delivered: 1, duplicates: 1, stillPending: 0 });
    expect(mailgun.requests).toHaveLength(1);
    expect(mailgun.requests[0].fields["h:Message-Id"]).toContain(lead.record.id);
  });

  it("settling again gives the same answer", async () => {
    const store = blobs.leads();
    const lead = await stored(store, 5, "a");
    expect(await settle(store, lead.record)).toEqual({ kind: "lead" });
    expect(await settle(jittery(store, rng(1), 5), lead.record)).toEqual({ kind: "lead" });
  });
});

describe("answers lost on the way", () => {
  /** Every write lands, but its answer is lost and the SDK sends it again (it retries on errors). */
  const answersLost = (store: LeadStore): LeadStore =>
    new Proxy(store, {
      get(target, name) {
        if (name === "setJSON")
          return async (...args: Parameters<LeadStore["setJSON"]>) => {
            await target.setJSON(...args);
            return target.setJSON(...args);
          };
        const value = Reflect.get(target, name, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });

  it("a stored request whose answer was lost is the call's own; settling it twice, one lead", async () => {
    const store = answersLost(blobs.leads());
    const lead = await stored(store, 8, "mine");
    expect(lead.record.claim?.by).toBe("mine");
    expect(await settle(store, lead.record)).toEqual({ kind: "lead" });
    expect(await settleAndDeliver(blobs.leads(), lead, settings())).toEqual({ ok: true });
    expect(mailgun.requests).toHaveLength(1);
    expect((await blobs.leads().list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(0);
  });
});

describe("clean-up", () => {
  const entries = async () => {
    const store = blobs.leads();
    const { blobs: lists } = await store.list({ prefix: DEDUPE_PREFIX });
    let count = 0;
    for (const { key } of lists)
      count += ((await store.get(key, { type: "json" })) as { leads: unknown[] }).leads.length;
    return count;
  };

  it("keeps an entry while a request with its content is stored or it is recent, removes it after", async () => {
    const store = blobs.leads();
    const lead = await stored(store, 6, "a");
    await settle(store, lead.record);
    const hash = contentHash(contact(6));
    const old = Date.now() + 3 * DEDUPE_WINDOW_MS;
    expect(await pruneSettled(store, new Set(), Date.now())).toBe(0);
    expect(await pruneSettled(store, new Set([hash]), old)).toBe(0);
    expect(await entries()).toBe(1);
    expect(await pruneSettled(store, new Set(), old)).toBe(1);
    expect(await entries()).toBe(0);
  });

  it("a delivered request's hash is gone after the next retry run past the window", async () => {
    const store = blobs.leads();
    const lead = await stored(store, 7, "a");
    await settleAndDeliver(store, lead, settings());
    await retryPendingLeads(store, { runId: "r", settings: settings() });
    expect(await entries()).toBe(1);
    await retryPendingLeads(store, {
      runId: "r",
      settings: settings(),
      now: () => Date.now() + 3 * DEDUPE_WINDOW_MS,
    });
    expect(await entries()).toBe(0);
  });
});
