/**
 * `npm run serve`: serves the production build (public/) like Netlify would, with the functions.
 * Netlify's own engine (@netlify/dev, see ./engine.ts) runs the functions, static files and the
 * header rules of netlify.toml and public/_headers (Netlify's own parsers); ./blobs.ts the local
 * Blobs store.
 * This thin host adds what the engine lacks:
 *   - /servizi (a folder without the slash) → 301 to /servizi/ (query string kept), with the
 *     header rules of /servizi/ (CSP, nosniff, …) as every answer of Netlify's CDN carries them;
 *   - anything missing → public/404.html with status 404;
 *   - `_headers`, `_redirects` and everything under /.netlify/ are never served, however the path
 *     is spelled (`//_headers`, `/./_headers`, `/%2f_headers`, `/x/../_redirects`, …): 404;
 *   - only GET and HEAD for files (405 otherwise); TRACE, TRACK, CONNECT: 405 everywhere;
 *   - brotli / gzip compression of text files, as Netlify's CDN does;
 *   - an ETag per file and encoding, and 304 Not Modified for a matching If-None-Match, as
 *     Netlify's CDN does: a reload revalidates the page in one round trip instead of downloading it;
 *   - client-sent `x-nf-*` and forwarding headers are dropped; the client IP is the socket's.
 *   /.netlify/functions/send-contact-email is 404, as on Netlify once `config.path` is set.
 *
 *   PORT / HOST  default 9000 / 127.0.0.1
 * It serves the publish folder of the netlify.toml in the current directory (public): the engine
 * reads its files from there whatever this host is told, so there is no option for another one.
 * To serve another build, run it from a folder with its own netlify.toml and public/.
 * Variables from .env (if present) are loaded for the functions when run as a script.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { compressBuffer, isCompressible, negotiateEncoding } from "./compression";
import { FORBIDDEN_METHODS, sendWebResponse, startEngine, type Engine } from "./engine";
import { FUNCTION_PATHS, handleFunctionRequest, pathnameOf } from "./node-adapter";

export interface ServeOptions {
  /** Folder with the built site: netlify.toml's publish folder, which the engine serves. Default: ./public */
  publicDir?: string;
  /** Project root: netlify.toml, netlify/functions, .netlify/. Default: the current directory. */
  projectRoot?: string;
}

export interface RunningServer {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

/** Files of the publish folder that Netlify consumes and never serves. */
const HIDDEN_FILES = new Set(["_headers", "_redirects"]);

/**
 * True when a path, once decoded and normalised the way any server or file system might
 * (percent-encoding, repeated or dot segments, backslashes, case), names _headers, _redirects or
 * something under /.netlify/.
 */
export function isHiddenPath(rawPathname: string): boolean {
  let decoded = rawPathname;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  const normalized = path.posix.normalize(`/${decoded.replace(/\\/g, "/")}`).toLowerCase();
  const segments = normalized.split("/").filter(Boolean);
  if (segments[0] === ".netlify") return true;
  return (
    segments.length > 0 && HIDDEN_FILES.has(segments[segments.length - 1].replace(/[\s.]+$/, ""))
  );
}

type Resolution =
  | { kind: "file"; file: string; size: number }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

/** Maps a URL path onto public/, refusing anything that would leave it. */
export async function resolveStatic(
  publicDir: string,
  rawPathname: string,
  search: string,
): Promise<Resolution> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return { kind: "not-found" };
  }
  if (pathname.includes("\0") || pathname.includes("\\") || isHiddenPath(rawPathname))
    return { kind: "not-found" };

  const root = await realpath(publicDir);
  const target = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
  if (!isInside(root, target)) return { kind: "not-found" };

  const entry = await statInside(root, target);
  if (entry?.isFile()) return fileAt(target, entry.size);
  if (entry?.isDirectory()) {
    const index = path.join(target, "index.html");
    const indexEntry = await statInside(root, index);
    if (!indexEntry?.isFile()) return { kind: "not-found" };
    return pathname.endsWith("/")
      ? fileAt(index, indexEntry.size)
      : { kind: "redirect", location: `${rawPathname.replace(/^\/+/, "/")}/${search}` };
  }
  if (!pathname.endsWith("/")) {
    const html = `${target}.html`;
    const htmlEntry = await statInside(root, html);
    if (htmlEntry?.isFile()) return fileAt(html, htmlEntry.size);
  }
  return { kind: "not-found" };
}

