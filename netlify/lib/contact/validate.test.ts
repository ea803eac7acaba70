/** @jest-environment node */
import { CONSENT_FIELD, FIELD_LIMITS, HONEYPOT_FIELD } from "./contract";
import {
  charLength,
  isHoneypotFilled,
  isValidEmail,
  isValidPhone,
  validateContact,
} from "./validate";
import { FAILURES } from "./failures";

const valid = {
  name: "Mario Rossi",
  email: "mario.rossi@example.it",
  phone: "+39 333 123 4567",
  message: "Vorrei una consulenza.",
};

describe("isValidEmail", () => {
  it.each([
    "a@b.it",
    "mario.rossi+sito@example.co.uk",
    "o'neil@example.com",
    "x_y-z@sub.domain-name.org",
    "UPPER@EXAMPLE.IT",
  ])("accepts %s", (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    "",
    "plain",
    "a@b",
    "@example.it",
    "a@",
    "a@@example.it",
    "a b@example.it",
    "a@example.it, b@example.it",
    "a@example.it,b@example.it",
    "a@example.it;b@example.it",
    "a@example.it\r\nBcc: x@evil.test",
    "a@example.it\nBcc: x@evil.test",
    "Mario <a@example.it>",
    ".a@example.it",
    "a..b@example.it",
    "a@-example.it",
    "a@example..it",
    "a@example.i",
    "à@example.it",
  ])("rejects %j", (email) => expect(isValidEmail(email)).toBe(false));

  it("limits the local part to 64 and the whole address to 254 characters", () => {
    expect(isValidEmail(`${"a".repeat(64)}@example.it`)).toBe(true);
    expect(isValidEmail(`${"a".repeat(65)}@example.it`)).toBe(false);
    const longDomain = `${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.${"g".repeat(50)}.it`;
    expect(isValidEmail(`a@${longDomain}`)).toBe(true);
    expect(isValidEmail(`${"a".repeat(20)}@${longDomain}`)).toBe(false);
  });
});

describe("isValidPhone", () => {
  it.each(["+39 333 123 4567", "02/1234567", "(02) 123-456.78", "3331234567"])(
    "accepts %s",
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(["abc", "+39 333 abc", "333;1234", "<script>", "+ - ()", "333\n123", "333_123"])(
    "rejects %j",
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );
});

describe("validateContact", () => {
  it("returns the trimmed request, phone empty when absent", () => {
    const result = validateContact({ name: "  Mario ", email: " a@b.it ", message: "\n ciao \n" });
    expect(result).toEqual({
      ok: true,
      contact: { name: "Mario", email: "a@b.it", phone: "", message: "ciao" },
    });
  });

  it("ignores unknown fields of any type", () => {
    expect(validateContact({ ...valid, extra: { nested: true }, list: [1, 2] }).ok).toBe(true);
  });

  it.each([
    [{ ...valid, name: "" }],
    [{ ...valid, name: "   " }],
    [{ ...valid, email: "\t" }],
    [{ ...valid, message: " \n " }],
    [{ email: valid.email, message: valid.message }],
    [{ ...valid, message: null }],
  ])("reports missing required fields: %j", (fields) => {
    expect(validateContact(fields)).toEqual({ ok: false, failure: FAILURES.missingFields });
  });

  it("refuses non-string values of known fields", () => {
    expect(validateContact({ ...valid, name: 42 })).toEqual({
      ok: false,
      failure: FAILURES.badRequest,
    });
    expect(validateContact({ ...valid, phone: ["1"] })).toEqual({
      ok: false,
      failure: FAILURES.badRequest,
    });
  });

  it("checks email and phone", () => {
    expect(validateContact({ ...valid, email: "a@b.it, c@d.it" })).toEqual({
      ok: false,
      failure: FAILURES.invalidEmail,
    });
    expect(validateContact({ ...valid, phone: "chiamami" })).toEqual({
      ok: false,
      failure: FAILURES.invalidPhone,
    });
    expect(validateContact({ ...valid, phone: "  " }).ok).toBe(true);
  });

  it("enforces the length limits, counting characters rather than UTF-16 units", () => {
    expect(validateContact({ ...valid, name: "n".repeat(FIELD_LIMITS.name) }).ok).toBe(true);
    expect(validateContact({ ...valid, name: "😀".repeat(FIELD_LIMITS.name) }).ok).toBe(true);
    expect(validateContact({ ...valid, name: "n".repeat(FIELD_LIMITS.name + 1) })).toEqual({
      ok: false,
      failure: FAILURES.nameTooLong,
    });
    expect(validateContact({ ...valid, message: "m".repeat(FIELD_LIMITS.message) }).ok).toBe(true);
    expect(validateContact({ ...valid, message: "m".repeat(FIELD_LIMITS.message + 1) })).toEqual({
      ok: false,
      failure: FAILURES.messageTooLong,
    });
    expect(validateContact({ ...valid, phone: "1".repeat(FIELD_LIMITS.phone) }).ok).toBe(true);
    expect(validateContact({ ...valid, phone: "1".repeat(FIELD_LIMITS.phone + 1) })).toEqual({
      ok: false,
      failure: FAILURES.phoneTooLong,
    });
    expect(validateContact({ ...valid, email: `${"a".repeat(250)}@b.it` })).toEqual({
      ok: false,
      failure: FAILURES.emailTooLong,
    });
    expect(charLength("😀é")).toBe(2);
  });

  it("requires the privacy checkbox only when asked to", () => {
    expect(validateContact(valid, { requireConsent: true })).toEqual({
      ok: false,
      failure: FAILURES.consentMissing,
    });
    expect(validateContact({ ...valid, [CONSENT_FIELD]: "" }, { requireConsent: true }).ok).toBe(
      false,
    );
    expect(validateContact({ ...valid, [CONSENT_FIELD]: "on" }, { requireConsent: true }).ok).toBe(
      true,
    );
    expect(validateContact(valid).ok).toBe(true);
  });

  it("has the messages the spec lists", () => {
    expect(FAILURES.missingFields.message).toBe("Compila tutti i campi obbligatori");
    expect(FAILURES.consentMissing.message).toBe(
      "Devi accettare il trattamento dei dati personali",
    );
    expect(FAILURES.sendFailed.message).toBe(
      "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
    );
  });
});

describe("isHoneypotFilled", () => {
  it("is true only for a non-blank value", () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "" })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "  " })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: null })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "https://spam.test" })).toBe(true);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: 1 })).toBe(true);
  });
});
