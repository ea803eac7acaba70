/**
 * Netlify's own local engine, @netlify/dev (pinned at 4.18.9: later 4.18.x need Node >= 22.12):
 * the functions at their `config.path` as a deploy serves them, netlify.toml + _headers +
 * _redirects by Netlify's parsers, the publish folder. Blobs runs beside it (./blobs.ts), found
 * through NETLIFY_BLOBS_CONTEXT as on Netlify. Everything that would go online is off (edge
 * functions would download Deno) and `apiToken: ""`, so it never looks for a login.
 *
 * One private entry, for function calls: the engine's public `handle*` methods make a temporary
 * folder per request and @netlify/functions-dev bundles the function into it on every call, with a
 * race between concurrent calls (docs/contact-pipeline.md has the report for Netlify). Yet the
 * engine bundles every function at start into .netlify/functions-serve and again, by its own file
 * watcher, when a source file changes. `handleInEphemeralDirectory` (private in the typings of
 * 4.18.9), given an empty build directory, makes FunctionsHandler.invoke keep it
 * (`buildDirectory ?? destPath`) and NetlifyFunction.invoke await that bundle (`buildQueue`)
 * instead of making one. startEngine refuses to start if the method is missing, so an upgrade
 * cannot silently go back to bundling per request. Static files take the public path.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import type { NetlifyDev } from "@netlify/dev";
import { importEsm, LOCAL_BLOBS_DIR, localSiteId, startLocalBlobs } from "./blobs";

/** What the engine answered, and which of its parts answered it. */
export type EngineResult = NonNullable<Awaited<ReturnType<NetlifyDev["handleAndIntrospect"]>>>;

export type Engine = Awaited<ReturnType<typeof startEngine>>;

/** @netlify/dev 4.18.9's request chain, below the per-request build folder (see the top of this file). */
type RequestChain = (
  readRequest: Request,
  getWriteRequest: () => Request,
  buildDirectory: string,
) => Promise<EngineResult | undefined>;

export async function startEngine({
  projectRoot = process.cwd(),
  staticFiles,
}: {
  projectRoot?: string;
  /** Serve the publish folder and apply header rules (production server); off inside `gatsby develop`. */
  staticFiles: boolean;
}) {
  const { NetlifyDev } = await importEsm<typeof import("@netlify/dev")>("@netlify/dev");
  const blobs = await startLocalBlobs(path.join(projectRoot, LOCAL_BLOBS_DIR));
  const previousContext = process.env.NETLIFY_BLOBS_CONTEXT;
  // Each call's worker thread inherits it.
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context(localSiteId(projectRoot));
  const engine: NetlifyDev = new NetlifyDev({
    projectRoot,
    apiToken: "",
    // Only edge functions and images (both off) use the server's address.
    serverAddress: "http://127.0.0.1",
    skipGitignore: true,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    headers: { enabled: staticFiles },
    redirects: { enabled: staticFiles },
    staticFiles: { enabled: staticFiles },
  });
  const chain = (engine as unknown as { handleInEphemeralDirectory?: RequestChain })
    .handleInEphemeralDirectory;
  if (typeof chain !== "function")
    throw new Error(
      "@netlify/dev non ha più handleInEphemeralDirectory: vedi netlify/local/engine.ts prima di aggiornarlo.",
    );
  await engine.start();
  return {
    /** A web request (no body: static files and header rules). */
    handle: (request: Request) => engine.handleAndIntrospect(request),
    /** A Node request for a function, its body streamed to it; the function bundled once. */
    handleNode: (req: IncomingMessage) => {
      const id = randomUUID();
      // "": no build directory, so the bundle the engine made at start (and remakes on change) is used.
      return chain.call(engine, webRequest(req, id, false), () => webRequest(req, id, true), "");
    },
    stop: async (): Promise<void> => {
      await engine.stop();
      await blobs.stop();
      if (previousContext === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = previousContext;
    },
  };
}

/**
 * A Node request as a web one, with the request id the engine gives it; the body only to handle
 * it. Without what the platform sets and a client must not: every `x-nf-*` header (one switches
 * the function's deploy context) and the forwarding chain. The client IP is the socket's address,
 * which the engine passes to the function (context.ip, rate limiting) as Netlify does.
 */
function webRequest(req: IncomingMessage, id: string, withBody: boolean): Request {
  const method = (req.method ?? "GET").toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && !/^(x-nf-.*|x-forwarded-for|x-real-ip|forwarded)$/.test(name))
      headers.set(name, Array.isArray(value) ? value.join(",") : value);
  headers.set("x-forwarded-for", req.socket.remoteAddress ?? "");
  headers.set("x-nf-request-id", id);
  const body =
    withBody && method !== "GET" && method !== "HEAD"
      ? (Readable.toWeb(req) as ReadableStream<Uint8Array>)
      : null;
  const url = new URL(req.url ?? "", `http://${req.headers.host ?? "localhost"}`);
  return new Request(url, { method, headers, body, duplex: "half" } as RequestInit);
}

/** Methods a web `Request` cannot carry: answered 405 before they reach the engine. */
export const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Writes a web Response to the Node response (body buffered: function answers are small). */
export async function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  overrides: { status?: number; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<void> {
  res.statusCode = overrides.status ?? response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length" && name !== "transfer-encoding")
      res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  for (const [name, value] of Object.entries(overrides.headers ?? {})) res.setHeader(name, value);
  // A body the function did not read in full (e.g. 413) must not be parsed as the next request.
  if (!req.complete) res.setHeader("Connection", "close");
  const body =
    overrides.body ??
    (response.body === null ? undefined : Buffer.from(await response.arrayBuffer()));
  if (body !== undefined) res.setHeader("Content-Length", body.byteLength);
  res.end(req.method === "HEAD" ? undefined : body);
}
