/**
 * Every way a contact request can fail, with its HTTP status, the Italian text shown to the
 * visitor (JSON answers) and the short code used by the no-JavaScript redirect
 * (`/contatti/?invio=errore&motivo=<code>`). Pure data: safe to import from the browser bundle.
 */

export const SEND_FAILURE_MESSAGE =
  "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.";

/** `motivo` codes of the no-JS redirect and the message the contact page should show for each. */
export const REDIRECT_REASONS = {
  campi: "Compila tutti i campi obbligatori",
  email: "Indirizzo email non valido",
  telefono: "Numero di telefono non valido",
  lunghezza: "Uno dei campi supera la lunghezza massima consentita",
  consenso: "Devi accettare il trattamento dei dati personali",
  dimensione: "Richiesta troppo grande",
  richiesta: "Richiesta non valida",
  invio: SEND_FAILURE_MESSAGE,
} as const;

export type RedirectReason = keyof typeof REDIRECT_REASONS;

/** The form's fields a failure can be about. */
export type ContactField = "name" | "email" | "phone" | "message";

export interface Failure {
  status: number;
  reason: RedirectReason;
  message: string;
  /** The field to correct: the page with JavaScript names its problem and moves focus to it. */
  field?: ContactField;
}

const failure = (
  status: number,
  reason: RedirectReason,
  field?: ContactField,
  message: string = REDIRECT_REASONS[reason],
): Failure => ({ status, reason, message, ...(field ? { field } : {}) });

export const FAILURES = {
  missingFields: failure(400, "campi"),
  invalidEmail: failure(400, "email", "email"),
  invalidPhone: failure(400, "telefono", "phone"),
  nameTooLong: failure(400, "lunghezza", "name", "Il nome è troppo lungo"),
  emailTooLong: failure(400, "lunghezza", "email", "L'indirizzo email è troppo lungo"),
  phoneTooLong: failure(400, "lunghezza", "phone", "Il numero di telefono è troppo lungo"),
  messageTooLong: failure(400, "lunghezza", "message", "Il messaggio è troppo lungo"),
  consentMissing: failure(400, "consenso"),
  badRequest: failure(400, "richiesta"),
  tooLarge: failure(413, "dimensione"),
  /** Mailgun refused the message, failed or timed out. */
  sendFailed: failure(502, "invio"),
  /** The server is not configured to send mail (production without Mailgun settings) or the outbox failed. */
  misconfigured: failure(500, "invio"),
} satisfies Record<string, Failure>;
