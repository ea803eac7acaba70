/**
 * Store first, then mail; retry what is still pending. Exactly once towards the staff, on Netlify
 * Blobs' conditional writes (store.ts): identical requests mailed once (dedupe.ts); a lead sent only
 * by whoever holds its claim (its own request, else a retry run once that claim ran out); a
 * delivered lead deleted at once. Details: docs/contact-pipeline.md.
 */
import { mailContact, type DeliveryResult } from "../contact/mailer";
import type { MailSettings } from "../contact/settings";
import type { ContactRequest } from "../contact/validate";
import { pruneSettled, settle } from "./dedupe";
import { checkDelivery, recordAttempt, STATUS_KEYS, type HealthState } from "./health";
import { LOG_PREFIX, PENDING_PREFIX, contentHash, newLeadId, pendingKey } from "./record";
import type { LeadRecord } from "./record";
import { deleteExpiredLeads } from "./retention";
import { readWithEtag, writeIf, type LeadStore } from "./store";

/** Wait before the n-th retry (n = attempts so far): 5, 10, 20, 40, 80 minutes, then every 2 hours. */
export function backoffMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(5 * 60_000 * 2 ** (attempts - 1), 2 * 60 * 60_000);
}

/** A claim outlives the longest possible send (client timeout + guard) with a wide margin. */
const claimBy = (by: string, settings: MailSettings, now: number) => ({
  by,
  until: new Date(now + settings.timeoutMs + 30_000).toISOString(),
});

/** A lead its caller has claimed: the record as stored, and the etag to update it with. */
export type ClaimedLead = { record: LeadRecord; etag: string };

/**
 * Stores a validated request, claimed by `runId` (the caller settles and sends it next). Throws
 * when the store cannot be written: the caller then falls back to mailing directly.
 */
export async function storeLead(
  store: LeadStore,
  contact: ContactRequest,
  { runId, settings, now = Date.now() }: { runId: string; settings: MailSettings; now?: number },
): Promise<ClaimedLead> {
  const id = newLeadId(new Date(now));
  const receivedAt = new Date(now).toISOString();
  const record = { id, receivedAt, contact, attempts: 0, claim: claimBy(runId, settings, now) };
  try {
    const etag = await writeIf(store, pendingKey(id), record, { onlyIfNew: true });
    if (etag) return { record, etag };
    // The id is new, so the write did land and only its answer was lost (the SDK tried again).
    const stored = await readWithEtag<LeadRecord>(store, pendingKey(id));
    if (stored?.value.claim?.by === runId) return { record: stored.value, etag: stored.etag };
    throw new Error(`${pendingKey(id)} esiste già`);
  } catch (error) {
    // Not stored for sure: nothing of it may be sent again by the retry run.
    await store.delete(pendingKey(id)).catch(() => undefined);
    throw error;
  }
}

/**
 * Mails a claimed lead, deleting it once Mailgun accepted it, else recording the failure; unless
 * an identical request is the lead: then it is dropped (its twin is stored and is, or will be,
 * mailed). The retry run settles one whose call stopped before and gets the same answer.
 */
export async function settleAndDeliver(
  store: LeadStore,
  { record, etag }: ClaimedLead,
  settings: MailSettings,
  now: () => number = Date.now,
): Promise<DeliveryResult | "duplicate"> {
  const verdict = await settle(store, record);
  if (verdict.kind === "duplicate") {
    await store.delete(pendingKey(record.id));
    console.log(
      `${LOG_PREFIX} Richiesta identica a ${verdict.of} entro un minuto: inviata una volta sola.`,
    );
    return "duplicate";
  }
  const delivery = await mailContact(
    record.contact,
    settings,
    new Date(record.receivedAt),
    record.id,
  );
  await recordAttempt(store, delivery, now());
  if (delivery.ok) {
    // The SDK already retries a failed call (network error, 429, 5xx) five times.
    await store
      .delete(pendingKey(record.id))
      .catch((error: unknown) =>
        console.error(
          `${LOG_PREFIX} ERRORE: la richiesta ${record.id} è stata consegnata ma non rimossa dallo store; resta bloccata fino alla scadenza del claim e potrebbe essere inviata di nuovo.`,
          String(error),
        ),
      );
    return delivery;
  }
  const failed: LeadRecord = {
    ...record,
    attempts: record.attempts + 1,
    lastAttemptAt: new Date(now()).toISOString(),
    lastError: delivery.reason,
    claim: undefined,
  };
  // Only over what this caller claimed: a lead deleted by hand meanwhile stays deleted.
  await writeIf(store, pendingKey(record.id), failed, { onlyIfMatch: etag }).catch(
    (error: unknown) =>
      // The lead stays stored as it was; its claim expires and the next run tries again.
      console.error(
        `${LOG_PREFIX} Impossibile aggiornare ${record.id} dopo un invio non riuscito`,
        String(error),
      ),
  );
  console.error(
    `${LOG_PREFIX} Richiesta ${record.id} salvata ma NON ancora consegnata (tentativo ${failed.attempts}: ${delivery.reason}). Verrà ritentata.`,
  );
  return delivery;
}

