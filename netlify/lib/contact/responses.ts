/** Builds the function's HTTP answers: JSON for scripts, 303 redirects for the no-JavaScript form. */
import {
  METHOD_NOT_ALLOWED_MESSAGE,
  UNSUPPORTED_MEDIA_TYPE_MESSAGE,
  type ContactField,
  type Failure,
  type RedirectReason,
} from "./failures";

export const CONTACT_PAGE_PATH = "/contatti/";
/** Query parameter carrying the outcome of a no-JS submission: `ok` or `errore`. */
export const RESULT_PARAM = "invio";
/** Query parameter carrying the failure code (see REDIRECT_REASONS) when `invio=errore`. */
export const REASON_PARAM = "motivo";
/**
 * The redirect also ends in `#esito-<code>` (`#esito-ok` on success): the contact page shows the
 * matching notice with CSS `:target`, so the outcome is visible without any JavaScript.
 */
export const OUTCOME_ANCHOR_PREFIX = "esito-";

/**
 * A refusal that is about one field also names it and its code (the `motivo` of the no-JavaScript
 * redirect), so the page shows the same text as without JavaScript and moves focus to the field.
 */
export type JsonBody =
  { ok: true } | { error: string; reason?: RedirectReason; field?: ContactField };

/**
 * On every answer of the function (Netlify's [[headers]] rules do not apply to functions): never
 * cached, never sniffed into another type, and nothing in it may load or run anything.
 */
export const SECURITY_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
} as const;

export function jsonResponse(
  status: number,
  body: JsonBody,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...SECURITY_HEADERS, ...headers },
  });
}

export function methodNotAllowed(): Response {
  return jsonResponse(405, { error: METHOD_NOT_ALLOWED_MESSAGE }, { Allow: "POST" });
}

export function unsupportedMediaType(): Response {
  return jsonResponse(415, { error: UNSUPPORTED_MEDIA_TYPE_MESSAGE });
}

/** Relative Location of the no-JS redirect, e.g. `/contatti/?invio=errore&motivo=email#esito-email`. */
export function redirectLocation(failure?: Failure): string {
  const query = new URLSearchParams({ [RESULT_PARAM]: failure ? "errore" : "ok" });
  if (failure) query.set(REASON_PARAM, failure.reason);
  return `${CONTACT_PAGE_PATH}?${query.toString()}#${OUTCOME_ANCHOR_PREFIX}${failure ? failure.reason : "ok"}`;
}

export interface Responder {
  success(): Response;
  failure(failure: Failure): Response;
}

export const jsonResponder: Responder = {
  success: () => jsonResponse(200, { ok: true }),
  failure: (failure) =>
    jsonResponse(
      failure.status,
      failure.field
        ? { error: failure.message, reason: failure.reason, field: failure.field }
        : { error: failure.message },
    ),
};

export const redirectResponder: Responder = {
  success: () => redirect(redirectLocation()),
  failure: (failure) => redirect(redirectLocation(failure)),
};

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...SECURITY_HEADERS } });
}

/**
 * A plain HTML form post (urlencoded) gets redirects, unless the client says it wants JSON
 * (a script posting URLSearchParams with `Accept: application/json`).
 */
export function responderFor(bodyKind: "json" | "form", accept: string | null): Responder {
  if (bodyKind === "json") return jsonResponder;
  return accept?.toLowerCase().includes("application/json") ? jsonResponder : redirectResponder;
}
