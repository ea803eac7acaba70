/**
 * Is mail reaching the staff? One verdict (judgeDelivery, pure) for the health endpoint, the retry
 * run's log line and `npm run leads:list`, from a bounded read of the store: the list of `pending/`
 * (an id carries its arrival time) and the three `status/` entries written by every delivery
 * attempt and scheduled run. Counts and ages only: no lead id (it carries a request's exact
 * arrival time), no text from Mailgun. The states, worst first, are in docs/contact-pipeline.md.
 */
import { missingMailSettings, readEnv, type MailSettings } from "../contact/settings";
import { LOG_PREFIX, PENDING_PREFIX, leadIdTime } from "./record";
import type { LeadStore } from "./store";

export const STATUS_KEYS = {
  delivered: "status/last-delivery",
  failed: "status/last-failure",
  run: "status/retry-run",
} as const;
/** Three scheduled runs (every 10 minutes) missed. */
export const RUN_STALE_MS = 30 * 60_000;

export interface DeliveryStatus {
  /** Arrival time (ms) of every pending request, from its id. */
  pendingSince: number[];
  lastDelivery?: { at: string };
  /** `error`: the mailer's reason (status and Mailgun's message, never the visitor's data). */
  lastFailure?: { at: string; error: string };
  lastRun?: { at: string; delivered: number; failed: number };
}

export type HealthState =
  "ok" | "configurazione" | "in-ritardo" | "ritento-fermo" | "store-non-leggibile";

export type HealthSettings = ReturnType<typeof healthSettings>;
export type HealthVerdict = ReturnType<typeof verdict>;

export function healthSettings(mail: MailSettings) {
  const minutes = Number(readEnv("LEADS_OVERDUE_MINUTES"));
  return {
    overdueMs: (Number.isFinite(minutes) && minutes > 0 ? minutes : 30) * 60_000,
    production: mail.production,
    missing: missingMailSettings(mail),
  };
}

/** The verdict now; a store that `open` cannot give or that cannot be read is judged so. */
export async function checkDelivery(
  open: () => LeadStore | null,
  mail: MailSettings,
  now: number = Date.now(),
): Promise<HealthVerdict> {
  let status: DeliveryStatus | null = null;
  try {
    const store = open();
    const read = (key: string) => store?.get(key, { type: "json" }).then((v) => v ?? undefined);
    if (store) {
      const [{ blobs }, lastDelivery, lastFailure, lastRun] = await Promise.all([
        store.list({ prefix: PENDING_PREFIX }),
        read(STATUS_KEYS.delivered),
        read(STATUS_KEYS.failed),
        read(STATUS_KEYS.run),
      ]);
      const pendingSince = blobs.map(({ key }) => leadIdTime(key.slice(PENDING_PREFIX.length)));
      status = { pendingSince, lastDelivery, lastFailure, lastRun };
    }
  } catch (error) {
    console.error(`${LOG_PREFIX} Stato delle consegne non leggibile`, String(error));
  }
  return judgeDelivery(status, healthSettings(mail), now);
}

/** After every delivery attempt; never throws (the attempt's outcome matters more). */
export async function recordAttempt(
  store: LeadStore,
  outcome: { ok: true } | { ok: false; reason: string },
  at: number,
): Promise<void> {
  const [key, error] = outcome.ok ? [STATUS_KEYS.delivered] : [STATUS_KEYS.failed, outcome.reason];
  await store
    .setJSON(key, { at: new Date(at).toISOString(), error })
    .catch((e: unknown) =>
      console.error(`${LOG_PREFIX} Stato delle consegne non aggiornato`, String(e)),
    );
}

type Cause =
  "variabili" | "chiave" | "dominio" | "destinatario" | "mittente" | "cartella-locale" | "servizio";

