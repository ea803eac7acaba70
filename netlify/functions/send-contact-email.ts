/**
 * Contact-request endpoint (Netlify Functions v2). Validates the request, STORES it in the Netlify
 * Blobs store `leads`, then tries Mailgun once; the scheduled function `retry-leads` sends whatever
 * is still pending. The visitor gets the success answer as soon as the request is stored, whatever
 * Mailgun did; the failure answer only when the request could be neither stored nor mailed.
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
import { LOG_PREFIX, deliverLead, errorText, storeLead } from "../lib/leads/deliver";
import { newRunId } from "../lib/leads/record";
import { openLeadStore } from "../lib/leads/store";

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
  if (await storeAndTrySending(validation.contact, settings)) return reply.success();

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

/** True when the request is safely stored (and then sent, or left for the retry). */
async function storeAndTrySending(
  contact: ContactRequest,
  settings: MailSettings,
): Promise<boolean> {
  const runId = newRunId("request");
  let stored;
  try {
    const store = openLeadStore();
    if (!store) {
      if (settings.production)
        console.error(
          `${LOG_PREFIX} Netlify Blobs non disponibile: la richiesta non viene salvata.`,
        );
      return false;
    }
    stored = { store, outcome: await storeLead(store, contact, { runId, settings }) };
  } catch (error) {
    console.error(
      `${LOG_PREFIX} Impossibile salvare la richiesta nello store "leads"`,
      errorText(error),
    );
    return false;
  }
  if (stored.outcome.duplicate) {
    console.log(
      `${LOG_PREFIX} Richiesta identica a ${stored.outcome.id} entro un minuto: non salvata di nuovo.`,
    );
    return true;
  }
  try {
    await deliverLead(stored.store, stored.outcome.record, settings);
  } catch (error) {
    console.error(
      `${LOG_PREFIX} Richiesta ${stored.outcome.record.id} salvata; invio rimandato`,
      errorText(error),
    );
  }
  return true;
}

export const config: Config = {
  path: ["/api/send-contact-email"],
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
  region: "fra",
};
