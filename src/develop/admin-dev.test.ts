/**
 * @jest-environment node
 */
/**
 * /admin/ under `npm start` (src/develop/admin-dev.ts), over a real HTTP server: the admin is built
 * for the address of the proxy that serves this folder, built again when that address changes,
 * and never served without a proxy (Decap would then fall back to GitHub or to another folder's
 * proxy): the editor gets an Italian page instead, and the next visit tries again. The proxy and
 * the bundle are stand-ins here (their own tests use the real decap-server and esbuild); what is
 * under test is the order, the retries and the answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { AdminBundle } from "../build/admin-bundle";
import { adminDevMiddleware, type AdminDevOptions } from "./admin-dev";
import type { LocalBackend, LocalBackendOptions } from "./local-cms-backend";
import { localBackendUrl } from "../cms/admin/constants";

let outDir: string;
let server: http.Server | undefined;
const children: ChildProcess[] = [];

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-dev-"));
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  for (const child of children.splice(0)) child.kill();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  fs.rmSync(outDir, { recursive: true, force: true });
});

/** The middleware in front of a 404, on a free port of 127.0.0.1. */
async function serve(
  options: AdminDevOptions,
): Promise<(route: string) => Promise<{ status: number; type: string; body: string }>> {
  const middleware = adminDevMiddleware({ outDir, repoDir: "/progetto", port: 8081, ...options });
  server = http.createServer((req, res) =>
    middleware(req, res, () => res.writeHead(404).end("next")),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (route) => {
    const response = await fetch(`${base}${route}`, { redirect: "manual" });
    return {
      status: response.status,
      type: response.headers.get("content-type") ?? "",
      body: await response.text(),
    };
  };
}

/** A stand-in for the admin build: index.html names the proxy it was built for. */
function fakeBuild(builds: string[], failFirst = false): NonNullable<AdminDevOptions["build"]> {
  return async (dir, { localBackendUrl: url }) => {
    builds.push(url);
    if (failFirst && builds.length === 1) throw new Error("esbuild: errore di sintassi");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), `<p>admin per ${url}</p>`);
    fs.writeFileSync(path.join(dir, "admin.js"), "/* admin */");
    return {
      files: ["admin.js", "index.html"],
      scriptBytes: 11,
      scriptGzip: 31,
    } satisfies AdminBundle;
  };
}

