/**
 * Opening the `leads` store, and its conditional writes. Inside a Netlify Function (on Netlify and
 * under @netlify/dev) the environment carries the Blobs context; elsewhere `openLeadStore()`
 * without credentials (`npm run leads:*` passes them) returns null. Strong consistency: a read sees
 * every write that finished before it (a retry run sees the lead a function just stored, a
 * conditional write is checked against the latest value).
 */
import { getStore, type GetStoreOptions, type Store } from "@netlify/blobs";
import { LEADS_STORE } from "./record";

export type LeadStore = Store;

export function openLeadStore(credentials?: GetStoreOptions): LeadStore | null {
  try {
    return getStore({ name: LEADS_STORE, consistency: "strong", ...credentials });
  } catch (error) {
    if (error instanceof Error && error.name === "MissingBlobsEnvironmentError") return null;
    throw error;
  }
}

/**
 * Writes `value` only if the key is new (`onlyIfNew`) or still holds what was read with this etag
 * (`onlyIfMatch`), atomically. Returns the new etag, or null when the condition failed; throws when
 * the store failed. (The SDK reports every answer but 412 as `modified`; only a real write has an
 * etag.)
 */
export async function writeIf(
  store: LeadStore,
  key: string,
  value: unknown,
  condition: { onlyIfNew: true } | { onlyIfMatch: string },
): Promise<string | null> {
  const { modified, etag } = await store.setJSON(key, value, condition);
  if (!modified) return null;
  if (!etag) throw new Error(`Netlify Blobs non ha confermato la scrittura di ${key}`);
  return etag;
}

/** A JSON entry and the etag to write it back with `onlyIfMatch`; null when there is none. */
export async function readWithEtag<T>(
  store: LeadStore,
  key: string,
): Promise<{ value: T; etag: string } | null> {
  const entry = await store.getWithMetadata(key, { type: "json" });
  if (!entry) return null;
  if (!entry.etag) throw new Error(`Netlify Blobs non ha dato l'etag di ${key}`);
  return { value: entry.data as T, etag: entry.etag };
}
