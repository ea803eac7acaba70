/**
 * @jest-environment node
 *
 * `npm run serve` answers repeated requests exactly as Netlify's engine would, and never with a
 * file or header rule that has changed since: the real engine behind the real host, run as a
 * child process on a temporary project.
 */
import { mkdir, mkdtemp, rm, unlink, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { request, type RawResponse } from "../helpers/raw-request";
import { startServeProcess, type ServeProcess } from "../helpers/serve-process";

jest.setTimeout(120_000);

const APP = "/app-0123abcd.js";
const files: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title>",
  "chi-siamo.html": "<!doctype html><title>Chi siamo</title>",
  "404.html": "<!doctype html><title>Pagina non trovata</title>",
  [APP.slice(1)]: "console.log('versione uno');\n".repeat(100),
  "page-data/index/page-data.json": JSON.stringify({
    path: "/",
    result: { text: "x".repeat(2000) },
  }),
  "page-data/vecchia/page-data.json": "{}",
  // Gatsby's layout for its 404 page: the engine serves /pagina/ from pagina.html, before pagina/index.html.
  "pagina.html": "<!doctype html><title>Pagina, file accanto</title>",
  "pagina/index.html": "<!doctype html><title>Pagina, indice</title>",
  _headers: "/*\n  X-From-Headers-File: yes\n",
};
const toml = `
[build]
  publish = "public"
[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
[[headers]]
  for = "/a*.js"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
`;

let root: string;
let publicDir: string;
let server: ServeProcess;

/** Backdates a file: the host keeps nothing changed within the last second. */
async function settle(file: string): Promise<void> {
  const hourAgo = new Date(Date.now() - 3600_000);
  await utimes(file, hourAgo, hourAgo);
}

