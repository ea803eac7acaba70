/**
 * The site's functions inside `gatsby develop` (gatsby-config.ts → developMiddleware), run by
 * Netlify's own engine (./engine.ts) exactly as `npm run serve` runs them: each answers at its
 * `config.path` (FUNCTION_PATHS) and uses the local Blobs store.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyKindOf } from "../lib/contact/body";
import { CONTACT_ENDPOINT } from "../lib/contact/contract";
import { FAILURES, METHOD_NOT_ALLOWED_MESSAGE } from "../lib/contact/failures";
import { jsonResponse, responderFor } from "../lib/contact/responses";
import {
  FORBIDDEN_METHODS,
  sanitizeClientHeaders,
  sendWebResponse,
  startEngine,
  type Engine,
} from "./engine";

export function pathnameOf(url: string | undefined): string {
  const raw = url ?? "/";
  const end = raw.search(/[?#]/);
  return end < 0 ? raw : raw.slice(0, end);
}

/** Every `config.path` of netlify/functions/ (a test keeps them equal). */
export const FUNCTION_PATHS: ReadonlySet<string> = new Set([CONTACT_ENDPOINT, "/api/leads-health"]);

/**
 * Runs one request through the engine. A failure of the engine itself, or an engine answer that
 * would show a stack trace or a server path, becomes the form's plain error (logged here); a
 * request whose client broke the framing or went away is logged as such, never as unexpected.
 */
export async function handleFunctionRequest(
  engine: Engine,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (FORBIDDEN_METHODS.has((req.method ?? "").toUpperCase())) {
    await sendWebResponse(
      req,
      res,
      jsonResponse(405, { error: METHOD_NOT_ALLOWED_MESSAGE }, { Allow: "POST" }),
    );
    return true;
  }
  sanitizeClientHeaders(req);
  let result;
  try {
    result = await engine.handleNode(req);
  } catch (error) {
    return failed(req, res, errorText(error));
  }
  if (!result) return false;
  const body =
    result.response.body === null ? undefined : Buffer.from(await result.response.arrayBuffer());
  if (result.response.status >= 500 && !isOwnAnswer(result.response, body))
    return failed(req, res, `${result.response.status} ${firstLine(body)}`);
  // The engine's own x-nf-* bookkeeping (timings of the Blobs calls) is not part of Netlify's answer.
  const headers = new Headers(result.response.headers);
  for (const name of [...headers.keys()]) if (name.startsWith("x-nf-")) headers.delete(name);
  await sendWebResponse(req, res, new Response(null, { status: result.response.status, headers }), {
    body,
  });
  return true;
}

/**
 * True when the client broke the request off: invalid chunked framing, a body cut short, a
 * connection closed mid-body. Node then destroys the request before its body is complete.
 */
export function isClientAbort(req: IncomingMessage): boolean {
  return !req.complete && (req.destroyed || req.socket.destroyed);
}

/** The engine failed for this request: a calm line for the client's fault, the unexpected-error line otherwise. */
async function failed(req: IncomingMessage, res: ServerResponse, detail: string): Promise<true> {
  if (isClientAbort(req)) {
    console.warn(
      `[send-contact-email] Richiesta interrotta o malformata dal client (${detail}): nessuna richiesta salvata.`,
    );
    if (res.headersSent || res.destroyed || req.socket.destroyed) res.destroy();
    else await sendWebResponse(req, res, reply(req).failure(FAILURES.badRequest));
    return true;
  }
  console.error("[send-contact-email] Errore imprevisto", detail);
  await sendWebResponse(req, res, reply(req).failure(FAILURES.misconfigured));
  return true;
}

/** The functions' own answers: a JSON object, never a stack or a path. */
function isOwnAnswer(response: Response, body: Buffer | undefined): boolean {
  if (!(response.headers.get("content-type") ?? "").startsWith("application/json")) return false;
  try {
    const text = body?.toString("utf8") ?? "";
    return typeof JSON.parse(text) === "object" && !/\\n\s+at |[/\\][\w.-]+[/\\]/.test(text);
  } catch {
    return false;
  }
}

/** The no-JavaScript form gets its redirect, a script its JSON, as from the function. */
function reply(req: IncomingMessage) {
  const kind = bodyKindOf(req.headers["content-type"] ?? null) ?? "json";
  return responderFor(kind, req.headers.accept ?? null);
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function firstLine(body: Buffer | undefined): string {
  return (body?.toString("utf8") ?? "").split("\n", 1)[0].slice(0, 300);
}

let developEngine: Promise<Engine> | undefined;

/**
 * Connect/Express-style middleware for `gatsby develop`: answers the functions' paths through the
 * engine (started on first use), passes everything else on.
 */
export function contactFunctionMiddleware(
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
): void {
  if (!FUNCTION_PATHS.has(pathnameOf(req.url))) {
    next();
    return;
  }
  developEngine ??= startEngine({ staticFiles: false });
  developEngine
    .then(async (engine) => {
      if (!(await handleFunctionRequest(engine, req, res))) next();
    })
    .catch(next);
}
