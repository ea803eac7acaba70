/** The contact request the form sends (spec §3, §7): exactly these fields as JSON. */
import {
  CONTACT_ENDPOINT,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
} from "../../../netlify/lib/contact/contract";

/** The text fields the function can refuse one by one (netlify/lib/contact/failures.ts). */
export type ContactField = keyof typeof FIELD_LIMITS;
const contactFields: readonly string[] = Object.keys(FIELD_LIMITS);

export type ContactValues = Record<ContactField, string> & { consent: boolean; honeypot: string };

export type ContactProblem = "required" | "consent" | null;

/** What stops the form from being sent: an empty required field first, then consent. */
export function contactProblem(values: ContactValues): ContactProblem {
  if ([values.name, values.email, values.message].some((value) => value.trim() === ""))
    return "required";
  if (!values.consent) return "consent";
  return null;
}

export function contactBody({ name, email, phone, message, honeypot }: ContactValues) {
  return { name, email, phone, message, ...(honeypot && { [HONEYPOT_FIELD]: honeypot }) };
}

/** Why the function refused a field: the `motivo` codes the no-JavaScript page shows. */
export type FieldReason = "email" | "telefono" | "lunghezza";
const fieldReasons: readonly string[] = ["email", "telefono", "lunghezza"];

/** The function refused one field: the visitor can correct it and send again. */
export class FieldRefusal extends Error {
  constructor(
    readonly field: ContactField,
    readonly reason: FieldReason,
  ) {
    super(`Contact request refused: ${reason} (${field})`);
    this.name = "FieldRefusal";
  }
}

/** The field and reason of a 400 answer that names them; null for any other answer. */
export function fieldRefusalOf(status: number, body: string): FieldRefusal | null {
  if (status !== 400) return null;
  try {
    const { field, reason } = JSON.parse(body) as { field?: unknown; reason?: unknown };
    if (typeof field === "string" && contactFields.includes(field))
      if (typeof reason === "string" && fieldReasons.includes(reason))
        return new FieldRefusal(field as ContactField, reason as FieldReason);
  } catch {
    // Not JSON (a proxy's error page): a plain failure.
  }
  return null;
}

/**
 * JSON with every non-ASCII character escaped: the body is plain ASCII, so the function can tell
 * a visitor's own "\uFFFD" from bytes a platform could not decode (netlify/lib/contact/body.ts).
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Sends the request; resolves on a 2xx answer. Rejects with a FieldRefusal when the function
 * refused a field (a mistyped email, say), otherwise with an Error (network, any other status).
 */
export async function sendContactRequest(
  values: ContactValues,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(CONTACT_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: asciiJson(contactBody(values)),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => "");
    const refusal = fieldRefusalOf(response.status, detail);
    if (refusal) throw refusal;
    throw new Error(
      `Contact request failed with status ${response.status}${detail ? `: ${detail}` : ""}`,
    );
  }
}
