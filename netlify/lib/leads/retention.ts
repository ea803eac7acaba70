/**
 * How long an undelivered request may wait in the `leads` store (MAX_PENDING_DAYS, the privacy
 * policy's limit, section 5; a test keeps the two equal), and the staff's export and deletion.
 */
import { LOG_PREFIX, pendingKey, type LeadRecord } from "./record";
import type { LeadStore } from "./store";

export const MAX_PENDING_DAYS = 30;
export const MAX_PENDING_AGE_MS = MAX_PENDING_DAYS * 24 * 60 * 60 * 1000;

export const isExpired = (record: LeadRecord, now: number) =>
  now - Date.parse(record.receivedAt) > MAX_PENDING_AGE_MS;

/** A claim still running: someone is sending this request now. */
const beingSent = (record: LeadRecord, now: number): boolean =>
  Boolean(record.claim && Date.parse(record.claim.until) > now);

/**
 * Deletes the listed requests older than the maximum age, except one being sent at this moment
 * (its sender deletes it once delivered, or the next run does). Returns the ids deleted.
 */
export async function deleteExpiredLeads(
  store: LeadStore,
  leads: { key: string; record: LeadRecord }[],
  now: number,
): Promise<string[]> {
  const deleted: string[] = [];
  for (const { key, record } of leads) {
    if (!isExpired(record, now) || beingSent(record, now)) continue;
    await store.delete(key);
    deleted.push(record.id);
    console.error(
      `${LOG_PREFIX} ERRORE GRAVE: richiesta ${record.id} (arrivata il ${record.receivedAt}) cancellata senza essere stata consegnata: ` +
        `ha superato i ${MAX_PENDING_DAYS} giorni di conservazione indicati nella Privacy Policy.`,
    );
  }
  return deleted;
}

/** A stored request by its id (as `npm run leads:list` prints it); null when there is none. */
export async function findLead(store: LeadStore, id: string): Promise<LeadRecord | null> {
  if (!id || id.includes("/")) return null;
  return (await store.get(pendingKey(id), { type: "json" })) as LeadRecord | null;
}

/** Deletes one request by hand (a visitor asked for erasure, or staff answered it by hand). */
export async function deleteLeadByHand(
  store: LeadStore,
  id: string,
  now: number = Date.now(),
): Promise<"deleted" | "missing" | "being-sent"> {
  const record = await findLead(store, id);
  if (!record) return "missing";
  if (beingSent(record, now)) return "being-sent";
  await store.delete(pendingKey(id));
  return "deleted";
}