/** A running process standing for a decap-server the middleware started. */
function fakeChild(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

it("builds the admin for the proxy's address, once, and serves its files; other paths pass through", async () => {
  const asked: LocalBackendOptions[] = [];
  const builds: string[] = [];
  const get = await serve({
    ensureBackend: async (options) => {
      asked.push(options);
      return { port: 40123, url: localBackendUrl(40123), child: fakeChild() };
    },
    build: fakeBuild(builds),
  });
  expect((await get("/servizi/")).body).toBe("next");
  expect(asked).toEqual([]);
  expect(await get("/admin")).toMatchObject({ status: 301 });
  const [page, script] = await Promise.all([get("/admin/"), get("/admin/admin.js")]);
  expect(page).toEqual({
    status: 200,
    type: "text/html; charset=utf-8",
    body: "<p>admin per http://127.0.0.1:40123/api/v1</p>",
  });
  expect(script).toMatchObject({ status: 200, type: "text/javascript; charset=utf-8" });
  expect(await get("/admin/altro.js")).toMatchObject({ status: 404, body: "Non trovato" });
  expect(asked).toEqual([{ port: 8081, repoDir: "/progetto" }]);
  expect(builds).toEqual(["http://127.0.0.1:40123/api/v1"]);
});

it("without a proxy, answers 503 with the reason in Italian and no admin; the next visit tries again", async () => {
  const builds: string[] = [];
  let attempts = 0;
  const get = await serve({
    ensureBackend: async ({ port }): Promise<LocalBackend> => {
      attempts += 1;
      if (attempts === 1)
        throw new Error(
          "il proxy locale di Decap (decap-server) non risponde su 127.0.0.1:8081 dopo 30 s",
        );
      return { port, url: localBackendUrl(port) };
    },
    build: fakeBuild(builds),
  });
  expect(await get("/admin/")).toEqual({
    status: 503,
    type: "text/plain; charset=utf-8",
    body: "Il pannello /admin/ non è disponibile: il proxy locale di Decap (decap-server) non risponde su 127.0.0.1:8081 dopo 30 s. Ricarica la pagina per riprovare.",
  });
  expect(builds).toEqual([]);
  expect(await get("/admin/")).toMatchObject({
    status: 200,
    body: "<p>admin per http://127.0.0.1:8081/api/v1</p>",
  });
  expect(attempts).toBe(2);
});

it("when the proxy it started stops, the next visit finds or starts one again and rebuilds only if its address changed", async () => {
  const builds: string[] = [];
  const ports = [8081, 8081, 40555];
  const started: ChildProcess[] = [];
  const get = await serve({
    ensureBackend: async () => {
      const port = ports[started.length];
      const child = fakeChild();
      started.push(child);
      return { port, url: localBackendUrl(port), child };
    },
    build: fakeBuild(builds),
  });
  const stop = async (child: ChildProcess) => {
    child.kill();
    await new Promise((resolve) => child.once("exit", resolve));
  };
  expect(await get("/admin/")).toMatchObject({ status: 200 });
  await stop(started[0]);
  expect(await get("/admin/")).toMatchObject({
    status: 200,
    body: "<p>admin per http://127.0.0.1:8081/api/v1</p>",
  });
  await stop(started[1]);
  expect(await get("/admin/")).toMatchObject({
    status: 200,
    body: "<p>admin per http://127.0.0.1:40555/api/v1</p>",
  });
  expect(started).toHaveLength(3);
  expect(builds).toEqual(["http://127.0.0.1:8081/api/v1", "http://127.0.0.1:40555/api/v1"]);
});

it("when the admin does not build, answers 500 in Italian and builds again on the next visit", async () => {
  const builds: string[] = [];
  const get = await serve({
    ensureBackend: async ({ port }) => ({ port, url: localBackendUrl(port) }),
    build: fakeBuild(builds, true),
  });
  expect(await get("/admin/")).toMatchObject({
    status: 500,
    body: "Il pannello /admin/ non si è compilato: vedi il terminale.",
  });
  // The terminal the page points to says it in Italian too, with the build's own error after it.
  expect(console.error).toHaveBeenCalledWith(
    "CMS: il pannello /admin/ non si è compilato:",
    expect.any(Error),
  );
  expect(await get("/admin/")).toMatchObject({ status: 200 });
  expect(console.log).toHaveBeenCalledWith(
    expect.stringMatching(/^CMS: pannello \/admin\/ pronto \(admin\.js \d+ KB gzip\)$/),
  );
  expect(builds).toHaveLength(2);
});

it("with a CONTENT_DIR not named content, answers 503 saying so and starts no proxy (decap-server writes content/…)", async () => {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = path.join(os.tmpdir(), "testi");
  try {
    const started: LocalBackendOptions[] = [];
    let middleware: typeof adminDevMiddleware | undefined;
    await jest.isolateModulesAsync(async () => {
      ({ adminDevMiddleware: middleware } = await import("./admin-dev"));
    });
    const handle = middleware!({
      outDir,
      ensureBackend: async (options) => {
        started.push(options);
        return { port: options.port, url: localBackendUrl(options.port) };
      },
      build: fakeBuild([]),
    });
    const res = {
      status: 0,
      body: "",
      writeHead: (status: number) => ((res.status = status), res),
    };
    const answered = new Promise<void>((resolve) =>
      Object.assign(res, { end: (body: string) => ((res.body = body), resolve()) }),
    );
    handle({ url: "/admin/", method: "GET" } as http.IncomingMessage, res as never, () => {});
    await answered;
    expect(res).toMatchObject({
      status: 503,
      body: "Il pannello /admin/ non è disponibile: CONTENT_DIR deve essere una cartella chiamata content. Ricarica la pagina per riprovare.",
    });
    expect(started).toEqual([]);
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
});
