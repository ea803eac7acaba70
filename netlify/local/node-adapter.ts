/**
 * The contact function inside `gatsby develop` (gatsby-config.ts → developMiddleware), run by
 * Netlify's own engine (./engine.ts) exactly as `npm run serve` runs it: the function answers at its
 * `config.path`, /api/send-contact-email, and stores requests in the local Blobs store.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { jsonResponse } from "../lib/contact/responses";
import { METHOD_NOT_ALLOWED_MESSAGE, SEND_FAILURE_MESSAGE } from "../lib/contact/failures";
import {
  FORBIDDEN_METHODS,
  sanitizeClientHeaders,
  sendWebResponse,
  startEngine,
  type Engine,
} from "./engine";

/** The function's route (config.path). /.netlify/functions/send-contact-email is 404, as on Netlify. */
export const CONTACT_FUNCTION_PATH = "/api/send-contact-email";

export function pathnameOf(url: string | undefined): string {
  const raw = url ?? "/";
  const end = raw.search(/[?#]/);
  return end < 0 ? raw : raw.slice(0, end);
}

export function isContactFunctionPath(pathname: string): boolean {
  return pathname === CONTACT_FUNCTION_PATH;
}

/** Runs one request through the engine; a failure of the engine itself is the spec's error, never a stack trace. */
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
    result = await engine.handleAndIntrospectNodeRequest(req);
  } catch (error) {
    console.error(
      "[send-contact-email] Errore imprevisto",
      error instanceof Error ? error.message : error,
    );
    await sendWebResponse(req, res, jsonResponse(500, { error: SEND_FAILURE_MESSAGE }));
    return true;
  }
  if (!result) return false;
  // The engine's own x-nf-* bookkeeping (timings of the Blobs calls) is not part of Netlify's answer.
  const headers = new Headers(result.response.headers);
  for (const name of [...headers.keys()]) if (name.startsWith("x-nf-")) headers.delete(name);
  const body =
    result.response.body === null ? undefined : Buffer.from(await result.response.arrayBuffer());
  await sendWebResponse(req, res, new Response(null, { status: result.response.status, headers }), {
    body,
  });
  return true;
}

let developEngine: Promise<Engine> | undefined;

/**
 * Connect/Express-style middleware for `gatsby develop`: answers the function's path through the
 * engine (started on first use), passes everything else on.
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
  developEngine ??= startEngine({ staticFiles: false });
  developEngine
    .then(async (engine) => {
      if (!(await handleFunctionRequest(engine, req, res))) next();
    })
    .catch(next);
}
