/**
 * @jest-environment node
 *
 * The health endpoint through the real commands: `npm run serve` (Netlify's engine and the local
 * Blobs store) on a temporary project, the Mailgun stand-in on 127.0.0.1, a threshold shortened to
 * 6 seconds (LEADS_OVERDUE_MINUTES=0.1) and a token. Healthy → 200; Mailgun failing past the
 * threshold → 503 naming Mailgun; a refused key → 503 at once; Mailgun back and
 * `npm run leads:retry` → 200; without the token → the site's own 404; HEAD; never a visitor's
 * data; 50 calls at once leave the store as it was. Then a second project without CONTACT_TO.
 */
import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { startFakeMailgun, type FakeMailgun } from "../helpers/fake-mailgun";
import { startLocalBlobs } from "../helpers/local-blobs";
import { request, type RawResponse } from "../helpers/raw-request";
import { startServeProject, type ServeProject } from "../helpers/serve-project";

jest.setTimeout(300_000);
const run = promisify(execFile);
const TOKEN = "t0ken-di-prova-per-il-monitor";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let mailgun: FakeMailgun;
let project: ServeProject | undefined;
let env: NodeJS.ProcessEnv;
/** Every answer of the endpoint, to look for visitors' data in. */
const answers: string[] = [];

beforeAll(async () => {
  mailgun = await startFakeMailgun("ok");
  env = {
    MAILGUN_URL: mailgun.url,
    MAILGUN_API_KEY: "key-health",
    MAILGUN_DOMAIN: "mg.example.test",
    MAILGUN_TIMEOUT_MS: "2000",
    CONTACT_TO: "staff@example.test",
    CONTEXT: "",
    LEADS_OVERDUE_MINUTES: "0.1",
    LEADS_HEALTH_TOKEN: TOKEN,
  };
  project = await startServeProject(env);
});

afterAll(async () => {
  await project?.close();
  await mailgun?.close();
});

const base = () => project!.server.url;

async function health(
  query = `?token=${TOKEN}`,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const answer = await request(base(), `/api/leads-health${query}`, init);
  answers.push(answer.body);
  return answer;
}
const verdict = async () => {
  const answer = await health();
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
};

/** Polls the endpoint until its verdict is `state`; returns it and how long it took. */
async function until(state: string, timeoutMs: number) {
  const start = Date.now();
  for (;;) {
    const answer = await verdict();
    if (answer.body.stato === state) return { ...answer, ms: Date.now() - start };
    if (Date.now() - start > timeoutMs)
      throw new Error(`still ${answer.status}: ${JSON.stringify(answer.body)}`);
    await sleep(100);
  }
}

const visitors = [1, 2, 3].map((n) => ({
  name: `Zebedeo Quaglietti${n}`,
  email: `zebedeo.quaglietti${n}@esempio-unico.it`,
  phone: `+39 347 00${n}${n}${n}${n}${n}`,
  message: `Messaggio inconfondibile numero ${n}: preventivo per le arance di Ribera`,
}));

