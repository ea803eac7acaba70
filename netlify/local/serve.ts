/**
 * `npm run serve`: public/ and the functions served like Netlify would, by Netlify's own engine
 * (./engine.ts, with the header rules of netlify.toml and public/_headers) and the local Blobs
 * store (./blobs.ts). This host adds what the engine lacks, as Netlify's CDN does it: a folder
 * without its slash → 301 (query kept, with the target's header rules); anything missing →
 * public/404.html with 404; `_headers`, `_redirects` and /.netlify/ never served, however spelled;
 * 405 for files asked with other methods than GET/HEAD and for TRACE/TRACK/CONNECT everywhere;
 * brotli/gzip; an ETag per file and encoding with 304 (a reload revalidates in one round trip).
 * PORT / HOST: default 9000 / 127.0.0.1; .env (if present) is loaded for the functions.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { unescape } from "node:querystring";
import { compressBuffer, isCompressible, negotiateEncoding } from "./compression";
import { sendWebResponse, startEngine, type Engine } from "./engine";
import { FUNCTION_PATHS, handleFunctionRequest, pathnameOf } from "./node-adapter";

/** Files of the publish folder that Netlify consumes and never serves. */
const HIDDEN_FILES = new Set(["_headers", "_redirects"]);

/**
 * True when a path, once decoded and normalised the way any server or file system might
 * (percent-encoding, repeated or dot segments, backslashes, case), names _headers, _redirects or
 * something under /.netlify/.
 */
export function isHiddenPath(rawPathname: string): boolean {
  let decoded = rawPathname;
  // querystring's unescape decodes what it can of a malformed sequence instead of throwing.
  for (let i = 0; i < 3; i++) decoded = unescape(decoded);
  const normalized = path.posix.normalize(`/${decoded.replace(/\\/g, "/")}`).toLowerCase();
  const segments = normalized.split("/").filter(Boolean);
  const last = segments.at(-1)?.replace(/[\s.]+$/, "");
  return segments[0] === ".netlify" || (last !== undefined && HIDDEN_FILES.has(last));
}

/**
 * Maps a URL path onto public/, refusing anything that would leave it (traversal, a symbolic link
 * out): the file, a redirect for a folder without its slash, or null.
 */
