/**
 * @jest-environment node
 *
 * The health endpoint called directly, on Netlify Blobs' local server and the fake Mailgun: its
 * answers, HEAD, the optional token (without it: the site's own 404, fetched from a stand-in site
 * on 127.0.0.1), a store that cannot be read. Through `npm run serve`:
 * __tests__/integration/leads-health.test.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import leadsHealth, { config } from "../../../netlify/functions/leads-health";
import sendContactEmail from "../../../netlify/functions/send-contact-email";
import { CONTACT_ENV_KEYS, isolateEnv } from "../../helpers/env";
import { mailEnvFor, startFakeMailgun, type FakeMailgun } from "../../helpers/fake-mailgun";
import { startLocalBlobs, type LocalBlobs } from "../../helpers/local-blobs";

const NOT_FOUND_PAGE = "<!doctype html><title>Pagina non trovata</title>";
let site: http.Server;
let siteUrl: string;
let mailgun: FakeMailgun;
let blobs: LocalBlobs;
let env: ReturnType<typeof isolateEnv>;

beforeAll(async () => {
  // The site: every path is unknown, answered with its 404 page and its headers.
  site = http.createServer((req, res) => {
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "X-Frame-Options": "DENY",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
    res.end(req.method === "HEAD" ? undefined : NOT_FOUND_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  mailgun = await startFakeMailgun("ok");
  blobs = await startLocalBlobs();
});
afterAll(async () => {
  await blobs.close();
  await mailgun.close();
  await new Promise((resolve) => site.close(resolve));
});

beforeEach(() => {
  env = isolateEnv([...CONTACT_ENV_KEYS, "LEADS_HEALTH_TOKEN", "LEADS_OVERDUE_MINUTES"]);
  env.set(mailEnvFor(mailgun));
  blobs.installContext();
  mailgun.setMode("ok");
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  env.restore();
});

const call = (query = "", init: RequestInit = {}) =>
  leadsHealth(new Request(`${siteUrl}/api/leads-health${query}`, init));

it("is served at /api/leads-health, in Frankfurt", () => {
  expect(config).toEqual({ path: ["/api/leads-health"], region: "fra" });
});

it("GET: 200 with the verdict as JSON, never cached; HEAD: the same without a body", async () => {
  const response = await call();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(await response.json()).toMatchObject({ stato: "ok", richiesteInAttesa: 0 });

  const head = await call("", { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get("cache-control")).toBe("no-store");
  expect(await head.text()).toBe("");
});

it("a refused key: 503 at once; a delivery after it: 200", async () => {
  mailgun.setMode("unauthorized");
  const post = (message: string) =>
    sendContactEmail(
      new Request("http://localhost/api/send-contact-email", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Ada", email: "ada@example.it", message }),
      }),
    );
  expect((await post("Prima")).status).toBe(200);
  const refused = await call();
  expect(refused.status).toBe(503);
  expect(await refused.json()).toMatchObject({
    stato: "configurazione",
    messaggio: "Mailgun rifiuta la chiave API: nessuna email parte.",
  });
  const head = await call("", { method: "HEAD" });
  expect(head.status).toBe(503);
  expect(await head.text()).toBe("");

  mailgun.setMode("ok");
  await post("Seconda");
  expect((await call()).status).toBe(200);
});

it("other methods: 405", async () => {
  const response = await call("", { method: "POST", body: "{}" });
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("GET, HEAD");
});

describe("with LEADS_HEALTH_TOKEN", () => {
  beforeEach(() => env.set({ LEADS_HEALTH_TOKEN: "s3greto-lungo" }));

  it("answers a request carrying it, in the query or the header", async () => {
    expect((await call("?token=s3greto-lungo")).status).toBe(200);
    expect((await call("", { headers: { "x-health-token": "s3greto-lungo" } })).status).toBe(200);
  });

  it.each([
    ["no token", "", {}],
    ["a wrong one", "?token=s3greto-lungO", {}],
    ["a shorter one", "?token=s3", {}],
    ["a wrong header", "", { headers: { "x-health-token": "x" } }],
    ["a POST", "", { method: "POST", body: "{}" }],
  ])("%s: the site's own 404 for an unknown path", async (_, query, init) => {
    const response = await call(query, init as RequestInit);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND_PAGE);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.headers.get("date")).toBeNull();
  });

  it("HEAD without it: 404 without a body", async () => {
    const response = await call("", { method: "HEAD" });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
  });
});

describe("a store that cannot be read", () => {
  it("unreachable: 503, said in plain words, no error text", async () => {
    const dead = http.createServer();
    await new Promise<void>((resolve) => dead.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    await new Promise((resolve) => dead.close(resolve));
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: "0", token: "t" }),
    ).toString("base64");
    const response = await call();
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ stato: "store-non-leggibile" });
    expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Error/);
  });

  it("no Netlify Blobs at all: 503", async () => {
    blobs.removeContext();
    const response = await call();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ stato: "store-non-leggibile" });
  });
});
