/**
 * Netlify's own local engine, @netlify/dev (pinned at 4.18.9: later 4.18.x need Node >= 22.12):
 * serves functions by their `config.path` and bundles them as a deploy does (with `context`,
 * `Netlify.env`, rate-limit config), runs Netlify Blobs locally (.netlify/blobs-serve), applies
 * netlify.toml + _headers + _redirects with Netlify's own parsers, and serves the publish folder.
 *
 * Everything that would go online is off: geolocation, edge functions (downloads Deno), the image
 * CDN, Netlify Database and the AI gateway; `apiToken: ""` so it never looks for a login.
 * Gatsby compiles gatsby-config.ts to CommonJS, where `import()` would become `require()`; the
 * `new Function` keeps a real dynamic import, which loads the package's ESM build.
 *
 * Bundled once, not per request. The engine's public `handle*` methods make a temporary folder per
 * request and pass it down as the build directory, and @netlify/functions-dev then bundles the
 * function into it for every call (1–5 s) and shares an unfinished bundle between concurrent calls
 * (its `memoize`), whose folder the first call deletes: the second call's worker fails with
 * «Cannot find module …/.netlify/functions-serve/_…». Yet at start the engine already bundles every
 * function into .netlify/functions-serve and its own file watcher bundles it again when one of its
 * source files changes (FunctionsRegistry.buildFunctionAndWatchFiles). `run` below enters the
 * engine's request chain (`handleInEphemeralDirectory`, private in the typings of 4.18.9) with an
 * empty build directory: FunctionsHandler.invoke keeps it (`buildDirectory ?? destPath` keeps ""),
 * and NetlifyFunction.invoke, given no directory, awaits the current bundle (`buildQueue`) instead
 * of making one. A call during a rebuild waits for it; a bundle that failed answers the error of
 * the build. startEngine refuses to start if that method is missing, so an upgrade of @netlify/dev
 * that changes it fails loudly instead of silently going back to bundling per request.
 *
 * Each function's calls then run in one warm worker thread instead of a new one per call
 * (./warm-functions.ts, installed here before the engine starts).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { NetlifyDev, ResponseType } from "@netlify/dev";
import { installWarmFunctions, stopWarmFunctions, type EngineInternals } from "./warm-functions";

const importEsm = new Function("specifier", "return import(specifier)") as <Module>(
  specifier: string,
) => Promise<Module>;

export interface EngineOptions {
  projectRoot?: string;
  /** Serve the publish folder and apply header rules (production server); off inside `gatsby develop`. */
  staticFiles: boolean;
  /** The address of the server the engine runs in; only edge functions and images (both off) use it. */
  serverAddress?: string;
}

/** What the engine answered, and which of its parts answered it. */
export interface EngineResult {
  response: Response;
  type: ResponseType;
}

/** The engine as the host uses it: its request chain, with functions bundled once. */
export interface Engine {
  /** A web request (no body: static files and header rules). */
  handle(request: Request): Promise<EngineResult | undefined>;
  /** A Node request, its body streamed to the function. */
  handleNode(req: IncomingMessage): Promise<EngineResult | undefined>;
  stop(): Promise<void>;
}

/** @netlify/dev 4.18.9's request chain, below the per-request build folder (see the top of this file). */
type RequestChain = (
  readRequest: Request,
  getWriteRequest: () => Request,
  buildDirectory: string,
) => Promise<EngineResult | undefined>;

export async function startEngine({
  projectRoot = process.cwd(),
  staticFiles,
  serverAddress = "http://127.0.0.1",
}: EngineOptions): Promise<Engine> {
  const { NetlifyDev } = await importEsm<typeof import("@netlify/dev")>("@netlify/dev");
  installWarmFunctions({
    ...(await importEsm<Pick<EngineInternals, "FunctionsHandler">>("@netlify/functions-dev")),
    ...(await importEsm<Pick<EngineInternals, "shouldBase64Encode">>("@netlify/dev-utils")),
  });
  const engine = new NetlifyDev({
    projectRoot,
    apiToken: "",
    serverAddress,
    skipGitignore: true,
    aiGateway: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    headers: { enabled: staticFiles },
    redirects: { enabled: staticFiles },
    staticFiles: { enabled: staticFiles },
  });
  const chain = requestChainOf(engine);
  await engine.start();
  // "": no build directory, so the bundle the engine made at start (and remakes on change) is used.
  const run = (readRequest: Request, getWriteRequest: () => Request) =>
    chain(readRequest, getWriteRequest, "");
  return {
    handle: (request) => {
      const id = randomUUID();
      return run(webRequest(request, id, false), () => webRequest(request, id, true));
    },
    handleNode: (req) => {
      const id = randomUUID();
      return run(nodeWebRequest(req, id, false), () => nodeWebRequest(req, id, true));
    },
    stop: async () => {
      await stopWarmFunctions(projectRoot);
      await engine.stop();
    },
  };
}

/** The engine's request chain, bound to it; throws when this version of @netlify/dev has none. */
export function requestChainOf(engine: NetlifyDev): RequestChain {
  const chain = (engine as unknown as { handleInEphemeralDirectory?: RequestChain })
    .handleInEphemeralDirectory;
  if (typeof chain !== "function")
    throw new Error(
      "@netlify/dev non ha più handleInEphemeralDirectory: vedi netlify/local/engine.ts prima di aggiornarlo.",
    );
  return chain.bind(engine);
}

/** As the engine's getNormalizedRequest: its request id, and the body only for the handling copy. */
function webRequest(input: Request, id: string, withBody: boolean): Request {
  const method = input.method.toUpperCase();
  const headers = new Headers(input.headers);
  headers.set("x-nf-request-id", id);
  const body = withBody && method !== "GET" && method !== "HEAD" ? input.body : null;
  return new Request(input.url, { method, headers, body, duplex: "half" } as RequestInit);
}

/** As the engine's getNormalizedRequestFromNodeRequest (HTTP/1.1: no pseudo-headers). */
function nodeWebRequest(req: IncomingMessage, id: string, withBody: boolean): Request {
  const url = new URL(req.url ?? "", `http://${req.headers.host ?? "localhost"}`);
  const method = (req.method ?? "GET").toUpperCase();
  const headers: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(":")) continue;
    if (Array.isArray(value)) headers.push([name, value.join(",")]);
    else if (typeof value === "string") headers.push([name, value]);
  }
  headers.push(["x-nf-request-id", id]);
  const body =
    withBody && method !== "GET" && method !== "HEAD"
      ? (Readable.toWeb(req) as ReadableStream<Uint8Array>)
      : null;
  return new Request(url, { method, headers, body, duplex: "half" } as RequestInit);
}

/**
 * What the platform sets and a client must not: every `x-nf-*` header (one switches the function's
 * deploy context) and the forwarding chain. The client IP becomes the socket's address, which the
 * engine passes to the function (context.ip, rate limiting) as Netlify does.
 */
export function sanitizeClientHeaders(req: IncomingMessage): void {
  for (const name of Object.keys(req.headers)) {
    if (
      name.startsWith("x-nf-") ||
      name === "x-forwarded-for" ||
      name === "x-real-ip" ||
      name === "forwarded"
    ) {
      delete req.headers[name];
    }
  }
  // rawHeaders is what the engine copies: rebuild it from the cleaned headers.
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (Object.hasOwn(req.headers, name)) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  const ip = req.socket.remoteAddress ?? "";
  req.headers["x-forwarded-for"] = ip;
  raw.push("X-Forwarded-For", ip);
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
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