function fileAt(file: string, size: number): Resolution {
  return { kind: "file", file, size };
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** stat() of a path whose real location (symlinks resolved) is still inside root; null otherwise. */
async function statInside(root: string, target: string) {
  try {
    const real = await realpath(target);
    if (!isInside(root, real)) return null;
    return await stat(real);
  } catch {
    return null;
  }
}

/** What the engine answered for a file of public/. */
interface StaticFile {
  /** The file's bytes, as the engine read them. */
  body: Buffer;
  contentType: string;
  /** The engine's headers (header rules applied), without its own bookkeeping. */
  headers: Headers;
  /** Digest of body, for the ETag. */
  digest: string;
}

/** The host around an engine already started. */
export function createServer(engine: Engine, options: ServeOptions = {}): http.Server {
  const publicDir = path.resolve(options.publicDir ?? "public");

  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("[serve] Errore interno:", error instanceof Error ? error.message : error);
      if (!res.headersSent) {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Errore interno del server");
      } else {
        res.destroy();
      }
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const pathname = pathnameOf(req.url);
    const method = (req.method ?? "GET").toUpperCase();
    if (FUNCTION_PATHS.has(pathname)) {
      if (await handleFunctionRequest(engine, req, res)) return;
    }
    if (isHiddenPath(pathname)) {
      if (!(await sendThroughEngine(req, res, "/404.html", 404))) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(req.method === "HEAD" ? undefined : "Not Found");
      }
      return;
    }
    if (method !== "GET" && method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end(
        FORBIDDEN_METHODS.has(method) || method !== "OPTIONS" ? "Method Not Allowed" : undefined,
      );
      return;
    }

    const search = (req.url ?? "").slice(pathname.length).split("#")[0];
    const resolution = await resolveStatic(publicDir, pathname, search);
    if (resolution.kind === "redirect") {
      // With the header rules of the page it points to (CSP, nosniff, …), as the engine applies them.
      const target = new URL(resolution.location, "http://localhost");
      const page = await askEngine(new URL(target.pathname, target));
      await sendWebResponse(req, res, new Response(null, { headers: page?.headers }), {
        status: 301,
        body: Buffer.alloc(0),
        headers: { Location: resolution.location, "Content-Type": "text/plain; charset=utf-8" },
      });
      return;
    }
    if (resolution.kind === "file") {
      // The page's own path first (header rules match it), then the file it resolved to (/page → /page.html).
      const publicPath = `/${path.relative(publicDir, resolution.file).split(path.sep).join("/")}`;
      if (await sendThroughEngine(req, res, pathname, 200)) return;
      if (await sendThroughEngine(req, res, publicPath, 200)) return;
    }
    if (!(await sendThroughEngine(req, res, "/404.html", 404))) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(req.method === "HEAD" ? undefined : "Not Found");
    }
  }

  /**
   * Sends a file of public/ as the engine answers for it (with the header rules of the page's own
   * path, by Netlify's parsers), with `status`, compressed when the client accepts it.
   */
  async function sendThroughEngine(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    publicPath: string,
    status: number,
  ) {
    const url = new URL(publicPath, "http://localhost");
    const file = await askEngine(url);
    if (!file) return false;
    const compressible = isCompressible(file.contentType, file.body.byteLength);
    const encoding = compressible ? negotiateEncoding(req.headers["accept-encoding"]) : null;
    const headers: Record<string, string> = { "Content-Type": file.contentType };
    if (compressible) headers.Vary = "Accept-Encoding";
    if (encoding) headers["Content-Encoding"] = encoding;
    const body = encoding ? await compressBuffer(file.body, encoding, publicPath) : file.body;
    if (status === 200) {
      headers.ETag = entityTag(file.digest, encoding);
      if (matchesEntityTag(req.headers["if-none-match"], headers.ETag)) {
        delete headers["Content-Type"];
        await sendWebResponse(req, res, new Response(null, { headers: file.headers }), {
          status: 304,
          body: Buffer.alloc(0),
          headers,
        });
        return true;
      }
    }
    await sendWebResponse(req, res, new Response(null, { headers: file.headers }), {
      status,
      body,
      headers,
    });
    return true;
  }

  /** What the engine answers for a file of public/; undefined when it does not serve it as a static file. */
  async function askEngine(url: URL): Promise<StaticFile | undefined> {
    const result = await engine.handle(
      new Request(url, { method: "GET", headers: { "accept-encoding": "identity" } }),
    );
    if (!result || result.type !== "static") return undefined;
    const response = result.response;
    const body = Buffer.from(await response.arrayBuffer());
    // The engine's own bookkeeping headers are not what Netlify's CDN sends.
    const headers = new Headers(response.headers);
    for (const name of [...headers.keys()])
      if (name.startsWith("x-nf-") || name === "etag") headers.delete(name);
    return {
      body,
      // The engine names the type (mime-types); a file it cannot name is sent as bytes.
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
      headers,
      digest: contentDigest(body),
    };
  }
}

/** The part of a file's ETag that depends on its content: sha256, base64url, 27 characters. */
export function contentDigest(content: Buffer): string {
  return createHash("sha256").update(content).digest("base64url").slice(0, 27);
}

/** A strong validator for a file's content (its contentDigest) as sent in one encoding (each encoding is its own representation). */
export function entityTag(digest: string, encoding: string | null): string {
  return `"${digest}${encoding ? `-${encoding}` : ""}"`;
}

/** True when an If-None-Match header names `tag` (or is `*`); weak comparison, as RFC 9110 asks for it. */
export function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(tag));
}

/** Starts listening (port 0 = any free port) and resolves once ready. */
export async function startServer(
  options: ServeOptions & { port?: number; host?: string } = {},
): Promise<RunningServer> {
  const engine = await startEngine({ projectRoot: options.projectRoot, staticFiles: true });
  const server = createServer(engine, options);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }).finally(() => engine.stop()),
  };
}

async function main(): Promise<void> {
  if (existsSync(".env") && typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
  const publicDir = path.resolve("public");
  if (!existsSync(publicDir)) {
    console.error(`${publicDir} non esiste: esegui prima "npm run build".`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 9000);
  const host = process.env.HOST ?? "127.0.0.1";
  const running = await startServer({ publicDir, port, host });
  console.log(`Serving public/ on ${running.url}`);

  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** Runs main(), exiting on an error: from serve-launcher.mjs (`npm run serve`) or `tsx netlify/local/serve.ts`. */
export function run(): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

if (typeof require !== "undefined" && require.main === module) run();
