/** @jest-environment node */
import sendContactEmail, { config } from "../../../netlify/functions/send-contact-email";
import { CONTACT_ENDPOINT, MAX_BODY_BYTES } from "../../../netlify/lib/contact/contract";
import { FAILURES, SEND_FAILURE_MESSAGE } from "../../../netlify/lib/contact/failures";
import { mailEnvFor, startFakeMailgun, type FakeMailgun } from "../../helpers/fake-mailgun";
import { isolateEnv } from "../../helpers/env";

const ENDPOINT = "http://localhost/api/send-contact-email";
const valid = {
  name: "Mario Rossi",
  email: "mario@example.it",
  phone: "+39 333 1234567",
  message: "Vorrei informazioni.",
};

function jsonRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function formRequest(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const validForm = { ...valid, privacy: "on" };

async function expectJson(response: Response, status: number, body: unknown): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(body);
}

function expectRedirect(response: Response, location: string): void {
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe(location);
}

let mailgun: FakeMailgun;
let env: ReturnType<typeof isolateEnv>;
let errorSpy: jest.SpyInstance;

beforeAll(async () => {
  mailgun = await startFakeMailgun("ok");
});
afterAll(() => mailgun.close());

beforeEach(() => {
  env = isolateEnv();
  env.set({ ...mailEnvFor(mailgun) });
  mailgun.requests.length = 0;
  mailgun.setMode("ok");
  errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  errorSpy.mockRestore();
  env.restore();
});

describe("config", () => {
  it("routes /api/send-contact-email with a rate limit", () => {
    // Netlify reads config.path without running the code: a literal, equal to the shared constant.
    expect(config.path).toEqual([CONTACT_ENDPOINT]);
    expect(config.rateLimit).toEqual({
      windowLimit: 5,
      windowSize: 60,
      aggregateBy: ["ip", "domain"],
    });
  });

  it("runs in Frankfurt (the region the privacy policy names)", () => {
    expect(config.region).toBe("fra");
  });
});