/**
 * Claims a pending lead for one send, if it is due: no live claim (its own request or another run
 * is sending it) and (unless `force`) past its backoff. The claim is written with `onlyIfMatch` on
 * the etag read, so of several runs at once exactly one gets it. Null when the lead is gone, not
 * due, or another run claimed or changed it first.
 */
async function claimLead(
  store: LeadStore,
  key: string,
  { runId, settings, force = false }: RetryOptions,
  now: number,
): Promise<ClaimedLead | null> {
  const current = await readWithEtag<LeadRecord>(store, key);
  if (!current) return null;
  const { claim, lastAttemptAt, attempts } = current.value;
  if (claim && Date.parse(claim.until) > now) return null;
  if (!force && lastAttemptAt && now - Date.parse(lastAttemptAt) < backoffMs(attempts)) return null;
  const record = { ...current.value, claim: claimBy(runId, settings, now) };
  const etag = await writeIf(store, key, record, { onlyIfMatch: current.etag });
  return etag ? { record, etag } : null;
}

/** Every stored request, oldest first. */
export async function listPendingLeads(store: LeadStore) {
  const { blobs } = await store.list({ prefix: PENDING_PREFIX });
  const leads: { key: string; record: LeadRecord }[] = [];
  for (const key of blobs.map((blob) => blob.key).sort()) {
    const record = (await store.get(key, { type: "json" })) as LeadRecord | null;
    if (record) leads.push({ key, record });
  }
  return leads;
}

interface RetryOptions {
  runId: string;
  settings: MailSettings;
  /** Ignore the backoff (a person asked for it now). Claims are always respected. */
  force?: boolean;
  /** Stop starting new sends after this time (ms since the epoch), e.g. before a function's time limit. */
  deadline?: number;
  /** The scheduled run: notes that it ran, so the health endpoint can tell one that stopped. */
  scheduled?: boolean;
  now?: () => number;
}

/** One retry run: every pending lead that is due, oldest first. */
export async function retryPendingLeads(store: LeadStore, options: RetryOptions) {
  const now = options.now ?? Date.now;
  const listed = await listPendingLeads(store);
  const expired = new Set(await deleteExpiredLeads(store, listed, now()));
  const leads = listed.filter(({ record }) => !expired.has(record.id));
  const summary = {
    pending: leads.length,
    delivered: 0,
    failed: 0,
    /** Dropped: an identical request within the window is the lead (dedupe.ts). */
    duplicates: 0,
    /** Claimed by another run, not yet due, or left for the next run. */
    skipped: 0,
    /** Deleted undelivered, older than the privacy policy's maximum (retention.ts). */
    expired: expired.size,
    stillPending: 0,
    /** The delivery verdict after the run, as the health endpoint would give it. */
    health: "ok" as HealthState,
  };
  let consecutiveFailures = 0;
  let stopReason: string | undefined;

  for (const { key } of leads) {
    const late = stopReason || (options.deadline !== undefined && now() > options.deadline);
    const claimed = late ? null : await claimLead(store, key, options, now());
    if (!claimed) {
      summary.skipped++;
      continue;
    }
    const delivery = await settleAndDeliver(store, claimed, options.settings, now);
    if (delivery === "duplicate") summary.duplicates++;
    else if (delivery.ok) {
      summary.delivered++;
      consecutiveFailures = 0;
    } else {
      summary.failed++;
      consecutiveFailures++;
      // Misconfiguration fails every lead the same way; a dead Mailgun too, after three tries.
      if (delivery.failure.status === 500 || consecutiveFailures >= 3) stopReason = delivery.reason;
    }
  }

  const listedAt = now();
  const remaining = await listPendingLeads(store);
  summary.stillPending = remaining.length;
  if (options.scheduled) {
    const { delivered, failed } = summary;
    await store.setJSON(STATUS_KEYS.run, { at: new Date(now()).toISOString(), delivered, failed });
  }
  const verdict = await checkDelivery(() => store, options.settings, now());
  summary.health = verdict.state;
  if (verdict.healthy) console.log(`${LOG_PREFIX} ${verdict.line}`);
  else console.error(`${LOG_PREFIX} ${verdict.line}${stopReason ? ` (${stopReason})` : ""}`);
  await pruneSettled(
    store,
    new Set(remaining.map(({ record }) => contentHash(record.contact))),
    listedAt,
  );
  return summary;
}
