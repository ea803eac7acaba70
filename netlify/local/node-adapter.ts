/**
 * The site's functions inside `gatsby develop` (gatsby-config.ts → developMiddleware), run by
 * Netlify's own engine (./engine.ts) exactly as `npm run serve` runs them: each answers at its
 * `config.path` (FUNCTION_PATHS) and uses the local Blobs store.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyKindOf } from "../lib/contact/body";
import { CONTACT_ENDPOINT } from "../lib/contact/contract";
import { FAILURES } from "../lib/contact/failures";
import { methodNotAllowed, responderFor } from "../lib/contact/responses";
import { FORBIDDEN_METHODS, sendWebResponse, startEngine, type Engine } from "./engine";

export function pathnameOf(url: string | undefined): string {
  return (url ?? "/").split(/[?#]/, 1)[0];
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
    await sendWebResponse(req, res, methodNotAllowed());
    return true;
  }
  let result;
  try {
    result = await engine.handleNode(req);
  } catch (error) {
    return failed(req, res, String(error));
  }
  if (!result) return false;
  const { response } = result;
  const body = response.body === null ? undefined : Buffer.from(await response.arrayBuffer());
  const text = body?.toString("utf8") ?? "";
  if (response.status >= 500 && !isOwnAnswer(response, text))
    return failed(req, res, `${response.status} ${text.split("\n", 1)[0].slice(0, 300)}`);
  // The engine's own x-nf-* bookkeeping (timings of the Blobs calls) is not part of Netlify's answer.
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) if (name.startsWith("x-nf-")) headers.delete(name);
  await sendWebResponse(req, res, new Response(null, { status: response.status, headers }), {
    body,
  });
  return true;
}

/** The engine failed for this request: a calm line for the client's fault, the unexpected-error line otherwise. */
async function failed(req: IncomingMessage, res: ServerResponse, detail: string): Promise<true> {
  const reply = responderFor(
    bodyKindOf(req.headers["content-type"] ?? null) ?? "json",
    req.headers.accept ?? null,
  );
  // The client broke the request off (invalid chunked framing, a body cut short, a connection
  // closed mid-body): Node then destroys the request before its body is complete.
  if (!req.complete && (req.destroyed || req.socket.destroyed)) {
    console.warn(
      `[send-contact-email] Richiesta interrotta o malformata dal client (${detail}): nessuna richiesta salvata.`,
    );
    if (res.headersSent || res.destroyed || req.socket.destroyed) res.destroy();
    else await sendWebResponse(req, res, reply.failure(FAILURES.badRequest));
    return true;
  }
  console.error("[send-contact-email] Errore imprevisto", detail);
  await sendWebResponse(req, res, reply.failure(FAILURES.misconfigured));
  return true;
}

/** The functions' own answers: a JSON object, never a stack or a path. */
function isOwnAnswer(response: Response, text: string): boolean {
  if (!(response.headers.get("content-type") ?? "").startsWith("application/json")) return false;
  try {
    return typeof JSON.parse(text) === "object" && !/\\n\s+at |[/\\][\w.-]+[/\\]/.test(text);
  } catch {
    return false;
  }
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
  if (!FUNCTION_PATHS.has(pathnameOf(req.url))) return next();
  developEngine ??= startEngine({ staticFiles: false });
  developEngine
    .then(async (engine) => {
      if (!(await handleFunctionRequest(engine, req, res))) next();
    })
    .catch(next);
}