describe("200: the email reaches Mailgun", () => {
  it("sends every field with the real client", async () => {
    const response = await sendContactEmail(
      jsonRequest({
        ...valid,
        name: "Mario <script>alert(1)</script>",
        message: "Ciao\n<img src=x onerror=alert(1)>",
        extra: "ignored",
      }),
    );
    await expectJson(response, 200, { ok: true });

    expect(mailgun.requests).toHaveLength(1);
    const [sent] = mailgun.requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v3/mg.example.test/messages");
    expect(sent.username).toBe("api");
    expect(sent.password).toBe("key-test-123");
    expect(sent.fields.from).toBe("Sito <noreply@mg.example.test>");
    expect(sent.fields.to).toBe("agenzia@example.test");
    expect(sent.fields["h:Reply-To"]).toBe("mario@example.it");
    expect(sent.fields.subject).toBe(
      "Nuova richiesta di consulenza da Mario <script>alert(1)</script>",
    );
    expect(sent.fields.text).toContain("Telefono: +39 333 1234567");
    expect(sent.fields.text).toContain("<img src=x onerror=alert(1)>");
    expect(sent.fields.html).toContain("Mario &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(sent.fields.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(sent.fields.html).not.toMatch(/<script|<img/);
    expect(Object.keys(sent.fields).sort()).toEqual([
      "from",
      "h:Reply-To",
      "html",
      "subject",
      "text",
      "to",
    ]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("defaults the sender", async () => {
    env.set({ CONTACT_FROM: undefined });
    await expectJson(await sendContactEmail(jsonRequest(valid)), 200, { ok: true });
    expect(mailgun.requests[0].fields.from).toBe("Sito web <noreply@mg.example.test>");
    expect(mailgun.requests[0].fields.to).toBe("agenzia@example.test");
  });

  it.each([[{}], [{ CONTEXT: "production" }]])(
    "has no built-in recipient: without CONTACT_TO nothing goes to Mailgun (%j)",
    async (vars) => {
      env.set({ ...vars, CONTACT_TO: undefined });
      await expectJson(await sendContactEmail(jsonRequest(valid)), 500, {
        error: SEND_FAILURE_MESSAGE,
      });
      expect(mailgun.requests).toHaveLength(0);
      expect(errorSpy).toHaveBeenCalledWith(
        expect.stringContaining("CONFIGURAZIONE MANCANTE: CONTACT_TO non impostata"),
      );
    },
  );

  it("strips CR/LF from the subject and trims fields", async () => {
    await sendContactEmail(
      jsonRequest({ ...valid, name: "  Mario\r\nBcc: evil@example.test  ", phone: "" }),
    );
    const { fields } = mailgun.requests[0];
    expect(fields.subject).toBe("Nuova richiesta di consulenza da Mario Bcc: evil@example.test");
    expect(fields.text).toContain("Telefono: non indicato");
  });

  it("accepts a charset parameter on the content type", async () => {
    const response = await sendContactEmail(
      jsonRequest(valid, { "Content-Type": "application/json; charset=utf-8" }),
    );
    expect(response.status).toBe(200);
  });
});

describe("405", () => {
  it.each(["GET", "PUT", "DELETE", "OPTIONS", "HEAD"])(
    "refuses %s with Allow: POST",
    async (method) => {
      const response = await sendContactEmail(new Request(ENDPOINT, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      if (method !== "HEAD")
        expect(await response.json()).toEqual({ error: "Metodo non consentito" });
      expect(mailgun.requests).toHaveLength(0);
    },
  );
});

describe("415", () => {
  it.each(["text/plain", "multipart/form-data; boundary=x", "application/xml", ""])(
    "refuses %j",
    async (type) => {
      const headers: Record<string, string> = type ? { "Content-Type": type } : {};
      const response = await sendContactEmail(
        new Request(ENDPOINT, { method: "POST", headers, body: "name=x" }),
      );
      await expectJson(response, 415, { error: "Formato della richiesta non supportato" });
    },
  );
});

describe("413", () => {
  it("refuses a declared Content-Length over MAX_BODY_BYTES without reading", async () => {
    const response = await sendContactEmail(
      jsonRequest(valid, { "Content-Length": String(MAX_BODY_BYTES + 1) }),
    );
    await expectJson(response, 413, { error: "Richiesta troppo grande" });
  });

  it("refuses a body that is actually larger than declared or undeclared", async () => {
    const big = JSON.stringify({ ...valid, message: "x".repeat(MAX_BODY_BYTES) });
    await expectJson(await sendContactEmail(jsonRequest(big)), 413, {
      error: "Richiesta troppo grande",
    });
    await expectJson(await sendContactEmail(jsonRequest(big, { "Content-Length": "100" })), 413, {
      error: "Richiesta troppo grande",
    });
  });

  it("stops reading an endless stream soon after the cap", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const request = new Request(ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    await expectJson(await sendContactEmail(request), 413, { error: "Richiesta troppo grande" });
    expect(pulled).toBeLessThan(MAX_BODY_BYTES / 1024 + 8);
  });

  it("accepts a body of exactly MAX_BODY_BYTES", async () => {
    const base = JSON.stringify({ ...valid, message: "" });
    const filler = " ".repeat(MAX_BODY_BYTES - base.length);
    const body = `${filler}${base}`;
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const response = await sendContactEmail(jsonRequest(body));
    await expectJson(response, 400, { error: FAILURES.missingFields.message });
  });
});

describe("400", () => {
  it.each(["{", "", "not json", '{"name": "x",}'])("malformed JSON %j", async (body) => {
    await expectJson(await sendContactEmail(jsonRequest(body)), 400, {
      error: "Richiesta non valida",
    });
  });

  it.each(["[]", "null", '"text"', "42", "true"])(
    "JSON that is not an object: %s",
    async (body) => {
      await expectJson(await sendContactEmail(jsonRequest(body)), 400, {
        error: "Richiesta non valida",
      });
    },
  );

  it("non-string values of known fields", async () => {
    await expectJson(await sendContactEmail(jsonRequest({ ...valid, email: ["a@b.it"] })), 400, {
      error: "Richiesta non valida",
    });
  });

  it("invalid UTF-8", async () => {
    const request = new Request(ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    await expectJson(await sendContactEmail(request), 400, { error: "Richiesta non valida" });
  });

  it.each([
    [{ ...valid, name: undefined }],
    [{ ...valid, name: "   " }],
    [{ ...valid, email: "" }],
    [{ ...valid, message: "\n\t " }],
    [{}],
  ])("missing or blank required fields %#", async (fields) => {
    await expectJson(await sendContactEmail(jsonRequest(fields)), 400, {
      error: "Compila tutti i campi obbligatori",
    });
  });

  it.each([
    "mario",
    "mario@",
    "a@b.it, c@d.it",
    "a@b.it,c@d.it",
    "a@b.it\r\nBcc: x@evil.test",
    "a b@c.it",
    "Mario <a@b.it>",
  ])("bad email %j", async (email) => {
    await expectJson(await sendContactEmail(jsonRequest({ ...valid, email })), 400, {
      error: "Indirizzo email non valido",
      reason: "email",
      field: "email",
    });
  });

  it.each(["abc", "333-CALL-ME", "+39 <333>", "333;444"])("bad phone %j", async (phone) => {
    await expectJson(await sendContactEmail(jsonRequest({ ...valid, phone })), 400, {
      error: "Numero di telefono non valido",
      reason: "telefono",
      field: "phone",
    });
  });

  it.each([
    ["name", "n".repeat(101), "Il nome è troppo lungo"],
    ["email", `${"a".repeat(250)}@b.it`, "L'indirizzo email è troppo lungo"],
    ["phone", "1".repeat(31), "Il numero di telefono è troppo lungo"],
    ["message", "m".repeat(5001), "Il messaggio è troppo lungo"],
  ])("too long %s", async (field, value, error) => {
    await expectJson(await sendContactEmail(jsonRequest({ ...valid, [field]: value })), 400, {
      error,
      reason: "lunghezza",
      field,
    });
  });

  it("never reaches Mailgun for bad input", async () => {
    await sendContactEmail(jsonRequest({ ...valid, email: "bad" }));
    expect(mailgun.requests).toHaveLength(0);
  });
});

// These run without a Blobs store (as outside Netlify): the request cannot be stored, so Mailgun's
// failure is the visitor's failure. With the store, see leads.test.ts.
describe("502: Mailgun fails and there is no store", () => {
  it("answers 502 when Mailgun answers 500, logging status but not the visitor's message", async () => {
    mailgun.setMode("fail");
    const secret = "Messaggio riservato del visitatore 12345";
    const response = await sendContactEmail(jsonRequest({ ...valid, message: secret }));
    await expectJson(response, 502, { error: SEND_FAILURE_MESSAGE });
    expect(errorSpy).toHaveBeenCalledTimes(2);
    expect(errorSpy.mock.calls[1][0]).toMatch(/RICHIESTA NON SALVATA E NON INVIATA/);
    const logged = JSON.stringify(errorSpy.mock.calls);
    expect(logged).toContain("500");
    expect(logged).toContain("Internal fake Mailgun error");
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain("key-test-123");
  });

  it("answers 502 when Mailgun hangs past MAILGUN_TIMEOUT_MS", async () => {
    mailgun.setMode("hang");
    env.set({ MAILGUN_TIMEOUT_MS: "300" });
    const started = Date.now();
    const response = await sendContactEmail(jsonRequest(valid));
    await expectJson(response, 502, { error: SEND_FAILURE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(mailgun.requests).toHaveLength(1);
    expect(errorSpy).toHaveBeenCalled();
  });

  it("answers 502 when Mailgun cannot be reached (mailgun.js says 400: not the visitor's fault)", async () => {
    env.set({ MAILGUN_URL: "http://127.0.0.1:1" });
    await expectJson(await sendContactEmail(jsonRequest(valid)), 502, {
      error: SEND_FAILURE_MESSAGE,
    });
    expect(JSON.stringify(errorSpy.mock.calls)).toMatch(/ECONNREFUSED/);
  });
});

describe("honeypot company_website", () => {
  it("answers 200 and sends nothing (JSON)", async () => {
    const response = await sendContactEmail(
      jsonRequest({ ...valid, company_website: "https://spam.test" }),
    );
    await expectJson(response, 200, { ok: true });
    expect(mailgun.requests).toHaveLength(0);
  });

  it("redirects to success and sends nothing, even with invalid fields (form)", async () => {
    const response = await sendContactEmail(formRequest({ company_website: "x", email: "bad" }));
    expectRedirect(response, "/contatti/?invio=ok#esito-ok");
    expect(mailgun.requests).toHaveLength(0);
  });

  it("ignores an empty honeypot", async () => {
    await expectJson(await sendContactEmail(jsonRequest({ ...valid, company_website: "" })), 200, {
      ok: true,
    });
    expect(mailgun.requests).toHaveLength(1);
  });
});

describe("no-JavaScript form (urlencoded): 303 redirects", () => {
  it("redirects to ?invio=ok after sending", async () => {
    const response = await sendContactEmail(formRequest(validForm));
    expectRedirect(response, "/contatti/?invio=ok#esito-ok");
    expect(await response.text()).toBe("");
    expect(mailgun.requests).toHaveLength(1);
    expect(mailgun.requests[0].fields["h:Reply-To"]).toBe("mario@example.it");
    expect(mailgun.requests[0].fields.text).not.toContain("privacy");
  });

  it.each([
    ["campi", { ...validForm, name: "" }],
    ["email", { ...validForm, email: "a@b.it, c@d.it" }],
    ["telefono", { ...validForm, phone: "abc" }],
    ["lunghezza", { ...validForm, message: "m".repeat(5001) }],
    ["consenso", valid],
    ["consenso", { ...valid, privacy: "" }],
  ])("motivo=%s", async (reason, fields) => {
    expectRedirect(
      await sendContactEmail(formRequest(fields)),
      `/contatti/?invio=errore&motivo=${reason}#esito-${reason}`,
    );
    expect(mailgun.requests).toHaveLength(0);
  });

  it("motivo=dimensione for a body over MAX_BODY_BYTES", async () => {
    const response = await sendContactEmail(
      formRequest({ ...validForm, message: "m".repeat(MAX_BODY_BYTES) }),
    );
    expectRedirect(response, "/contatti/?invio=errore&motivo=dimensione#esito-dimensione");
  });

  it("motivo=richiesta for an undecodable body", async () => {
    const request = new Request(ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new Uint8Array([0x6e, 0x3d, 0xff]),
    });
    expectRedirect(
      await sendContactEmail(request),
      "/contatti/?invio=errore&motivo=richiesta#esito-richiesta",
    );
  });

  it("motivo=invio when Mailgun fails", async () => {
    mailgun.setMode("fail");
    expectRedirect(
      await sendContactEmail(formRequest(validForm)),
      "/contatti/?invio=errore&motivo=invio#esito-invio",
    );
  });

  it("answers JSON instead when the client accepts application/json", async () => {
    await expectJson(
      await sendContactEmail(formRequest(validForm, { Accept: "application/json" })),
      200,
      { ok: true },
    );
    await expectJson(
      await sendContactEmail(formRequest(valid, { Accept: "application/json, */*" })),
      400,
      {
        error: "Devi accettare il trattamento dei dati personali",
      },
    );
  });

  it("keeps the first value of a repeated field", async () => {
    const body = `${new URLSearchParams(validForm).toString()}&name=Secondo`;
    const request = new Request(ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expectRedirect(await sendContactEmail(request), "/contatti/?invio=ok#esito-ok");
    expect(mailgun.requests[0].fields.subject).toBe("Nuova richiesta di consulenza da Mario Rossi");
  });
});

describe("redirect contract with the contact page", () => {
  it("uses only outcome codes the page knows", async () => {
    const { outcomeCodes } = await import("../../../src/sections/contact/outcome");
    const { REDIRECT_REASONS } = await import("../../../netlify/lib/contact/failures");
    for (const code of ["ok", ...Object.keys(REDIRECT_REASONS)])
      expect(outcomeCodes).toContain(code);
  });
});
