/**
 * Runs the contact Netlify Function (netlify/functions/send-contact-email.ts) inside a Node HTTP
 * server: converts the Node request into a web `Request` (body streamed, client IP passed on) and
 * the returned `Response` back. Used by netlify/local/serve.ts and, through `contactFunctionMiddleware`,
 * by `gatsby develop` (gatsby-config.ts → developMiddleware).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import sendContactEmail from "../functions/send-contact-email";
import { SEND_FAILURE_MESSAGE } from "../lib/contact/failures";
import { jsonResponse } from "../lib/contact/responses";

/** `/api/…` is the Netlify route (config.path); `/.netlify/functions/…` is accepted locally too. */
export const CONTACT_FUNCTION_PATHS = ["/api/send-contact-email", "/.netlify/functions/send-contact-email"] as const;

/** Header Netlify uses to pass the visitor's IP to functions. */
export const CLIENT_IP_HEADER = "x-nf-client-connection-ip";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"]);

export function pathnameOf(url: string | undefined): string {
  const raw = url ?? "/";
  const end = raw.search(/[?#]/);
  return end < 0 ? raw : raw.slice(0, end);
}

export function isContactFunctionPath(pathname: string): boolean {
  return (CONTACT_FUNCTION_PATHS as readonly string[]).includes(pathname);
}

/** The Node request body as a web stream that, when cancelled, stops reading without killing the socket. */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (finished) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => {
        if (!finished) controller.close();
        finished = true;
      });
      req.on("error", (error) => {
        if (!finished) controller.error(error);
        finished = true;
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      // The function refused the body (too large): ignore the rest; the response closes the connection.
      finished = true;
      req.pause();
    },
  });
}

export function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":") || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const clientIp = req.socket.remoteAddress ?? "";
  headers.set(CLIENT_IP_HEADER, clientIp);
  headers.set("x-forwarded-for", clientIp);

  const method = (req.method ?? "GET").toUpperCase();
  const hasBody = method !== "GET" && method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = {
    method,
    headers,
    ...(hasBody ? { body: bodyStream(req), duplex: "half" } : {}),
  };
  return new Request(`http://localhost${pathnameAndQuery(req.url)}`, init);
}

function pathnameAndQuery(url: string | undefined): string {
  const raw = url ?? "/";
  return raw.startsWith("/") ? raw : `/${raw}`;
}

export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  // A body the function did not read in full (e.g. 413) must not be parsed as the next request.
  if (!req.complete) res.setHeader("Connection", "close");

  const body = req.method === "HEAD" || response.body === null ? undefined : Buffer.from(await response.arrayBuffer());
  if (body !== undefined) res.setHeader("Content-Length", body.byteLength);
  res.end(body);
}

/** Runs the function for this request and writes its answer. Never throws for a failing function. */
export async function handleContactFunction(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let response: Response;
  try {
    response = await sendContactEmail(toWebRequest(req), { ip: req.socket.remoteAddress ?? "" });
  } catch (error) {
    console.error("[send-contact-email] Errore imprevisto", error instanceof Error ? error.message : error);
    response = jsonResponse(500, { error: SEND_FAILURE_MESSAGE });
  }
  await sendWebResponse(req, res, response);
}

/**
 * Connect/Express-style middleware: answers the two function paths, passes everything else on.
 * In gatsby-config.ts: `developMiddleware: (app) => { app.use(contactFunctionMiddleware) }`.
 */
export function contactFunctionMiddleware(
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
): void {
  if (!isContactFunctionPath(pathnameOf(req.url))) {
    next();
    return;
  }
  handleContactFunction(req, res).catch(next);
}
