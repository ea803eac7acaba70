/**
 * Contact-request endpoint: validates the request, STORES it in the Blobs store `leads`, answers,
 * then tries Mailgun once (`context.waitUntil`); `retry-leads` sends whatever is still pending.
 * The visitor sees a failure only when the request could be neither stored nor mailed. JSON in,
 * JSON out; the no-JavaScript form gets 303 redirects (responses.ts). Only at `config.path`.
 */
import type { Config, Context } from "@netlify/functions";
import { bodyKindOf, parseFields, readBodyText } from "../lib/contact/body";
import { mailContact } from "../lib/contact/mailer";
import { methodNotAllowed, responderFor, unsupportedMediaType } from "../lib/contact/responses";
import { loadMailSettings, type MailSettings } from "../lib/contact/settings";
import { isHoneypotFilled, validateContact, type ContactRequest } from "../lib/contact/validate";
import { settleAndDeliver, storeLead } from "../lib/leads/deliver";
import { LOG_PREFIX, newRunId } from "../lib/leads/record";
import { openLeadStore } from "../lib/leads/store";

export default async function sendContactEmail(
  req: Request,
  context?: Partial<Context>,
): Promise<Response> {
  if (req.method !== "POST") return methodNotAllowed();

  const kind = bodyKindOf(req.headers.get("content-type"));
  if (!kind) return unsupportedMediaType();
  const reply = responderFor(kind, req.headers.get("accept"));

  const body = await readBodyText(req);
  if (!body.ok) return reply.failure(body.failure);
  const fields = parseFields(kind, body.value);
  if (!fields.ok) return reply.failure(fields.failure);

  // A bot filled the hidden field: pretend success, send nothing.
  if (isHoneypotFilled(fields.value)) return reply.success();

  const validation = validateContact(fields.value, { requireConsent: kind === "form" });
  if (!validation.ok) return reply.failure(validation.failure);

  const settings = loadMailSettings(context?.deploy?.context);
  const stored = await storeAndSend(validation.contact, settings);
  if (stored) {
    // Stored: the visitor's answer need not wait for Mailgun. After the answer, the platform keeps
    // the call alive until the send settles; the retry run covers a send that never happens.
    if (context?.waitUntil) context.waitUntil(stored.sending);
    else await stored.sending;
    return reply.success();
  }

  // Not stored: mailing it now is the only way not to lose it.
  const delivery = await mailContact(validation.contact, settings, new Date());
  if (delivery.ok) return reply.success();
  console.error(
    `${LOG_PREFIX} RICHIESTA NON SALVATA E NON INVIATA: il visitatore vede l'errore e può riprovare (${delivery.reason}).`,
  );
  return reply.failure(delivery.failure);
}

/**
 * Stores the request and starts its send, which never rejects (whatever goes wrong, the lead stays
 * stored for the retry run); null when the store is missing or refused the write.
 */
async function storeAndSend(
  contact: ContactRequest,
  settings: MailSettings,
): Promise<{ sending: Promise<unknown> } | null> {
  try {
    const store = openLeadStore();
    if (!store) {
      if (settings.production)
        console.error(
          `${LOG_PREFIX} Netlify Blobs non disponibile: la richiesta non viene salvata.`,
        );
      return null;
    }
    const lead = await storeLead(store, contact, { runId: newRunId("request"), settings });
    const sending = settleAndDeliver(store, lead, settings).catch((error: unknown) =>
      console.error(
        `${LOG_PREFIX} Richiesta ${lead.record.id} salvata; invio rimandato`,
        String(error),
      ),
    );
    return { sending };
  } catch (error) {
    console.error(
      `${LOG_PREFIX} Impossibile salvare la richiesta nello store "leads"`,
      String(error),
    );
    return null;
  }
}

export const config: Config = {
  path: ["/api/send-contact-email"],
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
  region: "fra",
};
