/**
 * Store first, then mail; retry what is still pending. Exactly-once towards the staff:
 *   - of identical requests within DEDUPE_WINDOW_MS only the first is mailed (arrivals.ts);
 *   - a lead is sent only by whoever holds its claim: its own request from the moment it is stored,
 *     afterwards the retry run going first among those that want it (claimLead);
 *   - a delivered lead is deleted at once, so a later run cannot find it again.
 */
import { buildContactEmail } from "../contact/email";
import { deliverContactEmail, type DeliveryResult } from "../contact/mailer";
import type { MailSettings } from "../contact/settings";
import type { ContactRequest } from "../contact/validate";
import { TAKING_NUMBER_LIMIT_MS, dropGroups, leave, takeTurn, type Turn } from "./bakery";
import {
  dropOldArrivals,
  holdArrivalNumber,
  removeArrival,
  takeArrivalNumber,
  verdictFor,
} from "./arrivals";
import { PENDING_PREFIX, newLeadId, pendingKey, type LeadRecord } from "./record";
import { deleteExpiredLeads } from "./retention";
import type { LeadStore } from "./store";

export const LOG_PREFIX = "[leads]";
/** After this long undelivered, every run logs a loud error. */
export const OVERDUE_MS = 24 * 60 * 60 * 1000;
/** Wait before the n-th retry (n = attempts so far): 5, 10, 20, 40, 80 minutes, then every 2 hours. */
export function backoffMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(5 * 60_000 * 2 ** (attempts - 1), 2 * 60 * 60_000);
}

/** A claim outlives the longest possible send (client timeout + guard) with a wide margin. */
export function claimTtlMs(settings: MailSettings): number {
  return settings.timeoutMs + 30_000;
}

/**
 * Stores a validated request, claimed by `runId` (the caller settles and sends it next). Throws
 * when the store cannot be written: the caller then falls back to mailing directly.
 */
export async function storeLead(
  store: LeadStore,
  contact: ContactRequest,
  { runId, settings, now = Date.now() }: { runId: string; settings: MailSettings; now?: number },
): Promise<LeadRecord> {
  const id = newLeadId(new Date(now));
  const record: LeadRecord = {
    id,
    receivedAt: new Date(now).toISOString(),
    contact,
    attempts: 0,
    claim: { by: runId, until: new Date(now + claimTtlMs(settings)).toISOString() },
  };
  try {
    record.arrivalNumber = await takeArrivalNumber(store, contact, id);
    await store.setJSON(pendingKey(id), record);
    await holdArrivalNumber(store, record);
  } catch (error) {
    // Not stored: nothing of it may hold up a twin or be sent twice by the retry run.
    await store.delete(pendingKey(id)).catch(() => undefined);
    await removeArrival(store, contact, id).catch(() => undefined);
    throw error;
  }
  return record;
}

/**
 * Mails a lead just stored by `storeLead`, unless an identical request got there first: then the
 * lead is dropped (its twin is stored and is, or will be, mailed).
 */
export async function settleAndDeliver(
  store: LeadStore,
  record: LeadRecord,
  settings: MailSettings,
): Promise<AttemptOutcome | "duplicate"> {
  const verdict = await verdictFor(store, record, { wait: true });
  if (verdict.kind === "duplicate") {
    await store.delete(pendingKey(record.id));
    console.log(
      `${LOG_PREFIX} Richiesta identica a ${verdict.of} entro un minuto: inviata una volta sola.`,
    );
    return "duplicate";
  }
  return (await deliverLead(store, record, settings)).outcome;
}

export type AttemptOutcome = "delivered" | "failed";

