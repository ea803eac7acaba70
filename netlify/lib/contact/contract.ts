/**
 * What the contact form (src/sections/contact/) and the function (netlify/functions/
 * send-contact-email.ts) must agree on, defined once: the endpoint, the field names and the limits.
 * Plain constants with no imports, so the browser bundle takes only these values.
 */

/**
 * The function's route. Netlify reads `config.path` without running the code, so the function
 * writes the same string literally; a unit test keeps the two equal.
 */
export const CONTACT_ENDPOINT = "/api/send-contact-email";

/** Hidden field that people never fill in; bots often do. The function drops such requests. */
export const HONEYPOT_FIELD = "company_website";
/** Checkbox of the no-JavaScript form. */
export const CONSENT_FIELD = "privacy";
/** What a ticked checkbox without a `value` attribute sends; nothing else is consent. */
export const CONSENT_VALUE = "on";

/** Longest value of each field, in characters (code points): the form's maxlength, the function's check. */
export const FIELD_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/**
 * The largest valid request must fit: 12 bytes per character of name and message (4 UTF-8 bytes
 * percent-encoded, or a JSON surrogate pair), 6 per character of email and phone (`\u00XX`), plus
 * field names: a test checks it.
 */
export const MAX_BODY_BYTES = 96 * 1024;
