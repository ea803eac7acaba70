/**
 * @jest-environment node
 *
 * Store first, retry until delivered: the real function and the real mailgun.js client against the
 * fake Mailgun, on Netlify Blobs' own local server.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sendContactEmail from "../../functions/send-contact-email";
import retryLeads, { config as retryConfig } from "../../functions/retry-leads";
import { loadMailSettings } from "../contact/settings";
import { backoffMs, listPendingLeads, retryPendingLeads } from "./deliver";
import { STATUS_KEYS } from "./health";
import { DEDUPE_PREFIX } from "./dedupe";
import { DEDUPE_WINDOW_MS, type LeadRecord } from "./record";
import {
  mailEnvFor,
  startFakeMailgun,
  type FakeMailgun,
} from "../../../__tests__/helpers/fake-mailgun";
import { isolateEnv } from "../../../__tests__/helpers/env";
import { startLocalBlobs, type LocalBlobs } from "../../../__tests__/helpers/local-blobs";
import { jittery, rng } from "../../../__tests__/helpers/jittery-store";

const ENDPOINT = "http://localhost/api/send-contact-email";
const lead = (n: number) => ({
  name: `Visitatore ${n}`,
  email: `visitatore${n}@example.it`,
  phone: "",
  message: `Richiesta numero ${n}`,
});

function post(body: Record<string, string>): Request {
  return new Request(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

let mailgun: FakeMailgun;
let blobs: LocalBlobs;
let env: ReturnType<typeof isolateEnv>;
let logs: string[];

beforeAll(async () => {
  mailgun = await startFakeMailgun("ok");
});
afterAll(() => mailgun.close());

beforeEach(async () => {
  blobs = await startLocalBlobs();
  blobs.installContext();
  env = isolateEnv();
  env.set({ ...mailEnvFor(mailgun), MAILGUN_TIMEOUT_MS: "300" });
  mailgun.requests.length = 0;
  mailgun.setMode("ok");
  logs = [];
  jest
    .spyOn(console, "error")
    .mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  env.restore();
  await blobs.close();
});

const settings = () => loadMailSettings();
const pending = () => listPendingLeads(blobs.leads());
const subjects = () => mailgun.requests.map((request) => request.fields.subject).sort();

/** Every byte the local store holds, as text: personal data must not be in it once delivered. */
async function storeText(): Promise<string> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files.push(await readFile(full, "utf8"));
    }
  };
  await walk(blobs.directory);
  return files.join("\n");
}

describe("store first", () => {
  it("delivers at once when Mailgun answers, and keeps nothing personal", async () => {
    const response = await sendContactEmail(post(lead(1)));
    expect(response.status).toBe(200);
    expect(mailgun.requests).toHaveLength(1);
    expect(await pending()).toEqual([]);
    const text = await storeText();
    expect(text).not.toContain("visitatore1@example.it");
    expect(text).not.toContain("Visitatore 1");
  });

  it.each(["refuse", "fail", "unauthorized", "hang"] as const)(
    "Mailgun %s: the visitor gets success and the request waits in the store",
    async (mode) => {
      mailgun.setMode(mode);
      const response = await sendContactEmail(post(lead(2)));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      const stored = await pending();
      expect(stored).toHaveLength(1);
      const record: LeadRecord = stored[0].record;
      expect(record.contact).toEqual(lead(2));
      expect(record.attempts).toBe(1);
      expect(record.claim).toBeUndefined();
      expect(record.id).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{6}$/);
      expect(Date.parse(record.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(record.lastError).toMatch(/^Mailgun: /);
      expect(record.lastError).not.toContain("visitatore2");
    },
  );

  it("the no-JavaScript form is redirected to the success notice once stored", async () => {
    mailgun.setMode("refuse");
    const response = await sendContactEmail(
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...lead(3), privacy: "on" }).toString(),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contatti/?invio=ok#esito-ok");
    expect(await pending()).toHaveLength(1);
  });

  it("production without a key: stored, success, and the log says loudly why it waits", async () => {
    env.set({ MAILGUN_API_KEY: undefined, CONTEXT: "production" });
    const response = await sendContactEmail(post(lead(4)));
    expect(response.status).toBe(200);
    expect(await pending()).toHaveLength(1);
    expect(logs.join("\n")).toMatch(/CONFIGURAZIONE MANCANTE: MAILGUN_API_KEY/);
    expect(logs.join("\n")).toMatch(/salvata ma NON ancora consegnata/);
    expect(mailgun.requests).toHaveLength(0);
  });

  it("production without CONTACT_TO: stored, success, nothing sent to any built-in inbox", async () => {
    env.set({ CONTACT_TO: undefined, CONTEXT: "production" });
    const response = await sendContactEmail(post(lead(14)));
    expect(response.status).toBe(200);
    expect(await pending()).toHaveLength(1);
    expect(logs.join("\n")).toMatch(/CONFIGURAZIONE MANCANTE: CONTACT_TO/);
    expect(mailgun.requests).toHaveLength(0);
    // Once the inbox is set, the retry delivers it there.
    env.set({ CONTACT_TO: "agenzia@example.test" });
    const summary = await retryPendingLeads(blobs.leads(), {
      runId: "x",
      settings: settings(),
      force: true,
    });
    expect(summary).toMatchObject({ delivered: 1, stillPending: 0 });
    expect(mailgun.requests.map((request) => request.fields.to)).toEqual(["agenzia@example.test"]);
  });

  it("neither stored nor mailed: the spec's failure answer", async () => {
    mailgun.setMode("fail");
    await blobs.close(); // the store is gone
    blobs = await startLocalBlobs();
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({
        edgeURL: "http://127.0.0.1:9",
        uncachedEdgeURL: "http://127.0.0.1:9",
        siteID: "0",
        token: "x",
      }),
    ).toString("base64");
    const response = await sendContactEmail(post(lead(5)));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
    });
  });

  it("store down but Mailgun up: mailed directly, success", async () => {
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({
        edgeURL: "http://127.0.0.1:9",
        uncachedEdgeURL: "http://127.0.0.1:9",
        siteID: "0",
        token: "x",
      }),
    ).toString("base64");
    const response = await sendContactEmail(post(lead(6)));
    expect(response.status).toBe(200);
    expect(mailgun.requests).toHaveLength(1);
  });
});

