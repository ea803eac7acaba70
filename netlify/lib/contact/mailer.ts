/** Sends the notification: Mailgun when configured, the local outbox in development, never silently nothing. */
import Mailgun from "mailgun.js";
import type { MailgunMessageData } from "mailgun.js/definitions";
import type { OutgoingEmail } from "./email";
import { FAILURES, type Failure } from "./failures";
import { writeToOutbox } from "./outbox";
import { missingMailSettings, type MailSettings } from "./settings";

const LOG_PREFIX = "[send-contact-email]";
/** Extra time the outer guard gives the HTTP client to report its own timeout first. */
const GUARD_GRACE_MS = 500;

export interface MailgunTarget {
  apiKey: string;
  domain: string;
  url: string;
  timeoutMs: number;
}

export class MailTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Nessuna risposta da Mailgun entro ${timeoutMs} ms`);
    this.name = "MailTimeoutError";
  }
}

/** Sends through the official client. Resolves when Mailgun accepted the message; rejects otherwise. */
export async function sendWithMailgun(
  message: OutgoingEmail,
  target: MailgunTarget,
): Promise<void> {
  const client = new Mailgun(FormData).client({
    username: "api",
    key: target.apiKey,
    url: target.url,
    timeout: target.timeoutMs,
  });
  const data: MailgunMessageData = { ...message };
  await withTimeout(client.messages.create(target.domain, data), target.timeoutMs + GUARD_GRACE_MS);
}

/** Rejects with MailTimeoutError if `promise` has not settled within `ms`; never leaves a timer behind. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailTimeoutError(ms)), ms);
  });
  return Promise.race([promise, guard]).finally(() => clearTimeout(timer));
}

export interface MailErrorSummary {
  status?: number;
  message: string;
  details?: string;
}

/**
 * What may be logged about a failed send: the status and Mailgun's own message, nothing of the
 * visitor's data. Note that mailgun.js reports network failures (refused connection, timeout) as
 * status 400 too, so the status says nothing about the visitor's input.
 */
export function summarizeMailError(error: unknown): MailErrorSummary {
  if (typeof error !== "object" || error === null) return { message: String(error) };
  const { status, message, details } = error as {
    status?: unknown;
    message?: unknown;
    details?: unknown;
  };
  return {
    ...(typeof status === "number" ? { status } : {}),
    message: typeof message === "string" && message ? message : "errore sconosciuto",
    ...(typeof details === "string" && details ? { details } : {}),
  };
}

/** `reason`: what may be logged or kept about a failure (no visitor data). */
export type DeliveryResult = { ok: true } | { ok: false; failure: Failure; reason: string };

export async function deliverContactEmail(
  message: OutgoingEmail,
  settings: MailSettings,
): Promise<DeliveryResult> {
  const { apiKey, domain, to } = settings;
  if (settings.production || apiKey) {
    const missing = missingMailSettings(settings).join(", ");
    if (missing || !apiKey || !domain || !to) {
      console.error(
        `${LOG_PREFIX} CONFIGURAZIONE MANCANTE: ${missing} non impostata. Il messaggio NON è stato inviato.`,
      );
      return {
        ok: false,
        failure: FAILURES.misconfigured,
        reason: `configurazione mancante: ${missing}`,
      };
    }
    try {
      await sendWithMailgun(message, {
        apiKey,
        domain,
        url: settings.url,
        timeoutMs: settings.timeoutMs,
      });
      return { ok: true };
    } catch (error) {
      const summary = summarizeMailError(error);
      console.error(`${LOG_PREFIX} Invio tramite Mailgun non riuscito`, summary);
      const reason = [summary.status, summary.message, summary.details]
        .filter((part) => part !== undefined)
        .join(" ");
      return { ok: false, failure: FAILURES.sendFailed, reason: `Mailgun: ${reason}` };
    }
  }

  try {
    const file = await writeToOutbox(message, settings.outboxDir);
    console.log(`${LOG_PREFIX} MAILGUN_API_KEY non impostata: messaggio salvato in ${file}`);
    return { ok: true };
  } catch (error) {
    console.error(
      `${LOG_PREFIX} Impossibile scrivere nella outbox ${settings.outboxDir}`,
      summarizeMailError(error),
    );
    return {
      ok: false,
      failure: FAILURES.misconfigured,
      reason: `outbox non scrivibile: ${settings.outboxDir}`,
    };
  }
}
