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
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NetlifyDev } from "@netlify/dev";

type NetlifyDevModule = typeof import("@netlify/dev");
const importEsm = new Function("specifier", "return import(specifier)") as (
  specifier: string,
) => Promise<NetlifyDevModule>;

export interface EngineOptions {
  projectRoot?: string;
  /** Serve the publish folder and apply header rules (production server); off inside `gatsby develop`. */
  staticFiles: boolean;
  /** The address of the server the engine runs in; only edge functions and images (both off) use it. */
  serverAddress?: string;
}

export type Engine = NetlifyDev;

export async function startEngine({
  projectRoot = process.cwd(),
  staticFiles,
  serverAddress = "http://127.0.0.1",
}: EngineOptions): Promise<Engine> {
  const { NetlifyDev } = await importEsm("@netlify/dev");
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
  await engine.start();
  return engine;
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
