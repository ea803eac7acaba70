/** Builds the notification email sent to the agency. Pure functions, unit-tested. */
import type { ContactRequest } from "./validate";

/** Exactly the fields given to Mailgun's `messages.create` (and written to the local outbox). */
export type OutgoingEmail = ReturnType<typeof buildContactEmail>;

export const PHONE_NOT_GIVEN = "non indicato";

const HTML_ESCAPES: Record<string, string> = {
  "&": "amp",
  "<": "lt",
  ">": "gt",
  '"': "quot",
  "'": "#39",
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&${HTML_ESCAPES[char]};`);

/**
 * Invisible formatting characters that can disguise a header (a subject shown reversed by a
 * bidirectional override): Arabic letter mark, zero-width and direction marks, the embeddings and
 * overrides U+202A–U+202E, word joiner and invisible operators, the isolates U+2066–U+2069, the
 * deprecated format controls up to U+206F, the byte-order mark and soft hyphen.
 */
const INVISIBLE_FORMATTING = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;

/**
 * Makes a value safe for a mail header: every line break and control character becomes a space,
 * invisible formatting characters are removed.
 */
export function toHeaderValue(value: string): string {
  return (
    value
      .replace(INVISIBLE_FORMATTING, "")
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
      .replace(/ {2,}/g, " ")
      .trim()
  );
}

/** e.g. "sabato 22 novembre 2025 alle ore 22:40" (Italian, Europe/Rome time). */
export function formatItalianDateTime(date: Date): string {
  const format = { timeZone: "Europe/Rome", dateStyle: "full", timeStyle: "short" } as const;
  return new Intl.DateTimeFormat("it-IT", format).format(date);
}

export function buildSubject(name: string): string {
  return toHeaderValue(`Nuova richiesta di consulenza da ${name}`);
}

/**
 * The same at every attempt, so a copy resent after Mailgun's answer was lost is recognised by
 * the staff's mail system (Mailgun has no idempotency key; docs/contact-pipeline.md, "Limit").
 */
function leadMessageId(leadId: string, domain: string): string {
  return `<lead-${leadId.replace(/[^A-Za-z0-9._-]/g, "-")}@${domain.replace(/[^A-Za-z0-9.-]/g, "")}>`;
}

/** `leadId` (a stored request's) and the sending `domain` make its Message-Id, one per request. */
export function buildContactEmail(
  contact: ContactRequest,
  envelope: { from: string; to: string; date: Date; leadId?: string; domain?: string },
) {
  const { from, to, date, leadId, domain } = envelope;
  const rows = {
    Nome: contact.name,
    Email: contact.email,
    Telefono: contact.phone || PHONE_NOT_GIVEN,
    Data: formatItalianDateTime(date),
  };
  const text = [
    "Nuova richiesta di consulenza dal sito web.",
    "",
    ...Object.entries(rows).map(([label, value]) => `${label}: ${value}`),
    "",
    "Messaggio:",
    contact.message,
    "",
  ].join("\n");

  const email = escapeHtml(contact.email);
  const html = [
    "<!doctype html>",
    '<html lang="it"><head><meta charset="utf-8"><title>Nuova richiesta di consulenza</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">',
    '<h1 style="font-size:20px">Nuova richiesta di consulenza dal sito web</h1>',
    "<table>",
    ...Object.entries(rows).map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${label === "Email" ? `<a href="mailto:${email}">${email}</a>` : escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    '<h2 style="font-size:16px">Messaggio</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(contact.message).replace(/\r\n|\r|\n/g, "<br>")}</p>`,
    "</body></html>",
  ].join("\n");

  return {
    from: toHeaderValue(from),
    to: toHeaderValue(to),
    "h:Reply-To": toHeaderValue(contact.email),
    ...(leadId ? { "h:Message-Id": leadMessageId(leadId, domain || "localhost") } : {}),
    subject: buildSubject(contact.name),
    text,
    html,
  };
}
