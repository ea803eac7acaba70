/**
 * Netlify Blobs on this machine: Netlify's own local server (`BlobsServer` from
 * @netlify/blobs/server, the one @netlify/dev runs) behind a small proxy that gives it what the
 * contact pipeline relies on in Netlify's store and the local server lacks:
 *   - atomic conditional writes: the server checks `If-None-Match: *` / `If-Match` and then writes
 *     across awaits, so two writers can both pass the check. The proxy answers one request at a
 *     time and checks the condition itself, just before the write;
 *   - an etag on every read (the server sends none with GET, and its own, a hash of the file's
 *     modification time in milliseconds, stays the same for two writes in one millisecond): here
 *     the etag is the SHA-256 of the content, so `onlyIfMatch` succeeds only on what was read;
 *   - complete lists: the server's list stops early when it meets a file being renamed, which
 *     cannot happen while no write is under way.
 * Only what passes through one proxy is serialised: a second process with its own proxy on the
 * same folder is not atomic with this one (docs/contact-pipeline.md).
 */
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** Where @netlify/dev keeps a project's local store (and where this proxy keeps it too). */
export const LOCAL_BLOBS_DIR = path.join(".netlify", "blobs-serve");

export interface LocalBlobs {
  url: string;
  token: string;
  /** NETLIFY_BLOBS_CONTEXT, as Netlify sets it for a function (documented by @netlify/blobs). */
  context(siteID: string): string;
  stop(): Promise<void>;
}

/** Gatsby compiles gatsby-config.ts to CommonJS: `new Function` keeps a real dynamic import. */
export const importEsm = new Function("specifier", "return import(specifier)") as <Module>(
  specifier: string,
) => Promise<Module>;

/** The site id @netlify/dev uses for the local store: the linked site's, else "0". */
export function localSiteId(projectRoot: string): string {
  try {
    const state = path.join(projectRoot, ".netlify", "state.json");
    return (JSON.parse(readFileSync(state, "utf8")) as { siteId?: string }).siteId || "0";
  } catch {
    return "0";
  }
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Netlify's local Blobs server on `directory`, with the proxy (or, `atomic: false`, alone). */
export async function startLocalBlobs(
  directory: string,
  { atomic = true }: { atomic?: boolean } = {},
): Promise<LocalBlobs> {
  const { BlobsServer } =
    await importEsm<typeof import("@netlify/blobs/server")>("@netlify/blobs/server");
  const token = randomBytes(16).toString("hex");
  const blobs = new BlobsServer({ directory, token });
  const upstream = (await blobs.start()).port;
  const proxy = atomic ? await startProxy(upstream) : undefined;
  const port = proxy ? (proxy.address() as AddressInfo).port : upstream;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    token,
    context: (siteID) =>
      Buffer.from(
        JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID, token, deployID: "0" }),
      ).toString("base64"),
    stop: async () => {
      if (proxy) await new Promise((resolve) => proxy.close(resolve));
      await blobs.stop();
    },
  };
}

async function startProxy(upstream: number): Promise<http.Server> {
  // No keep-alive towards the server, so that stopping it never waits for an idle connection.
  const agent = new http.Agent({ keepAlive: false });
  const call = (method: string, url: string, headers: http.OutgoingHttpHeaders, body?: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port: upstream, method, path: url, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const answer: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers))
              if (typeof value === "string" && !HOP_BY_HOP.has(name)) answer[name] = value;
            resolve({
              status: response.statusCode ?? 502,
              headers: answer,
              body: Buffer.concat(chunks),
            });
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(body);
    });

  const answer = async (req: http.IncomingMessage, body: Buffer): Promise<Answer> => {
    const url = req.url ?? "/";
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name) && name !== "if-match" && name !== "if-none-match")
        headers[name] = value;
    const ifMatch = req.headers["if-match"];
    const ifNoneMatch = req.headers["if-none-match"];
    if (req.method === "PUT" && (ifMatch || ifNoneMatch === "*")) {
      const current = await call("GET", url, { authorization: req.headers.authorization });
      const exists = current.status === 200;
      if (ifNoneMatch === "*" ? exists : !exists || ifMatch !== etagOf(current.body))
        return { status: 412, headers: {}, body: Buffer.alloc(0) };
    }
    const result = await call(req.method ?? "GET", url, headers, body);
    if (result.status === 200 && (req.method === "PUT" || req.method === "GET"))
      result.headers.etag = etagOf(req.method === "PUT" ? body : result.body);
    return result;
  };

  let queue: Promise<unknown> = Promise.resolve();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const turn = queue.then(() => answer(req, Buffer.concat(chunks)));
      queue = turn.catch(() => undefined);
      turn.then(
        ({ status, headers, body }) => {
          res.writeHead(status, { ...headers, "content-length": body.byteLength });
          res.end(req.method === "HEAD" ? undefined : body);
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "host",
]);

function etagOf(content: Buffer): string {
  return `"${createHash("sha256").update(content).digest("base64url")}"`;
}