async function resolveStatic(publicDir: string, rawPathname: string, search: string) {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  if (pathname.includes("\0") || pathname.includes("\\")) return null;

  const root = await realpath(publicDir);
  const target = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
  /** stat() of a path whose real location (symlinks resolved) is still inside root; null otherwise. */
  const statInside = async (file: string) => {
    const real = await realpath(file).catch(() => null);
    return real && isInside(root, real) ? stat(real).catch(() => null) : null;
  };
  if (!isInside(root, target)) return null;
  const entry = await statInside(target);
  if (entry?.isFile()) return { file: target };
  if (entry?.isDirectory()) {
    const index = path.join(target, "index.html");
    if (!(await statInside(index))?.isFile()) return null;
    if (pathname.endsWith("/")) return { file: index };
    return { redirect: `${rawPathname.replace(/^\/+/, "/")}/${search}` };
  }
  const html = `${target}.html`;
  if (!pathname.endsWith("/") && (await statInside(html))?.isFile()) return { file: html };
  return null;
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** The host around an engine already started; `publicDir`: netlify.toml's publish folder, which the engine serves. */
function createServer(engine: Engine, publicDir: string): http.Server {
  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("[serve] Errore interno:", error instanceof Error ? error.message : error);
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
          .end("Errore interno del server");
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const pathname = pathnameOf(req.url);
    const method = (req.method ?? "GET").toUpperCase();
    if (FUNCTION_PATHS.has(pathname) && (await handleFunctionRequest(engine, req, res))) return;
    if (isHiddenPath(pathname)) return notFound(req, res);
    if (method !== "GET" && method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end(method === "OPTIONS" ? undefined : "Method Not Allowed");
      return;
    }

    const search = (req.url ?? "").slice(pathname.length).split("#")[0];
    const resolved = await resolveStatic(publicDir, pathname, search);
    if (resolved?.redirect) {
      // With the header rules of the page it points to (CSP, nosniff, …), as the engine applies them.
      const page = await askEngine(new URL(resolved.redirect, "http://localhost").pathname);
      await page?.body?.cancel();
      await sendWebResponse(req, res, new Response(null, { headers: page?.headers }), {
        status: 301,
        body: Buffer.alloc(0),
        headers: { Location: resolved.redirect, "Content-Type": "text/plain; charset=utf-8" },
      });
      return;
    }
    if (resolved?.file) {
      // The page's own path first (header rules match it), then the file it resolved to (/page → /page.html).
      const publicPath = `/${path.relative(publicDir, resolved.file).split(path.sep).join("/")}`;
      if (await sendThroughEngine(req, res, pathname, 200)) return;
      if (await sendThroughEngine(req, res, publicPath, 200)) return;
    }
    await notFound(req, res);
  }

  async function notFound(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (await sendThroughEngine(req, res, "/404.html", 404)) return;
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(req.method === "HEAD" ? undefined : "Not Found");
  }

  /**
   * Sends a file of public/ as the engine answers for it (with the header rules of the page's own
   * path, by Netlify's parsers), with `status`, compressed when the client accepts it; with an
   * ETag per content and encoding (each encoding is its own representation) and 304 for a
   * matching If-None-Match when it is the page asked for.
   */
  async function sendThroughEngine(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    publicPath: string,
    status: number,
  ) {
    const file = await askEngine(publicPath);
    if (!file) return false;
    const raw = Buffer.from(await file.arrayBuffer());
    // The engine names the type (mime-types); a file it cannot name is sent as bytes.
    const contentType = file.headers.get("content-type") ?? "application/octet-stream";
    const compressible = isCompressible(contentType, raw.byteLength);
    const encoding = compressible ? negotiateEncoding(req.headers["accept-encoding"]) : null;
    const headers: Record<string, string> = { "Content-Type": contentType };
    if (compressible) headers.Vary = "Accept-Encoding";
    if (encoding) headers["Content-Encoding"] = encoding;
    if (status === 200) {
      const digest = createHash("sha256").update(raw).digest("base64url").slice(0, 27);
      headers.ETag = `"${digest}${encoding ? `-${encoding}` : ""}"`;
      if (matchesEntityTag(req.headers["if-none-match"], headers.ETag)) {
        delete headers["Content-Type"];
        status = 304;
      }
    }
    let body: Buffer = status === 304 ? Buffer.alloc(0) : raw;
    if (encoding && status !== 304) body = compressBuffer(raw, encoding, publicPath);
    const answer = new Response(null, { headers: file.headers });
    await sendWebResponse(req, res, answer, { status, body, headers });
    return true;
  }

  /**
   * What the engine answers for a file of public/ (@netlify/dev 4.18.9 sends no ETag, no encoding
   * and no x-nf-* header with a static file); undefined when it serves no file there.
   */
  async function askEngine(publicPath: string) {
    const result = await engine.handle(new Request(new URL(publicPath, "http://localhost")));
    return result?.type === "static" ? result.response : undefined;
  }
}

/** True when an If-None-Match header names `tag` (or is `*`); weak comparison, as RFC 9110 asks for it. */
function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  return (ifNoneMatch ?? "")
    .split(",")
    .some((candidate) => ["*", tag].includes(candidate.trim().replace(/^W\//, "")));
}

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const publicDir = path.resolve("public");
  if (!existsSync(publicDir)) {
    console.error(`${publicDir} non esiste: esegui prima "npm run build".`);
    process.exit(1);
  }
  const host = process.env.HOST ?? "127.0.0.1";
  const engine = await startEngine({ staticFiles: true });
  const server = createServer(engine, publicDir).listen(Number(process.env.PORT ?? 9000), host);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  console.log(`Serving public/ on http://${host.includes(":") ? `[${host}]` : host}:${port}`);

  const stop = () => {
    server.close();
    server.closeAllConnections();
    engine.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** Runs main(), exiting on an error: from serve-launcher.mjs (`npm run serve`). */
export function run(): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
