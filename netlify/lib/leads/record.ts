/**
 * A stored contact request ("lead") in the Netlify Blobs store `leads`.
 *
 *   pending/<id>    one entry per request until Mailgun accepted it; <id> sorts by arrival time
 *                   (`2026-11-23T14-55-01.123Z-3f9a1c`); holds the visitor's fields and the time.
 *                   Deleted as soon as the email is delivered.
 *   dedupe/<hash>   SHA-256 of the request's content and the time it arrived: a second identical
 *                   request within DEDUPE_WINDOW_MS is not stored again. No personal data in clear;
 *                   removed by the retry run once older than the window.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ContactRequest } from "../contact/validate";

export const LEADS_STORE = "leads";
export const PENDING_PREFIX = "pending/";
export const DEDUPE_PREFIX = "dedupe/";
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

export interface DedupeMarker {
  at: string;
  id: string;
}

/** Sortable, unique: ISO time (with ':' and '.' replaced) plus 6 random hex digits. */
export function newLeadId(now: Date = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}`;
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

export function dedupeKey(contact: ContactRequest): string {
  return `${DEDUPE_PREFIX}${contentHash(contact)}`;
}

export function newRunId(kind: string): string {
  return `${kind}-${randomBytes(6).toString("hex")}`;
}
