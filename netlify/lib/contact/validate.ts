/** Server-side validation of a contact request. Pure functions, unit-tested. */
import { FAILURES, type Failure } from "./failures";
import { CONSENT_FIELD, CONSENT_VALUE, FIELD_LIMITS, HONEYPOT_FIELD } from "./contract";

/** A request's fields as parsed from its body (body.ts), before validation. */
export type RawFields = Record<string, unknown>;

export interface ContactRequest {
  name: string;
  email: string;
  /** Empty string when not given. */
  phone: string;
  message: string;
}

export type ValidationResult =
  { ok: true; contact: ContactRequest } | { ok: false; failure: Failure };

const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}$`);
const PHONE_PATTERN = /^[0-9 +()./-]+$/;

/** One plain address (`user@example.it`): no display name, no list, no whitespace, ≤ 254 characters. */
export function isValidEmail(email: string): boolean {
  if (email.length > FIELD_LIMITS.email) return false;
  const local = email.slice(0, email.lastIndexOf("@"));
  return local.length <= 64 && EMAIL_PATTERN.test(email);
}

/** Digits, spaces and `+ ( ) - . /`, at least one digit. */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone) && /\d/.test(phone);
}

/** Length in characters (code points), as a person would count them. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** Any non-empty value of the hidden field, in any position of a repeated key (see body.ts), means spam. */
export function isHoneypotFilled(fields: RawFields): boolean {
  return isFilledHoneypotValue(own(fields, HONEYPOT_FIELD));
}

export function isFilledHoneypotValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}

/**
 * Trims and checks name, email, phone and message. Unknown fields are ignored. Fields that are
 * present but not strings (JSON) make the request invalid. `requireConsent` is set for the
 * no-JS form, which carries the privacy checkbox; JSON requests do not send consent.
 */
export function validateContact(
  fields: RawFields,
  { requireConsent = false } = {},
): ValidationResult {
  const name = readText(fields, "name");
  const email = readText(fields, "email");
  const phone = readText(fields, "phone");
  const message = readText(fields, "message");
  if (name === null || email === null || phone === null || message === null)
    return fail(FAILURES.badRequest);

  if (name === "" || email === "" || message === "") return fail(FAILURES.missingFields);
  if (charLength(name) > FIELD_LIMITS.name) return fail(FAILURES.nameTooLong);
  if (charLength(email) > FIELD_LIMITS.email) return fail(FAILURES.emailTooLong);
  if (charLength(phone) > FIELD_LIMITS.phone) return fail(FAILURES.phoneTooLong);
  if (charLength(message) > FIELD_LIMITS.message) return fail(FAILURES.messageTooLong);
  if (!isValidEmail(email)) return fail(FAILURES.invalidEmail);
  if (phone !== "" && !isValidPhone(phone)) return fail(FAILURES.invalidPhone);

  if (requireConsent) {
    if (readText(fields, CONSENT_FIELD) !== CONSENT_VALUE) return fail(FAILURES.consentMissing);
  }
  return { ok: true, contact: { name, email, phone, message } };
}

const fail = (failure: Failure): ValidationResult => ({ ok: false, failure });
const own = (fields: RawFields, key: string) =>
  Object.hasOwn(fields, key) ? fields[key] : undefined;

/** Trimmed string; "" when absent or null; null when present with another type. */
function readText(fields: RawFields, key: string): string | null {
  const value = own(fields, key);
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value.trim() : null;
}
