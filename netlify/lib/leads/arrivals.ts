/**
 * Which of several identical requests is the lead, decided with plain reads, writes and lists of
 * the store: no step relies on a conditional write being atomic (the local Blobs server checks and
 * then writes; whether Netlify's own store is atomic cannot be checked from here).
 *
 * Lamport's bakery algorithm, once per arrival. Every request with the same content hash has a
 * folder `arrivals/<hash>/<lead id>/` holding one entry, `ticket`:
 *   1. the folder appears, its ticket `{}`: it is taking a number;
 *   2. its number is one more than the highest it then sees;
 *   3. (the caller stores the lead, with that number);
 *   4. its ticket `{ number }`: it holds that number;
 *   5. it waits for every twin still taking a number, then the smallest (number, id) is the lead.
 * Two requests cannot both be smallest: whichever saw the other while it was taking a number
 * waited for that number; whichever did not see the other at all took a higher one. So identical
 * requests are mailed once, however the calls are scheduled (one process, other workers, other
 * instances), as long as a read sees every write that finished before it began ("strong").
 *
 * Twins are found by listing folders (`directories: true`), never the tickets themselves: the local
 * Blobs server writes through a temporary file beside the entry, and a list that meets one as it is
 * renamed stops early; folders are never renamed. A twin counts for the requests within
 * DEDUPE_WINDOW_MS after it (its id carries its arrival time). A folder without a number after
 * TAKING_NUMBER_LIMIT_MS belongs to a call that died: it is ignored. A lead decided "duplicate" is
 * never sent: its earlier twin is stored and is, or will be.
 */
import { contentHash, DEDUPE_WINDOW_MS, leadIdTime, type LeadRecord } from "./record";
import type { LeadStore } from "./store";

export const ARRIVALS_PREFIX = "arrivals/";
/** Longer than Netlify lets a synchronous function run (60 s at most). */
export const TAKING_NUMBER_LIMIT_MS = 60_000;
const POLL_MS = 25;

interface Ticket {
  /** Absent while the request is taking its number. */
  number?: number;
}

interface Arrival extends Ticket {
  id: string;
  /** ms since the epoch. */
  at: number;
}

export type Verdict =
  | { kind: "first" }
  | { kind: "duplicate"; of: string }
  /** An earlier-numbered twin may still appear: ask again later. */
  | { kind: "undecided" };

function groupPrefix(hash: string): string {
  return `${ARRIVALS_PREFIX}${hash}/`;
}

function ticketKey(hash: string, id: string): string {
  return `${groupPrefix(hash)}${id}/ticket`;
}

async function readGroup(store: LeadStore, hash: string): Promise<Arrival[]> {
  const prefix = groupPrefix(hash);
  const { directories } = await store.list({ prefix, directories: true });
  return Promise.all(
    directories.map(async (directory) => {
      const id = directory.slice(prefix.length).replace(/\/$/, "");
      // A folder whose ticket is not written yet is taking its number too.
      const ticket = (await store.get(ticketKey(hash, id), { type: "json" })) as Ticket | null;
      return { ...ticket, id, at: leadIdTime(id) };
    }),
  );
}

/** The twins that count for a request: those after the start of its window. */
function twins(entries: Arrival[], me: { id: string }): Arrival[] {
  const since = leadIdTime(me.id) - DEDUPE_WINDOW_MS;
  return entries.filter((entry) => entry.id !== me.id && entry.at > since);
}

/** Steps 1 and 2: announces the arrival and returns its number. */
export async function takeNumber(store: LeadStore, hash: string, id: string): Promise<number> {
  await store.setJSON(ticketKey(hash, id), {} satisfies Ticket);
  const others = twins(await readGroup(store, hash), { id });
  return 1 + Math.max(0, ...others.map((entry) => entry.number ?? 0));
}

/** Step 4, once the lead is stored. */
export async function holdNumber(
  store: LeadStore,
  hash: string,
  id: string,
  number: number,
): Promise<void> {
  await store.setJSON(ticketKey(hash, id), { number } satisfies Ticket);
}

/** Removes an arrival (the local server keeps a folder until it is deleted by its own name). */
export async function removeArrival(store: LeadStore, hash: string, id: string): Promise<void> {
  await store.delete(ticketKey(hash, id));
  await store.delete(`${groupPrefix(hash)}${id}`);
}

/**
 * Step 5 for a stored lead. With `wait`, polls until no twin is still taking a number (the
 * function, after answering the visitor); without, says "undecided" instead (a retry run).
 * Leads stored before arrivals existed carry no number: they are first.
 */
export async function verdictFor(
  store: LeadStore,
  record: LeadRecord,
  { wait, now = Date.now }: { wait: boolean; now?: () => number },
): Promise<Verdict> {
  const number = record.arrivalNumber;
  if (number === undefined) return { kind: "first" };
  const hash = contentHash(record.contact);
  for (;;) {
    const others = twins(await readGroup(store, hash), record);
    const takingNumber = others.some(
      (entry) => entry.number === undefined && now() - entry.at < TAKING_NUMBER_LIMIT_MS,
    );
    if (!takingNumber) {
      const earlier = others
        .filter((entry): entry is Arrival & { number: number } => entry.number !== undefined)
        .filter(
          (entry) => entry.number < number || (entry.number === number && entry.id < record.id),
        )
        .sort((a, b) => a.number - b.number || a.id.localeCompare(b.id))[0];
      return earlier ? { kind: "duplicate", of: earlier.id } : { kind: "first" };
    }
    if (!wait) return { kind: "undecided" };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Drops the arrivals nobody can need any more: a group whose twins all arrived before the window
 * (and a dead call's limit) and none of whose leads is still stored. A stored duplicate keeps its
 * group, so that the retry run can still tell it is one. Returns how many arrivals went.
 */
export async function dropOldArrivals(
  store: LeadStore,
  storedIds: ReadonlySet<string>,
  now: number,
): Promise<number> {
  const { directories } = await store.list({ prefix: ARRIVALS_PREFIX, directories: true });
  const horizon = now - Math.max(DEDUPE_WINDOW_MS, TAKING_NUMBER_LIMIT_MS);
  let dropped = 0;
  for (const directory of directories) {
    const hash = directory.slice(ARRIVALS_PREFIX.length).replace(/\/$/, "");
    const entries = await readGroup(store, hash);
    if (entries.some((entry) => storedIds.has(entry.id) || entry.at > horizon)) continue;
    for (const entry of entries) await removeArrival(store, hash, entry.id);
    await store.delete(`${ARRIVALS_PREFIX}${hash}`);
    dropped += entries.length;
  }
  return dropped;
}
