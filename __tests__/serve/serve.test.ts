/** @jest-environment node */
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createServer, startServer, type RunningServer } from "../../netlify/local/serve";
import { CLIENT_IP_HEADER, contactFunctionMiddleware, toWebRequest } from "../../netlify/local/node-adapter";
import { isolateEnv } from "../helpers/env";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** node:http instead of fetch, so that paths like /../x reach the server unnormalised. */
function request(
  base: string,
  rawPath: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

const SECRET = "TOP-SECRET-OUTSIDE-PUBLIC";
const files: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title>",
  "servizi/index.html": "<!doctype html><title>Servizi</title>",
  "404.html": "<!doctype html><title>Oops! Page not found</title>",
  "app-0123abcd.js": "console.log('app')",
  "~partytown/partytown.js": "/* partytown */",
  "static/abc123/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "static/abc123/photo.png": "png",
  "static/abc123/photo.jpg": "jpg",
  "static/abc123/photo.avif": "avif",
  "static/abc123/photo.webp": "webp",
  "static/abc123/font.woff2": "woff2",
  "styles.css": "body{}",
  "page-data/index/page-data.json": "{}",
  "sitemap-index.xml": "<sitemapindex/>",
  "robots.txt": "User-agent: *",
  "manifest.webmanifest": "{}",
  "favicon.ico": "ico",
  "chi-siamo.html": "<!doctype html><title>Chi siamo</title>",
  "_headers": [
    "/servizi/",
    "  Content-Security-Policy: default-src 'self'",
    "/*",
    "  X-Frame-Options: SAMEORIGIN",
    "  X-From-Headers-File: yes",
  ].join("\n"),
  "_redirects": "/vecchia /nuova 301",
};
const toml = `
[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
    X-Content-Type-Options = "nosniff"
[[headers]]
  for = "/a*.js"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
[[headers]]
  for = "/*.html"
  [headers.values]
    Cache-Control = "public, max-age=0, must-revalidate"
`;

let root: string;
let publicDir: string;
let outbox: string;
let server: RunningServer;
let env: ReturnType<typeof isolateEnv>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "serve-test-"));
  publicDir = path.join(root, "public");
  outbox = path.join(root, "outbox");
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(publicDir, name)), { recursive: true });
    await writeFile(path.join(publicDir, name), content);
  }
  await writeFile(path.join(root, "secret.txt"), SECRET);
  await mkdir(path.join(root, "public-other"));
  await writeFile(path.join(root, "public-other", "x.txt"), SECRET);
  await symlink(path.join(root, "secret.txt"), path.join(publicDir, "link-out.txt"));
  await writeFile(path.join(root, "netlify.toml"), toml);
  server = await startServer({ publicDir, netlifyToml: path.join(root, "netlify.toml"), port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  env = isolateEnv();
  env.set({ CONTACT_OUTBOX_DIR: outbox });
});
afterEach(() => env.restore());

describe("static files", () => {
  it("serves the home page", async () => {
    const res = await request(server.url, "/");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<title>Home</title>");
  });

  it("serves /servizi/ and redirects /servizi to it, keeping the query", async () => {
    const withSlash = await request(server.url, "/servizi/");
    expect(withSlash.status).toBe(200);
    expect(withSlash.body).toContain("<title>Servizi</title>");

    const withoutSlash = await request(server.url, "/servizi");
    expect(withoutSlash.status).toBe(301);
    expect(withoutSlash.headers.location).toBe("/servizi/");
    expect((await request(server.url, "/servizi?a=1&b=2")).headers.location).toBe("/servizi/?a=1&b=2");
  });

  it("serves /page from page.html like Netlify's pretty URLs", async () => {
    const res = await request(server.url, "/chi-siamo");
    expect(res.status).toBe(200);
    expect(res.body).toContain("Chi siamo");
  });

  it.each([
    ["/app-0123abcd.js", "text/javascript; charset=utf-8"],
    ["/styles.css", "text/css; charset=utf-8"],
    ["/page-data/index/page-data.json", "application/json; charset=utf-8"],
    ["/static/abc123/logo.svg", "image/svg+xml"],
    ["/static/abc123/photo.png", "image/png"],
    ["/static/abc123/photo.jpg", "image/jpeg"],
    ["/static/abc123/photo.avif", "image/avif"],
    ["/static/abc123/photo.webp", "image/webp"],
    ["/static/abc123/font.woff2", "font/woff2"],
    ["/sitemap-index.xml", "application/xml; charset=utf-8"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/favicon.ico", "image/x-icon"],
  ])("%s is served as %s", async (p, type) => {
    const res = await request(server.url, p);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe(type);
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.body));
  });

  it("answers HEAD with headers and no body", async () => {
    const res = await request(server.url, "/servizi/", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(files["servizi/index.html"]));
    expect(res.body).toBe("");
  });

  it("refuses other methods on files", async () => {
    const res = await request(server.url, "/index.html", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  });

  it("answers unknown paths with 404.html and status 404", async () => {
    for (const p of ["/non-esiste", "/non-esiste/", "/servizi/altro", "/vecchia"]) {
      const res = await request(server.url, p);
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toContain("Oops! Page not found");
    }
    expect((await request(server.url, "/non-esiste", { method: "HEAD" })).body).toBe("");
  });

  it("does not serve _headers or _redirects", async () => {
    expect((await request(server.url, "/_headers")).status).toBe(404);
    expect((await request(server.url, "/_redirects")).status).toBe(404);
  });
});

