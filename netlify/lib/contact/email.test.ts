/** @jest-environment node */
import {
  PHONE_NOT_GIVEN,
  buildContactEmail,
  buildSubject,
  escapeHtml,
  formatItalianDateTime,
  toHeaderValue,
} from "./email";

const date = new Date("2025-11-22T21:40:00Z");
const envelope = { from: "Sito web <noreply@mg.example.test>", to: "info@example.test", date };

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;",
    );
  });
});

describe("toHeaderValue", () => {
  it("removes CR, LF and other control characters", () => {
    expect(toHeaderValue("Mario\r\nBcc: victim@example.test")).toBe(
      "Mario Bcc: victim@example.test",
    );
    expect(toHeaderValue("a\u2028b\u0000c\td")).toBe("a b c d");
  });
});

describe("formatItalianDateTime", () => {
  it("formats in Italian, Rome time", () => {
    expect(formatItalianDateTime(date)).toBe("sabato 22 novembre 2025 alle ore 22:40");
    expect(formatItalianDateTime(new Date("2025-07-01T10:05:00Z"))).toContain("12:05");
  });
});

describe("buildContactEmail", () => {
  const contact = {
    name: `Mario <b>Rossi</b>\r\nBcc: evil@example.test`,
    email: "mario@example.it",
    phone: "",
    message: `Ciao <script>alert("x")</script>\nseconda riga & fine`,
  };
  const email = buildContactEmail(contact, envelope);

  it("addresses the agency and puts the visitor in Reply-To", () => {
    expect(email.from).toBe(envelope.from);
    expect(email.to).toBe(envelope.to);
    expect(email["h:Reply-To"]).toBe("mario@example.it");
  });

  it("builds a single-line subject", () => {
    expect(email.subject).toBe(
      "Nuova richiesta di consulenza da Mario <b>Rossi</b> Bcc: evil@example.test",
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(buildSubject("Anna")).toBe("Nuova richiesta di consulenza da Anna");
  });

  it("writes every detail in the text part", () => {
    expect(email.text).toContain(`Nome: ${contact.name}`);
    expect(email.text).toContain("Email: mario@example.it");
    expect(email.text).toContain(`Telefono: ${PHONE_NOT_GIVEN}`);
    expect(email.text).toContain("Data: sabato 22 novembre 2025 alle ore 22:40");
    expect(email.text).toContain(contact.message);
  });

  it("escapes every visitor value in the HTML part", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>Rossi");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(email.html).toContain("Mario &lt;b&gt;Rossi&lt;/b&gt;");
    expect(email.html).toContain("seconda riga &amp; fine");
    expect(email.html).toContain("<br>seconda riga");
    expect(email.html).toContain(PHONE_NOT_GIVEN);
    expect(email.html).toContain('href="mailto:mario@example.it"');
    expect(email.html).toContain("22 novembre 2025");
  });

  it("shows the phone when given", () => {
    const withPhone = buildContactEmail({ ...contact, phone: "+39 333 1234567" }, envelope);
    expect(withPhone.text).toContain("Telefono: +39 333 1234567");
    expect(withPhone.html).toContain("+39 333 1234567");
  });
});
