/**
 * A stored contact request ("lead") in the Netlify Blobs store `leads`.
 *
 *   pending/<id>    one entry per request until Mailgun accepted it; <id> sorts by arrival time
 *                   (`2026-11-23T14-55-01.123Z-3f9a1c`); holds the visitor's fields and the time.
 *                   Deleted as soon as the email is delivered.
 *   dedupe/<xx>     the leads mailed recently, as the SHA-256 of their content (no personal
 *                   data in clear) and their id, in 256 groups by the hash's first two hex
 *                   digits: decides which of identical requests within DEDUPE_WINDOW_MS is
 *                   mailed (dedupe.ts); the retry run removes what no stored request needs.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ContactRequest } from "../contact/validate";

export const LEADS_STORE = "leads";
/** Of every log line about stored requests. */
export const LOG_PREFIX = "[leads]";
export const PENDING_PREFIX = "pending/";
/** A second identical request within this time is the same lead (double click, resubmitted form). */
export const DEDUPE_WINDOW_MS = 60_000;

export interface LeadClaim {
  /** Who is sending it now (one function call or one retry run). */
  by: string;
  /** ISO time after which the claim is void (the sender died or hung). */
  until: string;
}

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
  claim?: LeadClaim;
}

/** Sortable, unique: ISO time (with ':' and '.' replaced) plus 6 random hex digits. */
export function newLeadId(now: Date = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}`;
}

/** The arrival time written into an id by `newLeadId`, in ms since the epoch (NaN if not one). */
export function leadIdTime(id: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3}Z)-/.exec(id);
  return match ? Date.parse(`${match[1]}:${match[2]}:${match[3]}.${match[4]}`) : NaN;
}

export function pendingKey(id: string): string {
  return `${PENDING_PREFIX}${id}`;
}

/** Same visitor fields → same hash (the content, not the time). */
export function contentHash(contact: ContactRequest): string {
  return createHash("sha256")
    .update(JSON.stringify([contact.name, contact.email, contact.phone, contact.message]))
    .digest("hex");
}

export function newRunId(kind: string): string {
  return `${kind}-${randomBytes(6).toString("hex")}`;
}
