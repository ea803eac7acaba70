/**
 * Who goes first among calls that may run at the same moment in other workers or instances,
 * decided with plain reads, writes and lists of the store: no step relies on a conditional write
 * being atomic (the local Blobs server checks and then writes; whether Netlify's own store is
 * atomic cannot be checked from here).
 *
 * Lamport's bakery algorithm. Each contender has a folder `<group><turn id>/` holding one entry,
 * `ticket`:
 *   1. the folder appears, its ticket `{}`: it is taking a number;
 *   2. its number is one more than the highest it then sees;
 *   3. (the caller may store what it needs to, with that number);
 *   4. its ticket `{ number }`: it holds that number;
 *   5. once no contender is taking a number, the smallest (number, id) goes first.
 * Two contenders cannot both be smallest: whichever saw the other while it was taking a number
 * waited for that number; whichever did not see the other at all took a higher one. This holds as
 * long as a read sees every write that finished before it began (the stores are opened "strong").
 *
 * Contenders are found by listing folders (`directories: true`), never the tickets themselves: the
 * local Blobs server writes through a temporary file beside the entry, and a list that meets one
 * as it is renamed stops early; folders are never renamed. A turn id carries its time (`newLeadId`);
 * which contenders count (a window, a lease) is the caller's choice. A folder still without a
 * number after TAKING_NUMBER_LIMIT_MS belongs to a call that died: it is ignored.
 */
import { leadIdTime } from "./record";
import type { LeadStore } from "./store";

/** Longer than Netlify lets a synchronous function run (60 s at most). */
export const TAKING_NUMBER_LIMIT_MS = 60_000;
const POLL_MS = 25;

export interface Turn {
  id: string;
  /** When the turn was taken, ms since the epoch (from its id). */
  at: number;
  /** Absent while the contender is taking its number. */
  number?: number;
}

export type Decision =
  | { kind: "first" }
  | { kind: "behind"; of: string }
  /** A contender is still taking its number (only without `wait`): ask again later. */
  | { kind: "undecided" };

/** Which of the other turns count for this decision. */
export type Counts = (turn: Turn) => boolean;

const ticketKey = (group: string, id: string) => `${group}${id}/ticket`;

/** Every turn of a group (a prefix ending in "/"). */
export async function readTurns(store: LeadStore, group: string): Promise<Turn[]> {
  const { directories } = await store.list({ prefix: group, directories: true });
  return Promise.all(
    directories.map(async (directory) => {
      const id = directory.slice(group.length).replace(/\/$/, "");
      // A folder whose ticket is not written yet is taking its number too.
      const ticket = (await store.get(ticketKey(group, id), { type: "json" })) as {
        number?: number;
      } | null;
      return { number: ticket?.number, id, at: leadIdTime(id) };
    }),
  );
}

/** Steps 1 and 2: enters the group and returns the turn's number. */
export async function takeNumber(
  store: LeadStore,
  group: string,
  id: string,
  counts: Counts,
): Promise<number> {
  await store.setJSON(ticketKey(group, id), {});
  const others = (await readTurns(store, group)).filter((turn) => turn.id !== id && counts(turn));
  return 1 + Math.max(0, ...others.map((turn) => turn.number ?? 0));
}

/** Step 4. */
export async function holdNumber(
  store: LeadStore,
  group: string,
  id: string,
  number: number,
): Promise<void> {
  await store.setJSON(ticketKey(group, id), { number });
}

/** Step 5. With `wait`, polls while a contender is taking its number; without, says "undecided". */
export async function decide(
  store: LeadStore,
  group: string,
  me: { id: string; number: number },
  { counts, wait, now = Date.now }: { counts: Counts; wait: boolean; now?: () => number },
): Promise<Decision> {
  for (;;) {
    const others = (await readTurns(store, group)).filter(
      (turn) => turn.id !== me.id && counts(turn),
    );
    const takingNumber = others.some(
      (turn) => turn.number === undefined && now() - turn.at < TAKING_NUMBER_LIMIT_MS,
    );
    if (!takingNumber) {
      const ahead = others
        .filter((turn): turn is Turn & { number: number } => turn.number !== undefined)
        .filter((turn) => turn.number < me.number || (turn.number === me.number && turn.id < me.id))
        .sort((a, b) => a.number - b.number || a.id.localeCompare(b.id))[0];
      return ahead ? { kind: "behind", of: ahead.id } : { kind: "first" };
    }
    if (!wait) return { kind: "undecided" };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Steps 1 to 5 at once, for a contender with nothing to store between them. */
export async function takeTurn(
  store: LeadStore,
  group: string,
  id: string,
  counts: Counts,
): Promise<Decision> {
  const number = await takeNumber(store, group, id, counts);
  await holdNumber(store, group, id, number);
  return decide(store, group, { id, number }, { counts, wait: true });
}

/** Leaves the group (the local server keeps a folder until it is deleted by its own name). */
export async function leave(store: LeadStore, group: string, id: string): Promise<void> {
  await store.delete(ticketKey(group, id));
  await store.delete(`${group}${id}`);
}

/**
 * Drops whole groups under `root` that `keep` says nobody needs any more; returns how many turns
 * went. `keep` gets the group's name (the folder under `root`) and its turns.
 */
export async function dropGroups(
  store: LeadStore,
  root: string,
  keep: (name: string, turns: Turn[]) => boolean,
): Promise<number> {
  const { directories } = await store.list({ prefix: root, directories: true });
  let dropped = 0;
  for (const directory of directories) {
    const name = directory.slice(root.length).replace(/\/$/, "");
    const group = `${root}${name}/`;
    const turns = await readTurns(store, group);
    if (keep(name, turns)) continue;
    for (const turn of turns) await leave(store, group, turn.id);
    await store.delete(`${root}${name}`);
    dropped += turns.length;
  }
  return dropped;
}
