/** @jest-environment node */
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sendContactEmail from "../../../netlify/functions/send-contact-email";
import { SEND_FAILURE_MESSAGE } from "../../../netlify/lib/contact/failures";
import { loadMailSettings, readEnv } from "../../../netlify/lib/contact/settings";
import { isolateEnv } from "../../helpers/env";

const ENDPOINT = "http://localhost/api/send-contact-email";
const valid = {
  name: "Anna <Bianchi>",
  email: "anna@example.it",
  message: "Prima riga\nSeconda & ultima",
};

const jsonRequest = (body: unknown) =>
  new Request(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

let env: ReturnType<typeof isolateEnv>;
let outbox: string;
let logSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;

beforeEach(async () => {
  env = isolateEnv();
  outbox = await mkdtemp(path.join(os.tmpdir(), "outbox-test-"));
  env.set({ CONTACT_OUTBOX_DIR: outbox, CONTACT_TO: "agenzia@example.test" });
  logSpy = jest.spyOn(console, "log").mockImplementation(() => undefined);
  errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(async () => {
  logSpy.mockRestore();
  errorSpy.mockRestore();
  env.restore();
  await rm(outbox, { recursive: true, force: true });
});

describe("local outbox (no MAILGUN_API_KEY, not production)", () => {
  it("writes exactly one JSON file per request with the fields Mailgun would get", async () => {
    const before = Date.now();
    const response = await sendContactEmail(jsonRequest(valid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.json$/);
    const entry = JSON.parse(await readFile(path.join(outbox, files[0]), "utf8")) as Record<
      string,
      string
    >;
    expect(Object.keys(entry).sort()).toEqual([
      "from",
      "h:Reply-To",
      "html",
      "subject",
      "text",
      "timestamp",
      "to",
    ]);
    expect(entry.from).toBe("Sito web <noreply@localhost>");
    expect(entry.to).toBe("agenzia@example.test");
    expect(entry["h:Reply-To"]).toBe("anna@example.it");
    expect(entry.subject).toBe("Nuova richiesta di consulenza da Anna <Bianchi>");
    expect(entry.text).toContain("Seconda & ultima");
    expect(entry.html).toContain("Anna &lt;Bianchi&gt;");
    expect(entry.html).toContain("Seconda &amp; ultima");
    expect(Date.parse(entry.timestamp)).toBeGreaterThanOrEqual(before - 1000);

    expect(logSpy).toHaveBeenCalledWith(expect.stringContaining(path.join(outbox, files[0])));
    expect(errorSpy).not.toHaveBeenCalled();

    await sendContactEmail(jsonRequest({ ...valid, name: "Secondo" }));
    expect(await readdir(outbox)).toHaveLength(2);
  });

  it("writes nothing for invalid input or the honeypot", async () => {
    await sendContactEmail(jsonRequest({ ...valid, email: "x" }));
    await sendContactEmail(jsonRequest({ ...valid, company_website: "spam" }));
    expect(await readdir(outbox)).toHaveLength(0);
  });

  it("creates the outbox folder when missing", async () => {
    const nested = path.join(outbox, "a", "b");
    env.set({ CONTACT_OUTBOX_DIR: nested });
    expect((await sendContactEmail(jsonRequest(valid))).status).toBe(200);
    expect(await readdir(nested)).toHaveLength(1);
  });

  it("fails loudly (500) when the outbox cannot be written", async () => {
    const notADirectory = path.join(outbox, "file.txt");
    await writeFile(notADirectory, "");
    env.set({ CONTACT_OUTBOX_DIR: path.join(notADirectory, "outbox") });
    const response = await sendContactEmail(jsonRequest(valid));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: SEND_FAILURE_MESSAGE });
    expect(errorSpy).toHaveBeenCalled();
  });

  it("uses the default settings", () => {
    env.set({ CONTACT_OUTBOX_DIR: undefined, CONTACT_TO: undefined });
    const settings = loadMailSettings();
    expect(settings.url).toBe("https://api.eu.mailgun.net");
    expect(settings.to).toBeUndefined();
    expect(settings.timeoutMs).toBe(10_000);
    expect(settings.outboxDir).toBe(path.resolve(".outbox"));
    expect(settings.production).toBe(false);
  });
});

describe("production without Mailgun configuration", () => {
  it.each([
    [{ CONTEXT: "production" }],
    [{ CONTEXT: "production", MAILGUN_API_KEY: "key-1" }],
    [{ CONTEXT: "production", MAILGUN_DOMAIN: "mg.example.test" }],
    [
      {
        CONTEXT: "production",
        MAILGUN_API_KEY: "key-1",
        MAILGUN_DOMAIN: "mg.example.test",
        CONTACT_TO: undefined,
      },
    ],
  ])("answers 500 and logs an error, writing nothing: %j", async (vars) => {
    env.set(vars);
    const response = await sendContactEmail(jsonRequest(valid));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: SEND_FAILURE_MESSAGE });
    expect(errorSpy).toHaveBeenCalledWith(
      expect.stringMatching(
        /CONFIGURAZIONE MANCANTE: .*(MAILGUN_API_KEY|MAILGUN_DOMAIN|CONTACT_TO)/,
      ),
    );
    expect(await readdir(outbox)).toHaveLength(0);
  });

  it("also treats the Netlify context's production deploy as production", async () => {
    const response = await sendContactEmail(jsonRequest(valid), {
      deploy: { context: "production", id: "1", published: true },
    });
    expect(response.status).toBe(500);
    expect(await readdir(outbox)).toHaveLength(0);
  });

  it("redirects the no-JS form with motivo=invio", async () => {
    env.set({ CONTEXT: "production" });
    const response = await sendContactEmail(
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...valid, privacy: "on" }).toString(),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "/contatti/?invio=errore&motivo=invio#esito-invio",
    );
  });

  it("a key without a domain outside production is also a configuration error", async () => {
    env.set({ MAILGUN_API_KEY: "key-1" });
    expect((await sendContactEmail(jsonRequest(valid))).status).toBe(500);
    expect(await readdir(outbox)).toHaveLength(0);
  });
});

describe("readEnv", () => {
  afterEach(() => {
    delete (globalThis as { Netlify?: unknown }).Netlify;
  });

  it("prefers Netlify.env and treats blank values as unset", () => {
    env.set({ MAILGUN_DOMAIN: "from-process.test", MAILGUN_URL: "   " });
    expect(readEnv("MAILGUN_DOMAIN")).toBe("from-process.test");
    expect(readEnv("MAILGUN_URL")).toBeUndefined();
    (globalThis as { Netlify?: unknown }).Netlify = {
      env: { get: (name: string) => (name === "MAILGUN_DOMAIN" ? "from-netlify.test" : undefined) },
    };
    expect(readEnv("MAILGUN_DOMAIN")).toBe("from-netlify.test");
    expect(readEnv("CONTACT_TO")).toBe("agenzia@example.test");
  });
});
