/**
 * @jest-environment node
 *
 * An undelivered request is kept at most as long as the privacy policy says, on Netlify Blobs'
 * own local server; staff can delete one by hand.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { loadMailSettings } from "../contact/settings";
import { listPendingLeads, retryPendingLeads } from "./deliver";
import { newLeadId, pendingKey, type LeadRecord } from "./record";
import {
  MAX_PENDING_AGE_MS,
  MAX_PENDING_DAYS,
  deleteLeadByHand,
  findLead,
  isExpired,
} from "./retention";
import { isolateEnv } from "../../../__tests__/helpers/env";
import { startLocalBlobs, type LocalBlobs } from "../../../__tests__/helpers/local-blobs";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse("2026-11-28T12:00:00.000Z");

function record(ageMs: number, extra: Partial<LeadRecord> = {}): LeadRecord {
  const arrived = new Date(now - ageMs);
  return {
    id: newLeadId(arrived),
    receivedAt: arrived.toISOString(),
    contact: {
      name: "Mario Rossi",
      email: "mario.rossi@example.it",
      phone: "",
      message: "Vorrei una consulenza.",
    },
    attempts: 40,
    lastAttemptAt: new Date(now - 3 * 60 * 60 * 1000).toISOString(),
    lastError: "configurazione mancante: MAILGUN_API_KEY",
    ...extra,
  };
}

let blobs: LocalBlobs;
let env: ReturnType<typeof isolateEnv>;
let logs: string[];

beforeEach(async () => {
  blobs = await startLocalBlobs();
  env = isolateEnv();
  // Production without Mailgun: every send is refused, so nothing is delivered by the run.
  env.set({ CONTEXT: "production" });
  logs = [];
  jest
    .spyOn(console, "error")
    .mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
});
afterEach(async () => {
  jest.restoreAllMocks();
  env.restore();
  await blobs.close();
});

async function put(...records: LeadRecord[]): Promise<void> {
  for (const entry of records) await blobs.leads().setJSON(pendingKey(entry.id), entry);
}

const pendingIds = async () =>
  (await listPendingLeads(blobs.leads())).map(({ record: { id } }) => id);

describe("maximum age of an undelivered request", () => {
  it("is the one the privacy policy states", () => {
    expect(MAX_PENDING_AGE_MS).toBe(MAX_PENDING_DAYS * DAY);
    const policy = yaml.load(
      fs.readFileSync(
        path.join(__dirname, "..", "..", "..", "content", "legal", "privacy-policy.yaml"),
        "utf8",
      ),
    );
    const text = JSON.stringify(policy);
    expect(text).toContain(`non oltre ${MAX_PENDING_DAYS} giorni dal suo arrivo`);
  });

  it("a retry run deletes what is older, keeps the rest and what is being sent, and logs ids only", async () => {
    const old = record(MAX_PENDING_AGE_MS + 60_000);
    const young = record(MAX_PENDING_AGE_MS - 60_000);
    const sending = record(MAX_PENDING_AGE_MS + 120_000, {
      claim: { by: "request-x", until: new Date(now + 20_000).toISOString() },
    });
    await put(old, young, sending);
    expect(isExpired(old, now)).toBe(true);
    expect(isExpired(young, now)).toBe(false);

    const summary = await retryPendingLeads(blobs.leads(), {
      runId: "scheduled-test",
      settings: loadMailSettings(),
      now: () => now,
    });
    expect(summary.expired).toBe(1);
    expect((await pendingIds()).sort()).toEqual([young.id, sending.id].sort());
    const log = logs.join("\n");
    expect(log).toContain(
      `ERRORE GRAVE: richiesta ${old.id} (arrivata il ${old.receivedAt}) cancellata senza essere stata consegnata: ha superato i 30 giorni`,
    );
    expect(log).not.toContain("mario.rossi@example.it");

    // Once the sender's claim is over, the next run deletes that one too.
    const later = now + 60_000;
    const next = await retryPendingLeads(blobs.leads(), {
      runId: "scheduled-test-2",
      settings: loadMailSettings(),
      now: () => later,
    });
    expect(next.expired).toBe(1);
    expect(await pendingIds()).toEqual([young.id]);
  });
});

describe("deleting a request by hand", () => {
  it("deletes it by id, and says so when it is missing or being sent", async () => {
    const waiting = record(2 * DAY);
    const sending = record(DAY, {
      claim: { by: "cli-x", until: new Date(now + 20_000).toISOString() },
    });
    await put(waiting, sending);
    expect(await findLead(blobs.leads(), waiting.id)).toEqual(waiting);
    expect(await findLead(blobs.leads(), "../dedupe/x")).toBeNull();

    expect(await deleteLeadByHand(blobs.leads(), sending.id, now)).toBe("being-sent");
    expect(await deleteLeadByHand(blobs.leads(), waiting.id, now)).toBe("deleted");
    expect(await deleteLeadByHand(blobs.leads(), waiting.id, now)).toBe("missing");
    expect(await pendingIds()).toEqual([sending.id]);
  });
});
