/** The contact request the form sends (spec §3, §7): exactly these fields as JSON. */
export const CONTACT_ENDPOINT = "/api/send-contact-email";
/** Hidden field only bots fill in; the function drops such requests. */
export const HONEYPOT_FIELD = "company_website";

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
  honeypot: string;
}

export type ContactProblem = "required" | "consent" | null;

/** What stops the form from being sent: an empty required field first, then consent. */
export function contactProblem(values: ContactValues): ContactProblem {
  if ([values.name, values.email, values.message].some((value) => value.trim() === ""))
    return "required";
  if (!values.consent) return "consent";
  return null;
}

export function contactBody(values: ContactValues): Record<string, string> {
  const body: Record<string, string> = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
  };
  if (values.honeypot) body[HONEYPOT_FIELD] = values.honeypot;
  return body;
}

/** Sends the request; resolves on a 2xx answer, rejects on a network error or any other status. */
export async function sendContactRequest(
  values: ContactValues,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(CONTACT_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(contactBody(values)),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => "");
    throw new Error(
      `Contact request failed with status ${response.status}${detail ? `: ${detail}` : ""}`,
    );
  }
}
