/**
 * Opening the `leads` store (null outside a function when no credentials are given), with strong
 * consistency, and its conditional writes (docs/contact-pipeline.md, "What production relies on").
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
 * Writes `value` only if the key is new or still holds what was read with this etag, atomically:
 * the new etag, or null when the condition failed; throws when the store failed. (The SDK reports
 * every answer but 412 as `modified`; only a real write has an etag.)
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
