/**
 * Which of identical requests within DEDUPE_WINDOW_MS (a double click, a resubmitted form) is
 * mailed: `dedupe/<xx>` lists the leads decided to be mailed (content hash and id), each added by a
 * conditional write, so of two settling at once one write fails and reads the other. Settling
 * again gives the same answer. How and why: docs/contact-pipeline.md, "Identical requests, once".
 */
import { contentHash, DEDUPE_WINDOW_MS, leadIdTime, type LeadRecord } from "./record";
import { readWithEtag, writeIf, type LeadStore } from "./store";

export const DEDUPE_PREFIX = "dedupe/";
/** Clocks of different instances, and the time a retry run takes between its list and its clean-up. */
const MARGIN_MS = 60_000;
/** Writes lost to other requests in the same list before giving up (the retry run settles it later). */
const MAX_ATTEMPTS = 20;

type DedupeList = { leads: { hash: string; id: string }[] };

type Verdict = { kind: "lead" } | { kind: "duplicate"; of: string };

const listKey = (hash: string) => `${DEDUPE_PREFIX}${hash.slice(0, 2)}`;

/** Decides whether a stored request is mailed (the lead) or dropped (a twin is the lead). */
export async function settle(store: LeadStore, record: LeadRecord): Promise<Verdict> {
  const hash = contentHash(record.contact);
  const at = leadIdTime(record.id);
  const key = listKey(hash);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await readWithEtag<DedupeList>(store, key);
    const leads = current?.value.leads ?? [];
    if (leads.some((lead) => lead.id === record.id)) return { kind: "lead" };
    const twin = leads.find(
      (lead) => lead.hash === hash && Math.abs(leadIdTime(lead.id) - at) < DEDUPE_WINDOW_MS,
    );
    if (twin) return { kind: "duplicate", of: twin.id };
    const next: DedupeList = { leads: [...leads, { hash, id: record.id }] };
    const condition = current ? { onlyIfMatch: current.etag } : ({ onlyIfNew: true } as const);
    if (await writeIf(store, key, next, condition)) return { kind: "lead" };
  }
  throw new Error(
    `${key}: troppe scritture concorrenti, la richiesta ${record.id} aspetta il ritento`,
  );
}

/**
 * Removes the entries no stored request can need: older than the window (and the margin) before
 * `listedAt`, the time the caller listed `storedHashes`, the contents still in the store (a request
 * stored later arrived after `listedAt`, so older entries are no twin of it). Returns how many went.
 */
export async function pruneSettled(
  store: LeadStore,
  storedHashes: ReadonlySet<string>,
  listedAt: number,
): Promise<number> {
  const horizon = listedAt - DEDUPE_WINDOW_MS - MARGIN_MS;
  const { blobs } = await store.list({ prefix: DEDUPE_PREFIX });
  let removed = 0;
  for (const { key } of blobs) {
    const current = await readWithEtag<DedupeList>(store, key);
    if (!current) continue;
    const keep = current.value.leads.filter(
      (lead) => storedHashes.has(lead.hash) || leadIdTime(lead.id) >= horizon,
    );
    if (keep.length === current.value.leads.length) continue;
    // A request added meanwhile makes this write fail: the next run removes them.
    if (await writeIf(store, key, { leads: keep }, { onlyIfMatch: current.etag }))
      removed += current.value.leads.length - keep.length;
  }
  return removed;
}
