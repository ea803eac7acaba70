/**
 * @jest-environment node
 *
 * Bounded load, fault and fuzz run on 127.0.0.1: the real function, the real mailgun.js client,
 * the fake Mailgun switching between accepting, refusing, 500, 401 and hanging, and Netlify Blobs'
 * own local server. Then retries with Mailgun back. Every valid request must be delivered exactly
 * once, no answer may be a 5xx, and no personal data may remain.
 * Bounded: REQUESTS requests, CONCURRENCY at a time, a fixed seed.
 */
import sendContactEmail from "../../../netlify/functions/send-contact-email";
import { loadMailSettings } from "../../../netlify/lib/contact/settings";
import { listPendingLeads, retryPendingLeads } from "../../../netlify/lib/leads/deliver";
import {
  startFakeMailgun,
  type FakeMailgun,
  type FakeMailgunMode,
} from "../../helpers/fake-mailgun";
import { isolateEnv } from "../../helpers/env";
import { startLocalBlobs, type LocalBlobs } from "../../helpers/local-blobs";

jest.setTimeout(240_000);

const REQUESTS = 400;
const CONCURRENCY = 16;
const ENDPOINT = "http://localhost/api/send-contact-email";

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS = [
  "\u202eevil\u202c",
  "a\r\nBcc: victim@example.com",
  "<script>alert(1)</script>",
  "\u0000",
  "😀".repeat(3000),
  "x".repeat(6000),
  "' OR 1=1 --",
  "{{7*7}}",
  "../../etc/passwd",
  "\ud800",
];

interface Sent {
  request: Request;
  /** Set when the request must reach the staff once if it was accepted (identified by its Reply-To). */
  mustDeliver: boolean;
}

function makeRequest(random: () => number, index: number): Sent {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const roll = random();
  const valid = {
    name: `Cliente ${index}`,
    email: `cliente${index}@example.it`,
    phone: "",
    message: `Richiesta numero ${index}`,
  };
  if (roll < 0.45) {
    return {
      mustDeliver: true,
      request: new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(valid),
      }),
    };
  }
  if (roll < 0.6) {
    const body = new URLSearchParams({ ...valid, privacy: "on" }).toString();
    return {
      mustDeliver: true,
      request: new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      }),
    };
  }
  if (roll < 0.7) {
    // Valid but odd: any field but the email replaced by a hostile string (too long ones are refused).
    const field = pick(["name", "message", "phone"] as const);
    const body = JSON.stringify({ ...valid, [field]: pick(HOSTILE_STRINGS) });
    return {
      mustDeliver: true,
      request: new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      }),
    };
  }
  // Hostile: broken or odd bodies, wrong types, honeypots, duplicates, huge fields, odd methods.
  const hostile: Array<() => Request> = [
    () =>
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: pick(["{", "[]", "null", '"x"', '{"name":', "\u0000"]),
      }),
    () =>
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...valid, email: pick(HOSTILE_STRINGS) }),
      }),
    () =>
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...valid, email: [1], phone: 5 }),
      }),
    () =>
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: `{"company_website":"spam",${JSON.stringify(valid).slice(1, -1)},"company_website":""}`,
      }),
    () =>
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `${new URLSearchParams(valid)}&privacy=${pick(["off", "0", "no", "false", ""])}`,
      }),
    () =>
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "%%%&&&==" + "a".repeat(Math.floor(random() * 200_000)),
      }),
    () => new Request(ENDPOINT, { method: pick(["GET", "PUT", "DELETE", "PATCH", "OPTIONS"]) }),
    () =>
      new Request(ENDPOINT, {
        method: "POST",
        headers: {
          "Content-Type": pick(["text/plain", "multipart/form-data", "application/xml", ""]),
        },
        body: "x",
      }),
    () =>
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": "-1" },
        body: "{}",
      }),
  ];
  return { mustDeliver: false, request: pick(hostile)() };
}

let mailgun: FakeMailgun;
let blobs: LocalBlobs;
let env: ReturnType<typeof isolateEnv>;

beforeAll(async () => {
  mailgun = await startFakeMailgun("ok");
  blobs = await startLocalBlobs();
  blobs.installContext();
  env = isolateEnv();
  env.set({
    MAILGUN_API_KEY: "key-load",
    MAILGUN_DOMAIN: "mg.example.test",
    MAILGUN_URL: mailgun.url,
    MAILGUN_TIMEOUT_MS: "2000",
    CONTACT_TO: "staff@example.test",
  });
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterAll(async () => {
  jest.restoreAllMocks();
  env.restore();
  await blobs.close();
  await mailgun.close();
});

it(`${REQUESTS} hostile and valid requests with Mailgun down, hanging and failing: no 5xx, none lost, none twice`, async () => {
  const random = rng(20261123);
  const modes: FakeMailgunMode[] = ["ok", "refuse", "fail", "unauthorized", "hang"];
  const statuses = new Map<number, number>();
  const expected = new Set<string>();
  const accepted = (response: Response) =>
    response.status === 200 ||
    (response.status === 303 &&
      response.headers.get("location") === "/contatti/?invio=ok#esito-ok");
  let next = 0;

  const worker = async () => {
    while (next < REQUESTS) {
      const index = next++;
      if (index % 40 === 0) mailgun.setMode(modes[(index / 40) % modes.length]);
      const sent = makeRequest(random, index);
      const response = await sendContactEmail(sent.request);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status).toBeLessThan(500);
      if (sent.mustDeliver && accepted(response)) expected.add(`cliente${index}@example.it`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  // Mailgun back: retry until nothing is pending (each run is bounded by claims and time).
  mailgun.setMode("ok");
  const settings = loadMailSettings();
  for (let run = 0; run < 5 && (await listPendingLeads(blobs.leads())).length > 0; run++) {
    await Promise.all(
      ["a", "b"].map((id) =>
        retryPendingLeads(blobs.leads(), { runId: `${id}${run}`, settings, force: true }),
      ),
    );
  }

  const delivered = mailgun.requests
    .filter((request) => request.status === 200)
    .map((request) => request.fields["h:Reply-To"]);
  const counts = new Map<string, number>();
  for (const tag of delivered) counts.set(String(tag), (counts.get(String(tag)) ?? 0) + 1);
  const lost = [...expected].filter((tag) => !counts.has(tag));
  const twice = [...counts].filter(([, count]) => count > 1);
  const unexpected = [...counts.keys()].filter((tag) => !expected.has(tag));

  expect(expected.size).toBeGreaterThan(REQUESTS * 0.55);
  expect({ lost, twice, unexpected }).toEqual({ lost: [], twice: [], unexpected: [] });
  expect(await listPendingLeads(blobs.leads())).toEqual([]);
  expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
});
