/**
 * Which of several identical requests is the lead. Every request takes a turn (bakery.ts) in
 * `arrivals/<hash>/`, the SHA-256 of its content; the turns that count are those within
 * DEDUPE_WINDOW_MS before it and any after it. The request going first is mailed; the others are
 * dropped once stored (their twin is stored and is, or will be, mailed). A duplicate left stored by
 * a call that died is recognised by the retry run, which asks the same question.
 */
import {
  TAKING_NUMBER_LIMIT_MS,
  decide,
  dropGroups,
  holdNumber,
  leave,
  takeNumber,
  type Turn,
} from "./bakery";
import { contentHash, DEDUPE_WINDOW_MS, leadIdTime, type LeadRecord } from "./record";
import type { LeadStore } from "./store";

export const ARRIVALS_PREFIX = "arrivals/";

export type Verdict =
  | { kind: "first" }
  | { kind: "duplicate"; of: string }
  /** An earlier twin may still appear: ask again later. */
  | { kind: "undecided" };

const groupOf = (contact: LeadRecord["contact"]) => `${ARRIVALS_PREFIX}${contentHash(contact)}/`;

/** The twins that count for a request: those after the start of its window. */
const withinWindowOf =
  (id: string) =>
  (turn: Turn): boolean =>
    turn.at > leadIdTime(id) - DEDUPE_WINDOW_MS;

/** Steps 1 and 2 for a request about to be stored as `id`: its number among its twins. */
export function takeArrivalNumber(
  store: LeadStore,
  contact: LeadRecord["contact"],
  id: string,
): Promise<number> {
  return takeNumber(store, groupOf(contact), id, withinWindowOf(id));
}

/** Step 4, once the lead is stored with its number. */
export function holdArrivalNumber(store: LeadStore, record: LeadRecord): Promise<void> {
  return holdNumber(store, groupOf(record.contact), record.id, record.arrivalNumber ?? 0);
}

/** Removes the arrival of a request that could not be stored, so that it holds no twin up. */
export function removeArrival(
  store: LeadStore,
  contact: LeadRecord["contact"],
  id: string,
): Promise<void> {
  return leave(store, groupOf(contact), id);
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
  if (record.arrivalNumber === undefined) return { kind: "first" };
  const decision = await decide(
    store,
    groupOf(record.contact),
    { id: record.id, number: record.arrivalNumber },
    { counts: withinWindowOf(record.id), wait, now },
  );
  return decision.kind === "behind" ? { kind: "duplicate", of: decision.of } : decision;
}

/**
 * Drops the arrivals nobody can need any more: a group whose twins all arrived before the window
 * (and a dead call's limit) and none of whose leads is still stored. A stored duplicate keeps its
 * group, so that the retry run can still tell it is one. Returns how many arrivals went.
 */
export function dropOldArrivals(
  store: LeadStore,
  storedIds: ReadonlySet<string>,
  now: number,
): Promise<number> {
  const horizon = now - Math.max(DEDUPE_WINDOW_MS, TAKING_NUMBER_LIMIT_MS);
  return dropGroups(store, ARRIVALS_PREFIX, (_hash, turns) =>
    turns.some((turn) => storedIds.has(turn.id) || turn.at > horizon),
  );
}
