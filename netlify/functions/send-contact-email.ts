/**
 * Contact-request endpoint (Netlify Functions v2): validates the request and emails it to the
 * agency through Mailgun. JSON in → JSON out; the no-JavaScript form (urlencoded) gets 303
 * redirects to /contatti/?invio=ok#esito-ok or /contatti/?invio=errore&motivo=<code>#esito-<code>.
 * See netlify/lib/contact/.
 *
 * With `config.path` set, Netlify serves the function ONLY at /api/send-contact-email (the default
 * /.netlify/functions/send-contact-email URL is then not available on Netlify); the local server
 * (netlify/local/serve.ts) and the Gatsby dev middleware mount it at both paths.
 */
import type { Config, Context } from "@netlify/functions";
import { MAX_BODY_BYTES, bodyKindOf, parseFields, readBodyText } from "../lib/contact/body";
import { buildContactEmail } from "../lib/contact/email";
import { deliverContactEmail } from "../lib/contact/mailer";
import { methodNotAllowed, responderFor, unsupportedMediaType } from "../lib/contact/responses";
import { loadMailSettings } from "../lib/contact/settings";
import { isHoneypotFilled, validateContact } from "../lib/contact/validate";

export default async function sendContactEmail(req: Request, context?: Partial<Context>): Promise<Response> {
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
  const email = buildContactEmail(validation.contact, { from: settings.from, to: settings.to, date: new Date() });
  const delivery = await deliverContactEmail(email, settings);
  return delivery.ok ? reply.success() : reply.failure(delivery.failure);
}

export const config: Config = {
  path: ["/api/send-contact-email"],
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