describe("directory traversal", () => {
  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E%2Fsecret.txt",
    "/..%2fsecret.txt",
    "/servizi/../../secret.txt",
    "/servizi/%2e%2e/%2e%2e/secret.txt",
    "/..%5csecret.txt",
    "/../public-other/x.txt",
    "/%2e%2e/public-other/x.txt",
    "/link-out.txt",
    "/secret.txt%00.html",
    "//etc/passwd",
    "/%2fetc%2fpasswd",
  ])("blocks %s", async (p) => {
    const res = await request(server.url, p);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain("root:");
  });

  it("does not turn //host into an open redirect", async () => {
    await mkdir(path.join(publicDir, "evil.test"), { recursive: true });
    await writeFile(path.join(publicDir, "evil.test", "index.html"), "x");
    const res = await request(server.url, "//evil.test");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/evil.test/");
  });
});

describe("headers from netlify.toml and _headers", () => {
  it("applies both, netlify.toml winning for the same header", async () => {
    const res = await request(server.url, "/servizi/");
    expect(res.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(res.headers["x-from-headers-file"]).toBe("yes");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBeUndefined();
  });

  it("applies path-specific rules only where they match", async () => {
    expect((await request(server.url, "/app-0123abcd.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request(server.url, "/~partytown/partytown.js")).headers["cache-control"]).toBeUndefined();
    expect((await request(server.url, "/index.html")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await request(server.url, "/")).headers["content-security-policy"]).toBeUndefined();
  });

  it("re-reads _headers, so a fresh build is picked up without a restart", async () => {
    await writeFile(path.join(publicDir, "_headers"), `${files._headers}\n/robots.txt\n  X-Robots: later`);
    expect((await request(server.url, "/robots.txt")).headers["x-robots"]).toBe("later");
    await writeFile(path.join(publicDir, "_headers"), files._headers);
  });

  it("works without netlify.toml or _headers", async () => {
    const bare = await startServer({ publicDir: path.join(root, "public-other"), netlifyToml: null });
    try {
      const res = await request(bare.url, "/x.txt");
      expect(res.status).toBe(200);
      expect(res.headers["x-frame-options"]).toBeUndefined();
      const missing = await request(bare.url, "/nope");
      expect(missing.status).toBe(404);
      expect(missing.body).toBe("Not Found");
    } finally {
      await bare.close();
    }
  });
});

describe("the contact function", () => {
  const body = JSON.stringify({ name: "Mario", email: "mario@example.it", message: "Ciao" });
  const json = { "Content-Type": "application/json" };

  it.each(["/api/send-contact-email", "/.netlify/functions/send-contact-email"])("answers at %s (outbox mode)", async (p) => {
    const logSpy = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const before = (await readdir(outbox).catch(() => [])).length;
      const res = await request(server.url, p, { method: "POST", headers: json, body });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({ ok: true });
      expect(await readdir(outbox)).toHaveLength(before + 1);
      // netlify.toml headers are for static files only, as on Netlify.
      expect(res.headers["x-frame-options"]).toBeUndefined();
    } finally {
      logSpy.mockRestore();
    }
  });

  it("passes errors, redirects and 405 through", async () => {
    const bad = await request(server.url, "/api/send-contact-email", { method: "POST", headers: json, body: "{" });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ error: "Richiesta non valida" });

    const form = await request(server.url, "/api/send-contact-email?x=1", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Mario&email=mario%40example.it&message=Ciao",
    });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe("/contatti/?invio=errore&motivo=consenso#esito-consenso");

    const get = await request(server.url, "/.netlify/functions/send-contact-email");
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
  });

  it("answers 413 for a large chunked body and closes the connection", async () => {
    const res = await request(server.url, "/api/send-contact-email", {
      method: "POST",
      headers: { ...json, "Transfer-Encoding": "chunked" },
      body: Buffer.alloc(200 * 1024, 32),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: "Richiesta troppo grande" });
    expect(res.headers.connection).toBe("close");
  });

  it("answers 413 for a declared Content-Length over the cap", async () => {
    const res = await request(server.url, "/api/send-contact-email", {
      method: "POST",
      headers: json,
      body: Buffer.alloc(40 * 1024, 32),
    });
    expect(res.status).toBe(413);
  });
});

describe("node adapter", () => {
  async function withServer(
    handler: http.RequestListener,
    run: (base: string) => Promise<void>,
  ): Promise<void> {
    const raw = http.createServer(handler);
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    try {
      await run(`http://127.0.0.1:${(raw.address() as AddressInfo).port}`);
    } finally {
      raw.closeAllConnections();
      await new Promise((resolve) => raw.close(resolve));
    }
  }

  it("passes the client IP, overriding any spoofed value", async () => {
    await withServer(
      (req, res) => res.end(toWebRequest(req).headers.get(CLIENT_IP_HEADER)),
      async (base) => {
        const res = await request(base, "/", { headers: { [CLIENT_IP_HEADER]: "6.6.6.6" } });
        expect(res.body).toBe("127.0.0.1");
      },
    );
  });

  it("middleware handles the function paths and calls next() for the rest", async () => {
    await withServer(
      (req, res) => contactFunctionMiddleware(req, res, () => res.end("next")),
      async (base) => {
        expect((await request(base, "/servizi/")).body).toBe("next");
        expect((await request(base, "/api/send-contact-email/extra")).body).toBe("next");
        const fn = await request(base, "/api/send-contact-email");
        expect(fn.status).toBe(405);
      },
    );
  });

  it("createServer returns an unstarted node:http server", () => {
    const plain = createServer({ publicDir, netlifyToml: null });
    expect(plain).toBeInstanceOf(http.Server);
    expect(plain.listening).toBe(false);
  });
});