async function send(visitor: (typeof visitors)[number]) {
  const response = await fetch(`${base()}/api/send-contact-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(visitor),
  });
  expect(response.status).toBe(200);
}

const npm = (script: string, ...args: string[]) =>
  run("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: project!.root,
    env: { ...process.env, ...env, NETLIFY_SITE_ID: "", NETLIFY_AUTH_TOKEN: "" },
  });

it("healthy: 200, with the token in the query or the header; HEAD answers without a body", async () => {
  const ok = await verdict();
  expect(ok).toMatchObject({ status: 200, body: { stato: "ok", richiesteInAttesa: 0 } });
  const byHeader = await health("", { headers: { "x-health-token": TOKEN } });
  expect(byHeader.status).toBe(200);
  expect(byHeader.headers["cache-control"]).toBe("no-store");
  expect(byHeader.headers["content-type"]).toBe("application/json; charset=utf-8");

  const head = await health(`?token=${TOKEN}`, { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.raw.byteLength).toBe(0);
});

it("without the token: the same 404 as any unknown path", async () => {
  const unknown = await request(base(), "/pagina-che-non-esiste");
  expect(unknown.status).toBe(404);
  const transfer = new Set(["date", "connection", "keep-alive", "content-length", "etag"]);
  const page = (answer: RawResponse) => ({
    status: answer.status,
    body: answer.body,
    headers: Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => !transfer.has(name)),
    ),
  });
  for (const query of ["", "?token=sbagliato", `?token=${TOKEN.slice(0, -1)}`]) {
    const answer = await health(query);
    expect(page(answer)).toEqual(page(unknown));
  }
  const wrongHeader = await health("", { headers: { "x-health-token": "sbagliato" } });
  expect(page(wrongHeader)).toEqual(page(unknown));
  const head = await health("", { method: "HEAD" });
  expect(head.status).toBe(404);
  expect(head.raw.byteLength).toBe(0);
});

it("Mailgun failing: 200 within the threshold, 503 naming Mailgun past it", async () => {
  mailgun.setMode("fail");
  const sent = Date.now();
  await send(visitors[0]);
  const within = await verdict();
  expect(within.status).toBe(200);
  const past = await until("in-ritardo", 30_000);
  expect(past.status).toBe(503);
  const after = Date.now() - sent;
  console.log(`503 (in-ritardo) ${after} ms after the request, threshold 6000 ms`);
  expect(after).toBeGreaterThanOrEqual(6000);
  expect(past.body).toMatchObject({
    stato: "in-ritardo",
    richiesteInAttesa: 1,
    richiesteInRitardo: 1,
    ultimoTentativo: { esito: "non riuscito", causa: "servizio" },
  });
  expect(past.body.messaggio).toMatch(/^1 richiesta aspetta da più di 0,1 minuti .*Mailgun/);
});

it("a key Mailgun refuses (401): 503 at once, as misconfigured", async () => {
  mailgun.setMode("unauthorized");
  const sent = Date.now();
  await send(visitors[1]);
  const refused = await until("configurazione", 5000);
  console.log(`503 (configurazione) ${Date.now() - sent} ms after the request`);
  expect(refused.status).toBe(503);
  expect(refused.body.messaggio).toBe("Mailgun rifiuta la chiave API: nessuna email parte.");
  expect(refused.body.cosaFare).toMatch(/^Controlla MAILGUN_API_KEY/);
  const list = await npm("leads:list");
  expect(list.stdout).toMatch(/ERRORE GRAVE \(configurazione\): Mailgun rifiuta la chiave API/);
});

it("Mailgun back and `npm run leads:retry`: 200, and leads:list says so", async () => {
  mailgun.setMode("ok");
  await send(visitors[2]);
  await npm("leads:retry");
  const ok = await verdict();
  expect(ok).toMatchObject({ status: 200, body: { stato: "ok", richiesteInAttesa: 0 } });
  expect((await npm("leads:list")).stdout).toMatch(
    /0 richieste in attesa di consegna\.\nStato consegne: ok\./,
  );
  const delivered = mailgun.requests.filter((r) => r.status === 200).map((r) => r.fields.subject);
  expect(delivered.sort()).toEqual(
    visitors.map((v) => `Nuova richiesta di consulenza da ${v.name}`),
  );
});

it("50 calls at once: quick, and the store is left exactly as it was", async () => {
  // A lead waiting past the threshold and both attempt entries, so that every read finds
  // something and the verdict stays the same throughout.
  mailgun.setMode("fail");
  await send({ ...visitors[0], message: "Un'altra richiesta inconfondibile" });
  await until("in-ritardo", 30_000);
  const before = await storeSnapshot();
  expect(before.keys).toEqual(
    expect.arrayContaining(["status/last-delivery", "status/last-failure"]),
  );
  const start = Date.now();
  const all = await Promise.all(Array.from({ length: 50 }, () => health()));
  const ms = Date.now() - start;
  console.log(`50 concurrent calls of /api/leads-health: ${ms} ms in all`);
  expect(all.map((answer) => answer.status)).toEqual(Array(50).fill(503));
  expect(new Set(all.map((answer) => JSON.parse(answer.body).stato))).toEqual(
    new Set(["in-ritardo"]),
  );
  expect(ms).toBeLessThan(120_000);
  expect(await storeSnapshot()).toEqual(before);
  mailgun.setMode("ok");
});

it("no answer ever carried a visitor's data, a lead's id, or Mailgun's words", async () => {
  const ids = (JSON.parse((await npm("leads:list", "--json")).stdout) as { id: string }[]).map(
    (lead) => lead.id,
  );
  expect(ids).toHaveLength(1);
  const text = answers.join("\n");
  expect(answers.length).toBeGreaterThan(60);
  for (const visitor of visitors)
    for (const value of Object.values(visitor)) expect(text).not.toContain(value);
  for (const id of ids) expect(text).not.toContain(id);
  expect(text).not.toMatch(/zebedeo|quaglietti|Ribera|inconfondibile|Invalid private key/i);
  expect(text).not.toMatch(/\n\s+at |\/tmp\/|serve-project-|functions-serve/);
});

it("a key set but no CONTACT_TO: 503 at once, naming the variable", async () => {
  await project?.close();
  project = undefined;
  project = await startServeProject({ ...env, CONTACT_TO: "" });
  const answer = await verdict();
  expect(answer.status).toBe(503);
  expect(answer.body).toMatchObject({
    stato: "configurazione",
    messaggio: "Manca CONTACT_TO: le richieste vengono salvate ma nessuna email parte.",
    variabiliMancanti: ["CONTACT_TO"],
  });
});

/** Every key with its etag (listed and read), and every file of the store with its time and content. */
async function storeSnapshot() {
  const dir = path.join(project!.root, ".netlify", "blobs-serve");
  const blobs = await startLocalBlobs(dir);
  try {
    const store = blobs.leads();
    const { blobs: listed } = await store.list();
    const keys = listed.map((blob) => blob.key).sort();
    const etags: Record<string, string | undefined> = {};
    for (const { key, etag } of listed) {
      const read = await store.getWithMetadata(key);
      etags[key] = `${etag} ${read?.etag}`;
    }
    const files: string[] = [];
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { mtimeMs, size } = await stat(file);
      const digest = createHash("sha256")
        .update(await readFile(file))
        .digest("hex");
      files.push(`${path.relative(dir, file)} ${size} ${mtimeMs} ${digest}`);
    }
    return { keys, etags, files: files.sort() };
  } finally {
    await blobs.close();
  }
}