/** Why an attempt failed, from the mailer's reason (mailer.ts). */
export function causeOf(error: string): Cause {
  if (error.startsWith("configurazione mancante")) return "variabili";
  if (error.startsWith("outbox")) return "cartella-locale";
  const status = /^Mailgun: (\d{3})\b/.exec(error)?.[1];
  if (/recipient|\bto'? parameter/i.test(error)) return "destinatario";
  if (/\bfrom'? parameter/i.test(error)) return "mittente";
  if (status === "404" || /domain.*(verif|not allowed|disabled)/i.test(error)) return "dominio";
  if (status === "401" || status === "403") return "chiave";
  return "servizio";
}

const THEN = "poi ridistribuisci il sito su Netlify e lancia npm run leads:retry.";
const SETTINGS = "nelle variabili d'ambiente del sito su Netlify (ambito Functions)";
/** What is wrong and what to do, for each cause that is the site's configuration. */
const FIXES: Partial<Record<Cause, [string, string]>> = {
  chiave: [
    "Mailgun rifiuta la chiave API: nessuna email parte.",
    `Controlla MAILGUN_API_KEY (chiave privata valida, non revocata) e MAILGUN_URL (regione UE o USA) ${SETTINGS}, ${THEN}`,
  ],
  dominio: [
    "Mailgun non accetta il dominio di invio (inesistente o non verificato): nessuna email parte.",
    `Controlla MAILGUN_DOMAIN ${SETTINGS} e che il dominio risulti verificato nel pannello di Mailgun, ${THEN}`,
  ],
  destinatario: [
    "Mailgun rifiuta l'indirizzo che riceve le richieste (CONTACT_TO): non valido o non autorizzato.",
    `Correggi CONTACT_TO ${SETTINGS}, o autorizza l'indirizzo in Mailgun, ${THEN}`,
  ],
  mittente: [
    "Mailgun rifiuta il mittente (CONTACT_FROM).",
    `Correggi CONTACT_FROM (un indirizzo del dominio MAILGUN_DOMAIN) ${SETTINGS}, ${THEN}`,
  ],
  "cartella-locale": [
    "La cartella locale dei messaggi (CONTACT_OUTBOX_DIR) non si può scrivere.",
    "Controlla CONTACT_OUTBOX_DIR e i permessi della cartella, poi lancia npm run leads:retry.",
  ],
};
const STALLED =
  "Su Netlify apri Logs, Functions, retry-leads: la funzione programmata deve comparire nell'ultimo deploy di produzione e girare ogni 10 minuti senza errori. Intanto npm run leads:retry invia le richieste in attesa.";
const DELIVERED = "Le richieste di contatto vengono consegnate";
const MAILGUN_DOWN = "Mailgun non risponde o risponde con un errore";

/** `body`: the endpoint's JSON (an undefined cosaFare is left out); `line`: the same for a log. */
function verdict(
  state: HealthState,
  messaggio: string,
  cosaFare?: string,
  facts: Record<string, unknown> = {},
) {
  return {
    healthy: state === "ok",
    state,
    body: Object.assign({ stato: state, messaggio, cosaFare }, facts),
    line:
      state === "ok"
        ? `Stato consegne: ok. ${messaggio}`
        : `ERRORE GRAVE (${state}): ${messaggio} Cosa fare: ${cosaFare}`,
  };
}

export function judgeDelivery(
  status: DeliveryStatus | null,
  settings: HealthSettings,
  now: number,
): HealthVerdict {
  if (!status)
    return verdict(
      "store-non-leggibile",
      "Lo store delle richieste (Netlify Blobs «leads») non si può leggere: non si sa se le richieste arrivano.",
      "Controlla lo stato di Netlify (netlifystatus.com) e i log della funzione leads-health. Le richieste che lo store non accetta partono subito per email, se Mailgun risponde.",
    );

  const limit = settings.overdueMs / 60_000;
  const threshold = count(limit, "minuto", "minuti");
  const ages = status.pendingSince.map((since) => now - since).filter(Number.isFinite);
  const overdue = ages.filter((age) => age > settings.overdueMs).length;
  const oldest = Math.max(0, ...ages);
  const { lastDelivery, lastFailure, lastRun } = status;
  const failedLast =
    lastFailure && !(Date.parse(lastDelivery?.at ?? "") > Date.parse(lastFailure.at))
      ? lastFailure
      : undefined;
  const last = failedLast ?? lastDelivery;
  const lastAge = last && now - Date.parse(last.at);
  // A missing variable is known from the settings: one set since that failure no longer counts.
  const cause = failedLast && causeOf(failedLast.error);
  const runAge = lastRun && now - Date.parse(lastRun.at);
  const stalled = settings.production && runAge !== undefined && runAge > RUN_STALE_MS;
  const pending = status.pendingSince.length;
  const facts = {
    richiesteInAttesa: pending,
    richiesteInRitardo: overdue,
    attesaMassimaMinuti: minutes(oldest),
    sogliaMinuti: limit,
    ultimoTentativo: last
      ? {
          esito: failedLast ? "non riuscito" : "riuscito",
          minutiFa: minutes(lastAge),
          causa: cause,
        }
      : null,
    ultimoRitento: lastRun
      ? { minutiFa: minutes(runAge), consegnate: lastRun.delivered, nonRiuscite: lastRun.failed }
      : null,
  };

  if (settings.missing.length > 0) {
    const names = settings.missing.join(", ");
    return verdict(
      "configurazione",
      `Manca ${names}: le richieste vengono salvate ma nessuna email parte.`,
      `Imposta ${names} ${SETTINGS}, ${THEN}`,
      { ...facts, variabiliMancanti: settings.missing },
    );
  }
  const fix = cause && FIXES[cause];
  if (fix) return verdict("configurazione", ...fix, facts);
  if (overdue > 0) {
    const [why, action] =
      stalled || !last || Date.parse(last.at) < now - oldest
        ? [
            "Nessun tentativo di invio recente: il ritento programmato potrebbe non girare.",
            STALLED,
          ]
        : cause === "servizio"
          ? [
              `L'ultimo tentativo, ${duration(lastAge)} fa, non è riuscito: ${MAILGUN_DOWN}.`,
              "Controlla lo stato di Mailgun (status.mailgun.com): le richieste vengono ritentate da sole con intervalli crescenti; appena Mailgun risponde, npm run leads:retry le invia subito.",
            ]
          : [
              "L'ultimo tentativo non indica un guasto in corso: queste richieste aspettano il prossimo ritento o non partono per un motivo loro.",
              "npm run leads:list mostra l'ultimo errore di ciascuna; npm run leads:retry le ritenta subito.",
            ];
    const waiting = count(overdue, "richiesta aspetta", "richieste aspettano");
    const message = `${waiting} da più di ${threshold} (la più vecchia da ${duration(oldest)}). ${why}`;
    return verdict("in-ritardo", message, action, facts);
  }
  if (stalled)
    return verdict(
      "ritento-fermo",
      `Il ritento programmato non gira da ${duration(runAge)}: una richiesta che non parte al primo tentativo resterebbe in attesa.`,
      STALLED,
      facts,
    );
  const waiting = `${count(pending, "richiesta", "richieste")} in attesa da meno di ${threshold}`;
  return verdict(
    "ok",
    pending === 0
      ? `${DELIVERED}: nessuna in attesa.`
      : cause === "servizio"
        ? `L'ultimo tentativo non è riuscito (${MAILGUN_DOWN}): ${waiting}, con nuovi tentativi automatici.`
        : `${DELIVERED}: ${waiting}.`,
    undefined,
    facts,
  );
}

const minutes = (ms = 0) => Math.max(0, Math.floor(ms / 60_000));

/** "1 minuto", "0,5 minuti", "2 richieste": Italian numbers. */
const count = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${n.toLocaleString("it-IT")} ${many}`;

/** "1 minuto", "42 minuti", "5 ore", "3 giorni". */
function duration(ms = 0): string {
  const m = minutes(ms);
  if (m < 120) return count(m, "minuto", "minuti");
  return m < 48 * 60 ? `${Math.floor(m / 60)} ore` : `${Math.floor(m / (24 * 60))} giorni`;
}