/** Sends a lead this caller has claimed; deletes it once Mailgun accepted it, else records the failure. */
export async function deliverLead(
  store: LeadStore,
  record: LeadRecord,
  settings: MailSettings,
  now: () => number = Date.now,
): Promise<{ outcome: AttemptOutcome; delivery: DeliveryResult }> {
  const email = buildContactEmail(record.contact, {
    from: settings.from,
    // Empty only where no mail goes out (the local outbox): mailer.ts refuses to send without it.
    to: settings.to ?? "",
    date: new Date(record.receivedAt),
    leadId: record.id,
    domain: settings.domain,
  });
  const delivery = await deliverContactEmail(email, settings);
  if (delivery.ok) {
    await deleteDelivered(store, record.id);
    return { outcome: "delivered", delivery };
  }
  const failed: LeadRecord = {
    ...record,
    attempts: record.attempts + 1,
    lastAttemptAt: new Date(now()).toISOString(),
    lastError: delivery.reason,
    claim: undefined,
  };
  try {
    await store.setJSON(pendingKey(record.id), failed);
  } catch (error) {
    // The lead stays stored as it was; its claim expires and the next run tries again.
    console.error(
      `${LOG_PREFIX} Impossibile aggiornare ${record.id} dopo un invio non riuscito`,
      errorText(error),
    );
  }
  console.error(
    `${LOG_PREFIX} Richiesta ${record.id} salvata ma NON ancora consegnata (tentativo ${failed.attempts}: ${delivery.reason}). Verrà ritentata.`,
  );
  return { outcome: "failed", delivery };
}

async function deleteDelivered(store: LeadStore, id: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      await store.delete(pendingKey(id));
      return;
    } catch (error) {
      if (attempt === 3) {
        console.error(
          `${LOG_PREFIX} ERRORE: la richiesta ${id} è stata consegnata ma non rimossa dallo store; resta bloccata fino alla scadenza del claim e potrebbe essere inviata di nuovo.`,
          errorText(error),
        );
      }
    }
  }
}

export const CLAIMS_PREFIX = "claims/";

/** A retry run sending a lead: its turn among the runs that wanted to (bakery.ts). */
export interface Claim {
  record: LeadRecord;
  group: string;
  turn: string;
}

/**
 * Takes the claim on a pending lead for one send. Retry runs that want the same lead at the same
 * time take turns in `claims/<lead id>/` (bakery.ts); turns older than a claim's lifetime belong to
 * runs that died and do not count. The run going first reads the lead again (the run before it may
 * have delivered it, or tried and failed) and marks it claimed, which keeps the lead's own request
 * away too. Null when the lead is gone, claimed, another run goes first or (unless `force`) it is
 * not yet due. The caller sends, then `releaseClaim`.
 */
export async function claimLead(
  store: LeadStore,
  key: string,
  {
    runId,
    settings,
    force,
    now,
  }: { runId: string; settings: MailSettings; force: boolean; now: number },
): Promise<Claim | null> {
  const due = (record: LeadRecord | null): record is LeadRecord =>
    record !== null &&
    !(record.claim && Date.parse(record.claim.until) > now) &&
    (force ||
      !record.lastAttemptAt ||
      now - Date.parse(record.lastAttemptAt) >= backoffMs(record.attempts));
  const seen = (await store.get(key, { type: "json" })) as LeadRecord | null;
  if (!due(seen)) return null;

  const group = `${CLAIMS_PREFIX}${seen.id}/`;
  const turn = newLeadId(new Date(now));
  const live = (other: Turn) => now - other.at < claimTtlMs(settings);
  const decision = await takeTurn(store, group, turn, live);
  const record =
    decision.kind === "first"
      ? ((await store.get(key, { type: "json" })) as LeadRecord | null)
      : null;
  if (!due(record) || record.attempts !== seen.attempts) {
    await leave(store, group, turn);
    return null;
  }
  const claimed: LeadRecord = {
    ...record,
    claim: { by: runId, until: new Date(now + claimTtlMs(settings)).toISOString() },
  };
  await store.setJSON(key, claimed);
  return { record: claimed, group, turn };
}

export function releaseClaim(store: LeadStore, claim: Claim): Promise<void> {
  return leave(store, claim.group, claim.turn);
}

export interface PendingLead {
  key: string;
  record: LeadRecord;
}

export async function listPendingLeads(store: LeadStore): Promise<PendingLead[]> {
  const { blobs } = await store.list({ prefix: PENDING_PREFIX });
  const keys = blobs.map((blob) => blob.key).sort();
  const leads: PendingLead[] = [];
  for (const key of keys) {
    const record = (await store.get(key, { type: "json" })) as LeadRecord | null;
    if (record) leads.push({ key, record });
  }
  return leads;
}

