/**
 * Opening the `leads` store. Inside a Netlify Function (on Netlify and under @netlify/dev) the
 * environment carries the Blobs context; elsewhere `openLeadStore()` returns null.
 * Strong consistency: a retry run must see the writes of the function that just stored a lead.
 */
import { getStore, type Store } from "@netlify/blobs";
import { LEADS_STORE } from "./record";

export type LeadStore = Store;

export function openLeadStore(): LeadStore | null {
  try {
    return getStore({ name: LEADS_STORE, consistency: "strong" });
  } catch (error) {
    if (error instanceof Error && error.name === "MissingBlobsEnvironmentError") return null;
    throw error;
  }
}