describe("double submit", () => {
  it("the same content twice within a minute is one lead, one email", async () => {
    mailgun.setMode("refuse");
    const [first, second] = await Promise.all([
      sendContactEmail(post(lead(7))),
      sendContactEmail(post(lead(7))),
    ]);
    const third = await sendContactEmail(post(lead(7)));
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(await pending()).toHaveLength(1);
    mailgun.setMode("ok");
    mailgun.requests.length = 0;
    await retryPendingLeads(blobs.leads(), { runId: "t", settings: settings(), force: true });
    expect(mailgun.requests).toHaveLength(1);
  });

  it("different content is not merged; its hashes go once the minute is over", async () => {
    await sendContactEmail(post(lead(8)));
    await sendContactEmail(post({ ...lead(8), message: "Un'altra domanda" }));
    expect(mailgun.requests).toHaveLength(2);
    const store = blobs.leads();
    const dedupeText = async () => {
      const { blobs: lists } = await store.list({ prefix: DEDUPE_PREFIX });
      return (await Promise.all(lists.map(({ key }) => store.get(key)))).join("\n");
    };
    expect((await dedupeText()).match(/"hash"/g)).toHaveLength(2);
    await retryPendingLeads(store, {
      runId: "t",
      settings: settings(),
      now: () => Date.now() + 3 * DEDUPE_WINDOW_MS,
    });
    expect(await dedupeText()).not.toContain('"hash"');
    // After the window the same content is a new request.
    await sendContactEmail(post(lead(8)));
    expect(mailgun.requests).toHaveLength(3);
  });
});