export interface RetrySummary {
  pending: number;
  delivered: number;
  failed: number;
  /** Dropped: an identical request within the window was stored first (arrivals.ts). */
  duplicates: number;
  /** Claimed by another run, not yet due, or left for the next run. */
  skipped: number;
  /** Still undelivered after OVERDUE_MS. */
  overdue: number;
  /** Deleted undelivered, older than the privacy policy's maximum (retention.ts). */
  expired: number;
  stillPending: number;
}

export interface RetryOptions {
  runId: string;
  settings: MailSettings;
  /** Ignore the backoff (a person asked for it now). Claims are always respected. */
  force?: boolean;
  /** Stop starting new sends after this time (ms since the epoch), e.g. before a function's time limit. */
  deadline?: number;
  now?: () => number;
}

/** One retry run: every pending lead that is due, oldest first. */
export async function retryPendingLeads(
  store: LeadStore,
  options: RetryOptions,
): Promise<RetrySummary> {
  const now = options.now ?? Date.now;
  const listed = await listPendingLeads(store);
  const expired = new Set(await deleteExpiredLeads(store, listed, now()));
  const leads = listed.filter(({ record }) => !expired.has(record.id));
  const summary: RetrySummary = {
    pending: leads.length,
    delivered: 0,
    failed: 0,
    duplicates: 0,
    skipped: 0,
    overdue: 0,
    expired: expired.size,
    stillPending: 0,
  };
  let consecutiveFailures = 0;
  let stopReason: string | undefined;

  for (const { key, record: listed } of leads) {
    if (stopReason || (options.deadline !== undefined && now() > options.deadline)) {
      summary.skipped++;
      continue;
    }
    const verdict = await verdictFor(store, listed, { wait: false, now });
    if (verdict.kind === "undecided") {
      summary.skipped++;
      continue;
    }
    if (verdict.kind === "duplicate") {
      // Left behind by a call that stopped before dropping it; its twin is the lead.
      await store.delete(key);
      summary.duplicates++;
      continue;
    }
    const claim = await claimLead(store, key, {
      ...options,
      force: options.force ?? false,
      now: now(),
    });
    if (!claim) {
      summary.skipped++;
      continue;
    }
    const { outcome, delivery } = await deliverLead(
      store,
      claim.record,
      options.settings,
      now,
    ).finally(() => releaseClaim(store, claim));
    if (outcome === "delivered") {
      summary.delivered++;
      consecutiveFailures = 0;
    } else {
      summary.failed++;
      consecutiveFailures++;
      // Misconfiguration fails every lead the same way; a dead Mailgun too, after three tries.
      if (!delivery.ok && (delivery.failure.status === 500 || consecutiveFailures >= 3))
        stopReason = delivery.reason;
    }
  }

  const remaining = await listPendingLeads(store);
  summary.stillPending = remaining.length;
  summary.overdue = remaining.filter(
    ({ record }) => now() - Date.parse(record.receivedAt) > OVERDUE_MS,
  ).length;
  if (summary.overdue > 0) {
    const oldest = remaining[0]?.record.receivedAt;
    console.error(
      `${LOG_PREFIX} ERRORE GRAVE: ${summary.overdue} richieste di contatto non consegnate da più di 24 ore (la più vecchia del ${oldest}). ` +
        `Controllare MAILGUN_API_KEY / MAILGUN_DOMAIN e il dominio su Mailgun; poi "npm run leads:list". Ultimo errore: ${remaining[0]?.record.lastError ?? stopReason ?? "nessun tentativo"}`,
    );
  } else if (summary.stillPending > 0) {
    console.error(
      `${LOG_PREFIX} ${summary.stillPending} richieste di contatto in attesa di consegna${stopReason ? ` (${stopReason})` : ""}.`,
    );
  }
  const storedIds = new Set(remaining.map(({ record }) => record.id));
  await dropOldArrivals(store, storedIds, now());
  const claimHorizon = now() - claimTtlMs(options.settings) - TAKING_NUMBER_LIMIT_MS;
  await dropGroups(
    store,
    CLAIMS_PREFIX,
    (id, turns) => storedIds.has(id) && turns.some((turn) => turn.at > claimHorizon),
  );
  return summary;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
