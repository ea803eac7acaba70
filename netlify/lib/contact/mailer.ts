/** Sends the notification: Mailgun when configured, the local outbox in development, never silently nothing. */
import Mailgun from "mailgun.js";
import { buildContactEmail, type OutgoingEmail } from "./email";
import { FAILURES, type Failure } from "./failures";
import { writeToOutbox } from "./outbox";
import { missingMailSettings, type MailSettings } from "./settings";
import type { ContactRequest } from "./validate";

const LOG_PREFIX = "[send-contact-email]";
/** Extra time the outer guard gives the HTTP client to report its own timeout first. */
const GUARD_GRACE_MS = 500;

/** `reason`: what may be logged or kept about a failure (no visitor data). */
export type DeliveryResult = { ok: true } | { ok: false; failure: Failure; reason: string };

/** Builds a request's email and sends it; a stored request's `leadId` gives it its Message-Id. */
export function mailContact(
  contact: ContactRequest,
  settings: MailSettings,
  date: Date,
  leadId?: string,
): Promise<DeliveryResult> {
  const { from, domain } = settings;
  // `to` is empty only where no mail goes out (the local outbox): the send is refused without it.
  const email = buildContactEmail(contact, { from, to: settings.to ?? "", date, leadId, domain });
  return deliverContactEmail(email, settings);
}

export async function deliverContactEmail(
  message: OutgoingEmail,
  settings: MailSettings,
): Promise<DeliveryResult> {
  const { apiKey, domain, to, timeoutMs } = settings;
  if (settings.production || apiKey) {
    const missing = missingMailSettings(settings).join(", ");
    if (missing || !apiKey || !domain || !to) {
      console.error(
        `${LOG_PREFIX} CONFIGURAZIONE MANCANTE: ${missing} non impostata. Il messaggio NON è stato inviato.`,
      );
      const reason = `configurazione mancante: ${missing}`;
      return { ok: false, failure: FAILURES.misconfigured, reason };
    }
    const client = new Mailgun(FormData).client({
      username: "api",
      key: apiKey,
      url: settings.url,
      timeout: timeoutMs,
    });
    const guardMs = timeoutMs + GUARD_GRACE_MS;
    const guard = new Promise<never>((_, reject) =>
      AbortSignal.timeout(guardMs).addEventListener("abort", () =>
        reject(new Error(`Nessuna risposta da Mailgun entro ${guardMs} ms`)),
      ),
    );
    try {
      // Resolves when Mailgun accepted the message.
      await Promise.race([client.messages.create(domain, { ...message }), guard]);
      return { ok: true };
    } catch (error) {
      const reason = `Mailgun: ${mailError(error)}`;
      console.error(`${LOG_PREFIX} Invio tramite Mailgun non riuscito`, reason);
      return { ok: false, failure: FAILURES.sendFailed, reason };
    }
  }

  try {
    const file = await writeToOutbox(message, settings.outboxDir);
    console.log(`${LOG_PREFIX} MAILGUN_API_KEY non impostata: messaggio salvato in ${file}`);
    return { ok: true };
  } catch (error) {
    const reason = `outbox non scrivibile: ${settings.outboxDir}`;
    console.error(
      `${LOG_PREFIX} Impossibile scrivere nella outbox ${settings.outboxDir}`,
      String(error),
    );
    return { ok: false, failure: FAILURES.misconfigured, reason };
  }
}

/**
 * What may be logged or kept about a failed send: the status and Mailgun's own message, nothing of
 * the visitor's data. Note that mailgun.js reports network failures (refused connection, timeout) as
 * status 400 too, so the status says nothing about the visitor's input.
 */
function mailError(error: unknown): string {
  if (typeof error !== "object" || error === null) return String(error);
  const { status, message, details } = error as Record<string, unknown>;
  return [
    typeof status === "number" ? status : "",
    typeof message === "string" && message ? message : "errore sconosciuto",
    typeof details === "string" ? details : "",
  ]
    .filter((part) => part !== "")
    .join(" ");
}
