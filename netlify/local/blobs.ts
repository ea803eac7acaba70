/**
 * Netlify Blobs on this machine: Netlify's own local server (`BlobsServer`, the one @netlify/dev
 * runs) behind a proxy that gives it what the pipeline relies on in Netlify's store: atomic
 * conditional writes (one request at a time, the condition checked just before the write), an
 * etag on every read (the content's SHA-256; the server's own is the file's mtime), and complete
 * lists (the server's stops at a file being renamed, which cannot happen while no write runs).
 * Only what passes through one proxy is serialised (docs/contact-pipeline.md, "Locally").
 */
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** Where @netlify/dev keeps a project's local store (and where this proxy keeps it too). */
export const LOCAL_BLOBS_DIR = path.join(".netlify", "blobs-serve");

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

/** Netlify's local Blobs server on `directory`, with the proxy (or, `atomic: false`, alone). */
export async function startLocalBlobs(directory: string, { atomic = true } = {}) {
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
    /** NETLIFY_BLOBS_CONTEXT, as Netlify sets it for a function (documented by @netlify/blobs). */
    context: (siteID: string) =>
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
  const call = async (
    method: string,
    url: string,
    headers: Headers,
    body?: Buffer<ArrayBuffer>,
  ) => {
    const response = await fetch(`http://127.0.0.1:${upstream}${url}`, { method, headers, body });
    const answer = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: new Headers(response.headers), body: answer };
  };

  const answer = async (req: http.IncomingMessage, body: Buffer<ArrayBuffer>) => {
    const { method = "GET", url = "/" } = req;
    const { "if-match": ifMatch, "if-none-match": ifNoneMatch } = req.headers;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined && !HOP_BY_HOP.test(name) && !/^if-(none-)?match$/.test(name))
        headers.set(name, String(value));
    if (method === "PUT" && (ifMatch || ifNoneMatch === "*")) {
      const current = await call("GET", url, headers);
      const exists = current.status === 200;
      if (ifNoneMatch === "*" ? exists : !exists || ifMatch !== etagOf(current.body))
        return empty(412);
    }
    const result = await call(method, url, headers, method === "PUT" ? body : undefined);
    if (result.status === 200 && (method === "PUT" || method === "GET"))
      result.headers.set("etag", etagOf(method === "PUT" ? body : result.body));
    return result;
  };

  let queue: Promise<unknown> = Promise.resolve();
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = Buffer.concat((await req.toArray()) as Buffer[]);
    const turn = queue.then(() => answer(req, body));
    queue = turn.catch(() => undefined);
    const out = await turn.catch(() => empty(502));
    for (const name of [...out.headers.keys()]) if (HOP_BY_HOP.test(name)) out.headers.delete(name);
    out.headers.set("content-length", String(out.body.byteLength));
    res.writeHead(out.status, Object.fromEntries(out.headers));
    res.end(req.method === "HEAD" ? undefined : out.body);
  };
  const server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const HOP_BY_HOP = /^(connection|keep-alive|transfer-encoding|content-length|host)$/;

const empty = (status: number) => ({ status, headers: new Headers(), body: Buffer.alloc(0) });

function etagOf(content: Buffer): string {
  return `"${createHash("sha256").update(content).digest("base64url")}"`;
}
