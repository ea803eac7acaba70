import type { ToastInput } from "../../components/toast/toast-context";

/**
 * The outcome the function reports after a form post without JavaScript: it redirects to
 * /contatti/?invio=ok#esito-ok or /contatti/?invio=errore&motivo=<code>#esito-<code>.
 */
export const outcomeCodes = [
  "ok",
  "campi",
  "consenso",
  "email",
  "telefono",
  "lunghezza",
  "dimensione",
  "richiesta",
  "invio",
] as const;
export type OutcomeCode = (typeof outcomeCodes)[number];

export const outcomeAnchor = (code: OutcomeCode): string => `esito-${code}`;

export interface OutcomeTexts {
  toasts: NonNullable<Queries.ContactToastsQuery["siteYaml"]>["toasts"];
  invalidEmail: string;
  invalidPhone: string;
  tooLong: string;
}

export function outcomeToast(code: OutcomeCode, texts: OutcomeTexts): ToastInput {
  const { toasts } = texts;
  const error = (description: string): ToastInput => ({
    title: toasts.failure.title,
    description,
    variant: "destructive",
  });
  switch (code) {
    case "ok":
      return { ...toasts.success, variant: "default" };
    case "campi":
      return { ...toasts.required, variant: "destructive" };
    case "consenso":
      return { ...toasts.consent, variant: "destructive" };
    case "email":
      return error(texts.invalidEmail);
    case "telefono":
      return error(texts.invalidPhone);
    case "lunghezza":
      return error(texts.tooLong);
    default:
      return { ...toasts.failure, variant: "destructive" };
  }
}

/** Reads the outcome from the page's address, if the function sent the visitor back here. */
export function outcomeFromSearch(search: string): OutcomeCode | null {
  const params = new URLSearchParams(search);
  const sent = params.get("invio");
  if (sent === "ok") return "ok";
  if (sent !== "errore") return null;
  const reason = params.get("motivo");
  return (outcomeCodes as readonly string[]).includes(reason ?? "")
    ? (reason as OutcomeCode)
    : "invio";
}
