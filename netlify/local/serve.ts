/**
 * `npm run serve`: serves the production build (public/) like Netlify would, plus the contact
 * function, with no dependencies beyond node:http.
 *
 *   PUBLIC_DIR   folder to serve (default: public)
 *   PORT / HOST  default 9000 / 127.0.0.1
 *   NETLIFY_TOML path of netlify.toml whose [[headers]] rules apply (default: ./netlify.toml)
 *
 * Routing, as on Netlify with Gatsby's `trailingSlash: "always"`:
 *   - /api/send-contact-email and /.netlify/functions/send-contact-email → the contact function;
 *   - /servizi/ → public/servizi/index.html; /servizi (a folder without the slash) → 301 to /servizi/
 *     (query string kept); /page → public/page.html when that file exists;
 *   - anything else missing → public/404.html with status 404;
 *   - only GET and HEAD for files (405 otherwise); paths escaping public/ are refused (404);
 *     `_headers` and `_redirects` are not served. `_redirects` rules are NOT applied.
 * Response headers: rules of public/_headers, then netlify.toml (see netlify/local/headers.ts).
 * Variables from .env (if present) are loaded for the contact function when run as a script.
 */
import { createReadStream, existsSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { compressedFile, isCompressible, negotiateEncoding } from "./compression";
import { headersForPath, loadHeaderRules } from "./headers";
import { handleContactFunction, isContactFunctionPath, pathnameOf } from "./node-adapter";

export interface ServeOptions {
  /** Folder with the built site. Default: $PUBLIC_DIR or ./public */
  publicDir?: string;
  /** netlify.toml whose [[headers]] apply; null for none. Default: $NETLIFY_TOML or ./netlify.toml */
  netlifyToml?: string | null;
}

export interface RunningServer {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".pdf": "application/pdf",
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** Files of the publish folder that Netlify consumes and never serves. */
const HIDDEN_FILES = new Set(["/_headers", "/_redirects"]);

type Resolution =
  | { kind: "file"; file: string; size: number }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

/** Maps a URL path onto public/, refusing anything that would leave it. */
export async function resolveStatic(publicDir: string, rawPathname: string, search: string): Promise<Resolution> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return { kind: "not-found" };
  }
  if (pathname.includes("\0") || pathname.includes("\\") || HIDDEN_FILES.has(pathname)) return { kind: "not-found" };

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

export function createServer(options: ServeOptions = {}): http.Server {
  const publicDir = path.resolve(options.publicDir ?? process.env.PUBLIC_DIR ?? "public");
  const netlifyToml =
    options.netlifyToml === null ? undefined : path.resolve(options.netlifyToml ?? process.env.NETLIFY_TOML ?? "netlify.toml");
  const headersFile = path.join(publicDir, "_headers");

  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("[serve] Errore interno:", error instanceof Error ? error.message : error);
      if (!res.headersSent) {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Internal Server Error");
      } else {
        res.destroy();
      }
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const pathname = pathnameOf(req.url);
    if (isContactFunctionPath(pathname)) {
      await handleContactFunction(req, res);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }

    const search = (req.url ?? "").slice(pathname.length).split("#")[0];
    const resolution = await resolveStatic(publicDir, pathname, search);
    const ruleHeaders = headersForPath(pathname, await loadHeaderRules({ headersFile, netlifyToml }));

    if (resolution.kind === "redirect") {
      res.writeHead(301, { ...ruleHeaders, Location: resolution.location });
      res.end();
      return;
    }
    if (resolution.kind === "file") {
      await sendFile(req, res, 200, resolution.file, resolution.size, ruleHeaders);
      return;
    }
    const notFoundPage = await resolveStatic(publicDir, "/404.html", "");
    if (notFoundPage.kind === "file") {
      await sendFile(req, res, 404, notFoundPage.file, notFoundPage.size, ruleHeaders);
    } else {
      res.writeHead(404, { ...ruleHeaders, "Content-Type": "text/plain; charset=utf-8" });
      res.end(req.method === "HEAD" ? undefined : "Not Found");
    }
  }
}

async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  file: string,
  size: number,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const contentType = contentTypeFor(file);
  const encoding = isCompressible(contentType, size) ? negotiateEncoding(req.headers["accept-encoding"]) : null;
  if (encoding) {
    const body = await compressedFile(file, encoding);
    res.writeHead(status, {
      "Content-Type": contentType,
      "Content-Length": body.length,
      "Content-Encoding": encoding,
      Vary: "Accept-Encoding",
      ...extraHeaders,
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  res.writeHead(status, {
    "Content-Type": contentType,
    "Content-Length": size,
    ...(isCompressible(contentType, size) ? { Vary: "Accept-Encoding" } : {}),
    ...extraHeaders,
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  try {
    await pipeline(createReadStream(file), res);
  } catch (error) {
    // The client went away mid-download: nothing to report.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
  }
}

/** Starts listening (port 0 = any free port) and resolves once ready. */
export async function startServer(
  options: ServeOptions & { port?: number; host?: string } = {},
): Promise<RunningServer> {
  const server = createServer(options);
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
      }),
  };
}

async function main(): Promise<void> {
  if (existsSync(".env") && typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
  const publicDir = path.resolve(process.env.PUBLIC_DIR ?? "public");
  if (!existsSync(publicDir)) {
    console.error(`${publicDir} non esiste: esegui prima "npm run build".`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 9000);
  const host = process.env.HOST ?? "127.0.0.1";
  const running = await startServer({ publicDir, port, host });
  const relative = path.relative(process.cwd(), publicDir);
  const shown = relative.startsWith("..") || path.isAbsolute(relative) ? publicDir : relative || ".";
  console.log(`Serving ${shown}/ on ${running.url}`);

  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (typeof require !== "undefined" && require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
