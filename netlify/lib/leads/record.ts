/**
 * A stored contact request ("lead") in the Netlify Blobs store `leads`: `pending/<id>` until
 * Mailgun accepted it, <id> sorting by arrival time (the ISO time, colons as dashes, then a
 * random suffix). The other keys: `dedupe/<xx>` (dedupe.ts) and `status/…` (health.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import type { ContactRequest } from "../contact/validate";

export const LEADS_STORE = "leads";
/** Of every log line about stored requests. */
export const LOG_PREFIX = "[leads]";
export const PENDING_PREFIX = "pending/";
/** A second identical request within this time is the same lead (double click, resubmitted form). */
export const DEDUPE_WINDOW_MS = 60_000;

export interface LeadRecord {
  id: string;
  /** ISO time the request arrived. */
  receivedAt: string;
  contact: ContactRequest;
  /** Delivery attempts made so far. */
  attempts: number;
  lastAttemptAt?: string;
  /** Why the last attempt failed: status and Mailgun's message, never the visitor's data. */
  lastError?: string;
  /** Who is sending it now (one function call or one retry run), until when (ISO; then void). */
  claim?: { by: string; until: string };
}

/** Sortable, unique: ISO time plus 6 random hex digits. */
export function newLeadId(now: Date = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}`;
}

/** The arrival time written into an id by `newLeadId`, in ms since the epoch (NaN if not one). */
export function leadIdTime(id: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3}Z)-/.exec(id);
  return match ? Date.parse(`${match[1]}:${match[2]}:${match[3]}.${match[4]}`) : NaN;
}

export const pendingKey = (id: string) => `${PENDING_PREFIX}${id}`;

/** Same visitor fields → same hash (the content, not the time). */
export function contentHash(contact: ContactRequest): string {
  return createHash("sha256")
    .update(JSON.stringify([contact.name, contact.email, contact.phone, contact.message]))
    .digest("hex");
}

export const newRunId = (kind: string) => `${kind}-${randomBytes(6).toString("hex")}`;
