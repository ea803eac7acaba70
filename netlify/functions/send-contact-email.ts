/**
 * Contact-request endpoint (Netlify Functions v2). Validates the request, STORES it in the Netlify
 * Blobs store `leads`, answers, then tries Mailgun once (`context.waitUntil`); the scheduled
 * function `retry-leads` sends whatever is still pending. The visitor gets the success answer as
 * soon as the request is stored; the failure answer only when it could be neither stored nor mailed.
 * JSON in → JSON out; the no-JavaScript form (urlencoded) gets 303 redirects to
 * /contatti/?invio=ok#esito-ok or /contatti/?invio=errore&motivo=<code>#esito-<code>.
 * See netlify/lib/contact/ and netlify/lib/leads/.
 *
 * With `config.path` set, Netlify serves the function ONLY at /api/send-contact-email
 * (/.netlify/functions/send-contact-email answers 404, locally too under @netlify/dev).
 */
import type { Config, Context } from "@netlify/functions";
import { bodyKindOf, parseFields, readBodyText } from "../lib/contact/body";
import { MAX_BODY_BYTES } from "../lib/contact/contract";
import { buildContactEmail } from "../lib/contact/email";
import { deliverContactEmail } from "../lib/contact/mailer";
import { methodNotAllowed, responderFor, unsupportedMediaType } from "../lib/contact/responses";
import { loadMailSettings, type MailSettings } from "../lib/contact/settings";
import { isHoneypotFilled, validateContact, type ContactRequest } from "../lib/contact/validate";
import {
  LOG_PREFIX,
  errorText,
  settleAndDeliver,
  storeLead,
  type ClaimedLead,
} from "../lib/leads/deliver";
import { newRunId } from "../lib/leads/record";
import { openLeadStore, type LeadStore } from "../lib/leads/store";

export default async function sendContactEmail(
  req: Request,
  context?: Partial<Context>,
): Promise<Response> {
  if (req.method !== "POST") return methodNotAllowed();

  const kind = bodyKindOf(req.headers.get("content-type"));
  if (!kind) return unsupportedMediaType();
  const reply = responderFor(kind, req.headers.get("accept"));

  const body = await readBodyText(req, MAX_BODY_BYTES);
  if (!body.ok) return reply.failure(body.failure);
  const fields = parseFields(kind, body.value);
  if (!fields.ok) return reply.failure(fields.failure);

  // A bot filled the hidden field: pretend success, send nothing.
  if (isHoneypotFilled(fields.value)) return reply.success();

  const validation = validateContact(fields.value, { requireConsent: kind === "form" });
  if (!validation.ok) return reply.failure(validation.failure);

  const settings = loadMailSettings(context?.deploy?.context);
  const stored = await tryStoring(validation.contact, settings);
  if (stored) {
    // Stored: the visitor's answer need not wait for Mailgun. After the answer, the platform keeps
    // the call alive until the send settles; the retry run covers a send that never happens.
    const sending = sendStored(stored.store, stored.lead, settings);
    if (context?.waitUntil) context.waitUntil(sending);
    else await sending;
    return reply.success();
  }

  // Not stored: mailing it now is the only way not to lose it.
  const email = buildContactEmail(validation.contact, {
    from: settings.from,
    // Empty only where no mail goes out (the local outbox): mailer.ts refuses to send without it.
    to: settings.to ?? "",
    date: new Date(),
  });
  const delivery = await deliverContactEmail(email, settings);
  if (delivery.ok) return reply.success();
  console.error(
    `${LOG_PREFIX} RICHIESTA NON SALVATA E NON INVIATA: il visitatore vede l'errore e può riprovare (${delivery.reason}).`,
  );
  return reply.failure(delivery.failure);
}

/** The stored lead, or null when the store is missing or refused the write. */
async function tryStoring(
  contact: ContactRequest,
  settings: MailSettings,
): Promise<{ store: LeadStore; lead: ClaimedLead } | null> {
  try {
    const store = openLeadStore();
    if (!store) {
      if (settings.production)
        console.error(
          `${LOG_PREFIX} Netlify Blobs non disponibile: la richiesta non viene salvata.`,
        );
      return null;
    }
    return {
      store,
      lead: await storeLead(store, contact, { runId: newRunId("request"), settings }),
    };
  } catch (error) {
    console.error(
      `${LOG_PREFIX} Impossibile salvare la richiesta nello store "leads"`,
      errorText(error),
    );
    return null;
  }
}

/** Never rejects: whatever goes wrong, the lead stays stored for the retry run. */
async function sendStored(
  store: LeadStore,
  lead: ClaimedLead,
  settings: MailSettings,
): Promise<void> {
  try {
    await settleAndDeliver(store, lead, settings);
  } catch (error) {
    console.error(
      `${LOG_PREFIX} Richiesta ${lead.record.id} salvata; invio rimandato`,
      errorText(error),
    );
  }
}

export const config: Config = {
  path: ["/api/send-contact-email"],
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
  region: "fra",
};