describe("retry until delivered", () => {
  it("five refused, retried twice → exactly five emails, nothing left", async () => {
    mailgun.setMode("refuse");
    for (let n = 1; n <= 5; n++) expect((await sendContactEmail(post(lead(n)))).status).toBe(200);
    expect(await pending()).toHaveLength(5);

    mailgun.setMode("ok");
    mailgun.requests.length = 0;
    const first = await retryPendingLeads(blobs.leads(), {
      runId: "a",
      settings: settings(),
      force: true,
    });
    const second = await retryPendingLeads(blobs.leads(), {
      runId: "b",
      settings: settings(),
      force: true,
    });
    expect(first).toMatchObject({ pending: 5, delivered: 5, stillPending: 0 });
    expect(second).toMatchObject({ pending: 0, delivered: 0 });
    expect(subjects()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Nuova richiesta di consulenza da Visitatore ${n}`),
    );
    expect(await pending()).toEqual([]);
    const text = await storeText();
    for (let n = 1; n <= 5; n++) expect(text).not.toContain(`visitatore${n}@example.it`);
  });

  it("a resend after Mailgun went silent carries the first attempt's Message-Id, one per lead", async () => {
    mailgun.setMode("hang");
    expect((await sendContactEmail(post(lead(1)))).status).toBe(200);
    expect((await sendContactEmail(post(lead(2)))).status).toBe(200);
    const [first, second] = (await pending()).map((entry) => entry.record.id).sort();
    mailgun.setMode("ok");
    await retryPendingLeads(blobs.leads(), { runId: "a", settings: settings(), force: true });
    const byLead = new Map<string, Set<string>>();
    for (const request of mailgun.requests) {
      const id = request.fields["h:Message-Id"];
      const key = request.fields.subject;
      byLead.set(key, new Set([...(byLead.get(key) ?? []), id]));
    }
    // The hung attempt and the delivered one: the same Message-Id for each lead, different across leads.
    expect(mailgun.requests).toHaveLength(4);
    const ids = [...byLead.values()].map((set) => [...set]);
    expect(ids).toEqual([[expect.any(String)], [expect.any(String)]]);
    expect(ids.flat().sort()).toEqual(
      [`<lead-${first}@mg.example.test>`, `<lead-${second}@mg.example.test>`].sort(),
    );
  });

  it("two runs at once never mail a lead twice", async () => {
    mailgun.setMode("refuse");
    for (let n = 1; n <= 5; n++) await sendContactEmail(post(lead(n)));
    mailgun.setMode("ok");
    mailgun.requests.length = 0;
    const runs = await Promise.all(
      ["a", "b", "c"].map((runId) =>
        retryPendingLeads(blobs.leads(), { runId, settings: settings(), force: true }),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(5);
    expect(mailgun.requests).toHaveLength(5);
    expect(new Set(subjects()).size).toBe(5);
  });

  it("runs on separate clients, interleaved at random, 6 rounds: each lead mailed once", async () => {
    const random = rng(4801);
    for (let round = 0; round < 6; round++) {
      mailgun.setMode("refuse");
      for (let n = 1; n <= 3; n++) await sendContactEmail(post(lead(round * 10 + n)));
      mailgun.setMode("ok");
      mailgun.requests.length = 0;
      await Promise.all(
        ["a", "b", "c"].map((runId) =>
          retryPendingLeads(jittery(blobs.leads(), random, 10), {
            runId,
            settings: settings(),
            force: true,
          }),
        ),
      );
      expect(subjects()).toHaveLength(3);
      expect(new Set(subjects()).size).toBe(3);
    }
    expect(await pending()).toHaveLength(0);
  }, 60_000);

  it("a lead being sent by its own request is left alone by a retry run", async () => {
    mailgun.setMode("hang");
    const sending = sendContactEmail(post(lead(9)));
    // Stored and being sent: the request has reached the (hanging) Mailgun.
    while (mailgun.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const summary = await retryPendingLeads(blobs.leads(), {
      runId: "r",
      settings: settings(),
      force: true,
    });
    expect(summary).toMatchObject({ pending: 1, delivered: 0, failed: 0, skipped: 1 });
    await sending;
    expect(mailgun.requests).toHaveLength(1);
  });

  it("the scheduled run respects the backoff; a person's run does not", async () => {
    mailgun.setMode("fail");
    await sendContactEmail(post(lead(10)));
    mailgun.setMode("ok");
    mailgun.requests.length = 0;
    const early = await retryPendingLeads(blobs.leads(), { runId: "s", settings: settings() });
    expect(early).toMatchObject({ delivered: 0, skipped: 1 });
    const later = await retryPendingLeads(blobs.leads(), {
      runId: "s2",
      settings: settings(),
      now: () => Date.now() + backoffMs(1) + 1,
    });
    expect(later).toMatchObject({ delivered: 1 });
    expect(backoffMs(1)).toBe(5 * 60_000);
    expect(backoffMs(2)).toBe(10 * 60_000);
    expect(backoffMs(20)).toBe(2 * 60 * 60_000);
  });

  it("past the health threshold every run logs the health verdict as a loud error", async () => {
    mailgun.setMode("fail");
    await sendContactEmail(post(lead(11)));
    logs.length = 0;
    const later = () => Date.now() + 31 * 60_000;
    const summary = await retryPendingLeads(blobs.leads(), {
      runId: "x",
      settings: settings(),
      now: later,
    });
    expect(summary.health).toBe("in-ritardo");
    expect(logs.join("\n")).toMatch(
      /\[leads\] ERRORE GRAVE \(in-ritardo\): 1 richiesta aspetta da più di 30 minuti .*Mailgun non risponde/,
    );
    expect(logs.join("\n")).not.toContain("visitatore11");
  });

  it("the scheduled function runs every 10 minutes in Frankfurt and delivers", async () => {
    expect(retryConfig).toEqual({ schedule: "*/10 * * * *", region: "fra" });
    mailgun.setMode("refuse");
    await sendContactEmail(post(lead(12)));
    mailgun.setMode("ok");
    // The first retry of a fresh failure waits for the backoff; a stale one goes out.
    const store = blobs.leads();
    const [{ key, record }] = await pending();
    await store.setJSON(key, {
      ...record,
      lastAttemptAt: new Date(Date.now() - backoffMs(1) - 1000).toISOString(),
    });
    const response = await retryLeads(
      new Request("http://localhost/.netlify/functions/retry-leads", { method: "POST" }),
    );
    expect(response.status).toBe(204);
    expect(await pending()).toEqual([]);
    // It notes that it ran (the health endpoint tells a run that stopped); a run by hand does not.
    const noted = (await store.get(STATUS_KEYS.run, { type: "json" })) as { at: string };
    expect(noted).toEqual({ at: expect.any(String), delivered: 1, failed: 0 });
    expect(Date.now() - Date.parse(noted.at)).toBeLessThan(60_000);
    await store.delete(STATUS_KEYS.run);
    await retryPendingLeads(store, { runId: "hand", settings: settings(), force: true });
    expect(await store.get(STATUS_KEYS.run)).toBeNull();
  });
});
