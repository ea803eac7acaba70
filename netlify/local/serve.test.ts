/**
 * @jest-environment node
 *
 * `npm run serve`: Netlify's engine (@netlify/dev) behind the thin host of netlify/local/serve.ts,
 * run as a child process on a temporary project (its own netlify.toml, public/ and .netlify/).
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { isHiddenPath } from "./serve";
import { request } from "../../__tests__/helpers/raw-request";
import { startServeProcess, type ServeProcess } from "../../__tests__/helpers/serve-process";
import { repoRoot } from "../../__tests__/helpers/repo";

jest.setTimeout(120_000);

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
  _headers: [
    "/servizi/",
    "  content-security-policy: default-src 'self'",
    "/*",
    "  X-Frame-Options: SAMEORIGIN",
    "  X-From-Headers-File: yes",
  ].join("\n"),
  _redirects: "/vecchia /nuova 301",
};
const toml = `
[build]
  publish = "public"
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
let server: ServeProcess;

/** The outbox's files once `count` are there (the function writes after answering), or after 10 s. */
async function outboxOnceSettled(count: number): Promise<string[]> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const files = await readdir(outbox).catch(() => []);
    if (files.length >= count) return files;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return readdir(outbox);
}

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
  // The project's real functions and their libraries (copied: the engine's bundler refuses a
  // function whose real path is outside the project), with the project's node_modules.
  const repo = repoRoot;
  for (const dir of ["functions", "lib"])
    await cp(path.join(repo, "netlify", dir), path.join(root, "netlify", dir), { recursive: true });
  await cp(path.join(repo, "package.json"), path.join(root, "package.json"));
  await symlink(path.join(repo, "node_modules"), path.join(root, "node_modules"));
  server = await startServeProcess({
    cwd: root,
    env: { CONTACT_OUTBOX_DIR: outbox, MAILGUN_API_KEY: "", CONTEXT: "" },
  });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

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
    // The security headers of the page it points to: netlify.toml's, _headers' and the page's CSP.
    expect(withoutSlash.headers).toMatchObject({
      "content-security-policy": "default-src 'self'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "x-from-headers-file": "yes",
    });
    expect(withoutSlash.body).toBe("");
    expect((await request(server.url, "/servizi", { method: "HEAD" })).headers).toMatchObject({
      "content-security-policy": "default-src 'self'",
    });
    expect((await request(server.url, "/servizi?a=1&b=2")).headers.location).toBe(
      "/servizi/?a=1&b=2",
    );
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
    ["/sitemap-index.xml", "application/xml"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/favicon.ico", "image/vnd.microsoft.icon"],
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
    expect(Number(res.headers["content-length"])).toBe(
      Buffer.byteLength(files["servizi/index.html"]),
    );
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

  it.each([
    "/_headers",
    "/_redirects",
    "//_headers",
    "///_redirects",
    "/./_headers",
    "/%2f_headers",
    "/%2F_redirects",
    "/%5f%68eaders",
    "/%255f_headers",
    "/x/../_headers",
    "/x/%2e%2e/_redirects",
    "/_HEADERS",
    "/_headers.",
    "/_headers/",
    "/.netlify/functions/send-contact-email",
    "/.netlify/functions/retry-leads",
    "/.netlify/blobs-serve/",
  ])("does not serve %s: the 404 page", async (p) => {
    const res = await request(server.url, p);
    expect(res.status).toBe(404);
    expect(res.body).toContain("Oops! Page not found");
    expect(res.body).not.toContain("X-From-Headers-File");
    expect(res.body).not.toContain("/vecchia");
  });

  it("isHiddenPath sees through every spelling", () => {
    expect(isHiddenPath("/%252f_headers")).toBe(true);
    expect(isHiddenPath("/a\\..\\_redirects")).toBe(true);
    expect(isHiddenPath("/headers")).toBe(false);
    expect(isHiddenPath("/servizi/")).toBe(false);
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
    // Netlify's default for files without a Cache-Control rule.
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("applies path-specific rules only where they match", async () => {
    expect((await request(server.url, "/app-0123abcd.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await request(server.url, "/~partytown/partytown.js")).headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect((await request(server.url, "/index.html")).headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect((await request(server.url, "/")).headers["content-security-policy"]).toBeUndefined();
  });
});

describe("compression, as Netlify's CDN", () => {
  const big =
    "<!doctype html><title>Big</title>" +
    "<p>Contenuto ripetuto per la compressione.</p>".repeat(200);
  beforeAll(async () => {
    await mkdir(path.join(publicDir, "grande"), { recursive: true });
    await writeFile(path.join(publicDir, "grande", "index.html"), big);
  });

  it.each([
    ["br", (b: Buffer) => zlib.brotliDecompressSync(b)],
    ["gzip", (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)("%s when accepted", async (encoding, decode) => {
    const res = await request(server.url, "/grande/", { headers: { "Accept-Encoding": encoding } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers["content-length"])).toBe(res.raw.byteLength);
    expect(res.raw.byteLength).toBeLessThan(big.length / 4);
    expect(decode(res.raw).toString("utf8")).toBe(big);
  });

  it("identity otherwise", async () => {
    const res = await request(server.url, "/grande/");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(big);
  });
});

describe("revalidation, as Netlify's CDN", () => {
  it("sends an ETag per encoding and answers a matching If-None-Match with an empty 304", async () => {
    const first = await request(server.url, "/grande/", { headers: { "Accept-Encoding": "br" } });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+-br"$/);
    const plain = await request(server.url, "/grande/");
    expect(plain.headers.etag).not.toBe(tag);

    const again = await request(server.url, "/grande/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": `"other", ${tag}` },
    });
    expect(again.status).toBe(304);
    expect(again.raw.byteLength).toBe(0);
    expect(again.headers.etag).toBe(tag);
    // The page's own header rules still come with the 304 (they refresh the cached ones).
    expect(again.headers["x-frame-options"]).toBe(first.headers["x-frame-options"]);

    const changed = await request(server.url, "/grande/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": '"stale"' },
    });
    expect(changed.status).toBe(200);
  });

  it("never answers 304 for the 404 page served for a missing path", async () => {
    const missing = await request(server.url, "/non-esiste/");
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const again = await request(server.url, "/non-esiste/", { headers: { "If-None-Match": "*" } });
    expect(again.status).toBe(404);
  });
});

describe("the contact function, run by the engine", () => {
  const json = { "Content-Type": "application/json" };
  const unique = () =>
    JSON.stringify({ name: "Mario", email: "mario@example.it", message: `Ciao ${Math.random()}` });

  it("answers at its config.path, stores and delivers (outbox without a key)", async () => {
    const before = (await readdir(outbox).catch(() => [])).length;
    const res = await request(server.url, "/api/send-contact-email", {
      method: "POST",
      headers: json,
      body: unique(),
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ ok: true });
    expect(await outboxOnceSettled(before + 1)).toHaveLength(before + 1);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    // netlify.toml headers are for static files only, as on Netlify; no engine bookkeeping leaks.
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(Object.keys(res.headers).filter((name) => name.startsWith("x-nf-"))).toEqual([]);
  });

  it("concurrent calls share the engine's one bundle: every one answered, none with a server path", async () => {
    const before = (await readdir(outbox).catch(() => [])).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(server.url, "/api/send-contact-email", {
          method: "POST",
          headers: json,
          body: unique(),
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(answers.map((res) => res.body).join("")).not.toMatch(/functions-serve|\/tmp\/|\bat /);
    expect(await outboxOnceSettled(before + 10)).toHaveLength(before + 10);
    // No temporary build folder per request: only the engine's own bundles.
    expect(
      (await readdir(path.join(root, ".netlify", "functions-serve"))).filter((name) =>
        name.startsWith("_"),
      ),
    ).toEqual([]);
  });

  it("bundles the function again when one of its source files changes", async () => {
    const post = () =>
      request(server.url, "/api/send-contact-email", {
        method: "POST",
        headers: json,
        body: unique(),
      });
    expect((await post()).headers["content-security-policy"]).not.toMatch(/sandbox/);
    const responses = path.join(root, "netlify", "lib", "contact", "responses.ts");
    const source = await readFile(responses, "utf8");
    const changed = source.replace(`frame-ancestors 'none'"`, `frame-ancestors 'none'; sandbox"`);
    try {
      let csp: string | string[] | undefined;
      for (let tries = 0; tries < 60 && !/sandbox/.test(String(csp)); tries++) {
        // Written again now and then: the engine's watcher may still be starting on a busy machine.
        if (tries % 10 === 0) await writeFile(responses, changed);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        csp = (await post()).headers["content-security-policy"];
      }
      expect(csp).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    } finally {
      await writeFile(responses, source);
      // Until the functions sharing the file are bundled again: a call while the engine rebuilds
      // two functions at once can fail (its own behaviour, docs/contact-pipeline.md).
      for (let tries = 0; tries < 60; tries++) {
        const answer = await post();
        if (
          answer.status === 200 &&
          !/sandbox/.test(String(answer.headers["content-security-policy"]))
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  });

  it("/.netlify/functions/send-contact-email is 404, as on Netlify once config.path is set", async () => {
    const res = await request(server.url, "/.netlify/functions/send-contact-email", {
      method: "POST",
      headers: json,
      body: unique(),
    });
    expect(res.status).toBe(404);
  });

  it("a client cannot switch the deploy context or its IP with x-nf-* headers", async () => {
    const before = (await readdir(outbox).catch(() => [])).length;
    const res = await request(server.url, "/api/send-contact-email", {
      method: "POST",
      headers: {
        ...json,
        "X-Nf-Deploy-Context": "production",
        "x-nf-client-connection-ip": "6.6.6.6",
        "X-Forwarded-For": "6.6.6.6",
      },
      body: unique(),
    });
    // In production without a key it would be stored and wait; here it went to the outbox.
    expect(res.status).toBe(200);
    expect(await outboxOnceSettled(before + 1)).toHaveLength(before + 1);
    expect(server.output()).not.toContain("CONFIGURAZIONE MANCANTE");
  });

  it("passes errors, redirects and 405 through; TRACE is 405, not 500", async () => {
    const bad = await request(server.url, "/api/send-contact-email", {
      method: "POST",
      headers: json,
      body: "{",
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ error: "Richiesta non valida" });

    const form = await request(server.url, "/api/send-contact-email?x=1", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Mario&email=mario%40example.it&message=Ciao&privacy=off",
    });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe("/contatti/?invio=errore&motivo=consenso#esito-consenso");

    for (const method of ["GET", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH"]) {
      const res = await request(server.url, "/api/send-contact-email", { method });
      expect([method, res.status]).toEqual([method, 405]);
      expect(res.headers.allow).toBe("POST");
    }
    expect((await request(server.url, "/", { method: "TRACE" })).status).toBe(405);
  });

  it("answers 413 for a large chunked body and closes the connection", async () => {
    const res = await request(server.url, "/api/send-contact-email", {
      method: "POST",
      headers: { ...json, "Transfer-Encoding": "chunked" },
      body: Buffer.alloc(200 * 1024, 32),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: "Richiesta troppo grande" });
  });

  it("answers 413 for a declared Content-Length over the cap", async () => {
    const res = await request(server.url, "/api/send-contact-email", {
      method: "POST",
      headers: json,
      body: Buffer.alloc(100 * 1024, 32),
    });
    expect(res.status).toBe(413);
  });
});