async function put(relative: string, content: string): Promise<void> {
  const file = path.join(publicDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  await settle(file);
}

/** What the client gets, less the Date header (the clock moves between two requests). */
function received({ status, headers, raw }: RawResponse) {
  const { date: _date, ...rest } = headers;
  return { status, headers: rest, body: raw.toString("base64") };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "serve-cache-test-"));
  publicDir = path.join(root, "public");
  for (const [name, content] of Object.entries(files)) await put(name, content);
  await writeFile(path.join(root, "netlify.toml"), toml);
  await settle(path.join(root, "netlify.toml"));
  server = await startServeProcess({ cwd: root });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe("repeated requests, answered from memory", () => {
  const br = { "Accept-Encoding": "br" };
  it.each<[string, { method?: string; headers?: Record<string, string> }]>([
    ["/", {}],
    [APP, {}],
    [APP, { headers: br }],
    [APP, { headers: { "Accept-Encoding": "gzip" } }],
    [APP, { method: "HEAD", headers: br }],
    ["/page-data/index/page-data.json", { headers: br }],
    ["/chi-siamo", {}],
    ["/pagina/", {}],
    ["/non-esiste", {}],
    ["/_headers", {}],
    ["/pagina", {}],
  ])("%s %j: the same status, headers and body every time", async (p, options) => {
    const first = await request(server.url, p, options);
    const second = await request(server.url, p, options);
    const third = await request(server.url, p, options);
    expect(received(second)).toEqual(received(first));
    expect(received(third)).toEqual(received(first));
  });

  it("the same ETag and 304 for a matching If-None-Match", async () => {
    const first = await request(server.url, APP, { headers: { "Accept-Encoding": "br" } });
    expect(first.headers.etag).toMatch(/^"[\w-]+-br"$/);
    const revalidations = [];
    for (let i = 0; i < 2; i++) {
      revalidations.push(
        await request(server.url, APP, {
          headers: { "Accept-Encoding": "br", "If-None-Match": first.headers.etag as string },
        }),
      );
    }
    for (const again of revalidations) {
      expect(again.status).toBe(304);
      expect(again.raw.byteLength).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });
});

describe("changed files", () => {
  it("a rewritten file (same path, same size) is served with its new content and a new ETag", async () => {
    const headers = { "Accept-Encoding": "br" };
    const before = await request(server.url, APP, { headers });
    await request(server.url, APP, { headers });
    const content = "console.log('versione due');\n".repeat(100);
    expect(content.length).toBe(files[APP.slice(1)].length);
    await writeFile(path.join(publicDir, APP), content);

    const after = await request(server.url, APP, { headers });
    expect(after.status).toBe(200);
    expect(zlib.brotliDecompressSync(after.raw).toString("utf8")).toBe(content);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await request(server.url, APP, {
      headers: { ...headers, "If-None-Match": before.headers.etag as string },
    });
    expect(stale.status).toBe(200);
    expect(zlib.brotliDecompressSync(stale.raw).toString("utf8")).toBe(content);
  });

  it("a deleted file is 404", async () => {
    const p = "/page-data/vecchia/page-data.json";
    expect((await request(server.url, p)).status).toBe(200);
    expect((await request(server.url, p)).status).toBe(200);
    await unlink(path.join(publicDir, p));
    const gone = await request(server.url, p);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain("Pagina non trovata");
  });

  it("follows the engine's choice of file: /pagina/ from pagina.html, then pagina/index.html once it is gone", async () => {
    expect((await request(server.url, "/pagina/")).body).toContain("Pagina, file accanto");
    expect((await request(server.url, "/pagina/")).body).toContain("Pagina, file accanto");
    await put("pagina.html", "<!doctype html><title>Pagina, riscritta</title>");
    expect((await request(server.url, "/pagina/")).body).toContain("Pagina, riscritta");
    expect((await request(server.url, "/pagina/")).body).toContain("Pagina, riscritta");
    await unlink(path.join(publicDir, "pagina.html"));
    const index = await request(server.url, "/pagina/");
    expect(index.status).toBe(200);
    expect(index.body).toContain("Pagina, indice");
  });

  it("never serves a deleted 404 page from memory", async () => {
    expect((await request(server.url, "/non-esiste")).body).toContain("Pagina non trovata");
    expect((await request(server.url, "/non-esiste")).body).toContain("Pagina non trovata");
    await unlink(path.join(publicDir, "404.html"));
    const plain = await request(server.url, "/non-esiste");
    expect(plain.status).toBe(404);
    expect(plain.body).toBe("Not Found");
    await put("404.html", files["404.html"]);
  });
});

describe("changed header rules", () => {
  const page = "/chi-siamo";

  /** Rewrites a rule file, backdated so that the answers under the new rules are kept in memory again. */
  async function rewriteRules(file: string, content: string): Promise<void> {
    await writeFile(file, content);
    await settle(file);
  }

  // The engine re-reads these files on every request but keeps applying the rules it read at start
  // (changing or removing one needs a restart): new rules are what it applies at once.
  it("new rules in public/_headers, netlify.toml or a new _headers at the project root apply to the next request", async () => {
    await request(server.url, page);
    const before = await request(server.url, page);
    expect(before.headers["x-from-headers-file"]).toBe("yes");
    expect(before.headers["x-added-in-headers-file"]).toBeUndefined();

    await rewriteRules(
      path.join(publicDir, "_headers"),
      `${files._headers}  X-Added-In-Headers-File: yes\n`,
    );
    expect((await request(server.url, page)).headers["x-added-in-headers-file"]).toBe("yes");
    expect((await request(server.url, page)).headers["x-added-in-headers-file"]).toBe("yes");

    await rewriteRules(
      path.join(root, "netlify.toml"),
      `${toml}\n[[headers]]\n  for = "/*"\n  [headers.values]\n    X-Added-In-Toml = "yes"\n`,
    );
    expect((await request(server.url, page)).headers["x-added-in-toml"]).toBe("yes");
    expect((await request(server.url, page)).headers["x-added-in-toml"]).toBe("yes");

    await rewriteRules(path.join(root, "_headers"), "/*\n  X-Project-Root: yes\n");
    const last = await request(server.url, page);
    expect(last.headers["x-project-root"]).toBe("yes");
    expect(last.headers["x-added-in-headers-file"]).toBe("yes");
    expect(last.headers["x-added-in-toml"]).toBe("yes");
    expect(last.headers["x-frame-options"]).toBe("DENY");

    await rewriteRules(path.join(publicDir, "_headers"), files._headers);
    expect((await request(server.url, page)).headers["x-added-in-headers-file"]).toBeUndefined();
  });
});
