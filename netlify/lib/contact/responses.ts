/** Builds the function's HTTP answers: JSON for scripts, 303 redirects for the no-JavaScript form. */
import type { ContactField, Failure, RedirectReason } from "./failures";

/**
 * On every answer of the function (Netlify's [[headers]] rules do not apply to functions): never
 * cached, never sniffed into another type, and nothing in it may load or run anything.
 */
export const SECURITY_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
} as const;

/**
 * A refusal that is about one field also names it and its code (the `motivo` of the no-JavaScript
 * redirect), so the page shows the same text as without JavaScript and moves focus to the field.
 */
type JsonBody = { ok: true } | { error: string; reason?: RedirectReason; field?: ContactField };

export function jsonResponse(status: number, body: JsonBody, headers: Record<string, string> = {}) {
  const type = { "Content-Type": "application/json; charset=utf-8" };
  return Response.json(body, { status, headers: { ...type, ...SECURITY_HEADERS, ...headers } });
}

export const methodNotAllowed = () =>
  jsonResponse(405, { error: "Metodo non consentito" }, { Allow: "POST" });

export const unsupportedMediaType = () =>
  jsonResponse(415, { error: "Formato della richiesta non supportato" });

/**
 * JSON for a script. A plain HTML form post (urlencoded) gets a 303 back to the contact page,
 * `/contatti/?invio=ok#esito-ok` or `/contatti/?invio=errore&motivo=<code>#esito-<code>`: the page
 * shows the matching notice with CSS `:target`, so the outcome is visible without any JavaScript;
 * unless the client says it wants JSON (a script posting URLSearchParams with
 * `Accept: application/json`).
 */
export function responderFor(
  bodyKind: "json" | "form",
  accept: string | null,
): { success(): Response; failure(failure: Failure): Response } {
  if (bodyKind === "json" || accept?.toLowerCase().includes("application/json"))
    return {
      success: () => jsonResponse(200, { ok: true }),
      failure: ({ status, message, reason, field }) =>
        jsonResponse(status, field ? { error: message, reason, field } : { error: message }),
    };
  const redirect = (query: string, anchor: string) =>
    new Response(null, {
      status: 303,
      headers: { Location: `/contatti/?invio=${query}#esito-${anchor}`, ...SECURITY_HEADERS },
    });
  return {
    success: () => redirect("ok", "ok"),
    failure: ({ reason }) => redirect(`errore&motivo=${reason}`, reason),
  };
}
