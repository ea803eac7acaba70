/**
 * @jest-environment node
 *
 * Hardening against what a fuzz and fault run can send, each against the real function and
 * the real mailgun.js client talking to the fake Mailgun.
 */
import sendContactEmail from "../../../netlify/functions/send-contact-email";
import { parseFields, topLevelValues } from "../../../netlify/lib/contact/body";
import { FIELD_LIMITS, MAX_BODY_BYTES } from "../../../netlify/lib/contact/contract";
import { toHeaderValue } from "../../../netlify/lib/contact/email";
import { startFakeMailgun, type FakeMailgun } from "../../helpers/fake-mailgun";
import { isolateEnv } from "../../helpers/env";

const ENDPOINT = "http://localhost/api/send-contact-email";
const valid = {
  name: "Mario Rossi",
  email: "mario@example.it",
  phone: "",
  message: "Vorrei informazioni.",
};

const form = (body: string, headers: Record<string, string> = {}) =>
  new Request(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
const json = (body: string) =>
  new Request(ENDPOINT, { method: "POST", headers: { "Content-Type": "application/json" }, body });
const encode = (fields: Array<[string, string]>) => new URLSearchParams(fields).toString();

let mailgun: FakeMailgun;
let env: ReturnType<typeof isolateEnv>;

beforeAll(async () => {
  mailgun = await startFakeMailgun("ok");
});
afterAll(() => mailgun.close());
beforeEach(() => {
  env = isolateEnv();
  env.set({
    MAILGUN_API_KEY: "key-test",
    MAILGUN_DOMAIN: "mg.example.test",
    MAILGUN_URL: mailgun.url,
    CONTACT_TO: "staff@example.test",
  });
  mailgun.requests.length = 0;
  mailgun.setMode("ok");
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  env.restore();
});

describe("consent of the no-JavaScript form: only the checkbox's own value counts", () => {
  it.each(["off", "0", "false", "no", "", " ", "ON ", "yes", "true", "1"])(
    "privacy=%j is refused",
    async (value) => {
      const response = await sendContactEmail(
        form(encode([...Object.entries(valid), ["privacy", value]])),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(
        "/contatti/?invio=errore&motivo=consenso#esito-consenso",
      );
      expect(mailgun.requests).toHaveLength(0);
    },
  );

  it("privacy=on is consent", async () => {
    const response = await sendContactEmail(
      form(encode([...Object.entries(valid), ["privacy", "on"]])),
    );
    expect(response.headers.get("location")).toBe("/contatti/?invio=ok#esito-ok");
    expect(mailgun.requests).toHaveLength(1);
  });
});

describe("honeypot: any non-empty value in any position means spam", () => {
  it.each([[["", "http://spam.example"]], [["http://spam.example", ""]], [["", "", "x"]]])(
    "form with company_website values %j: success answer, nothing sent",
    async (values) => {
      const fields: Array<[string, string]> = [
        ...Object.entries(valid),
        ["privacy", "on"],
        ...values.map((v): [string, string] => ["company_website", v]),
      ];
      const response = await sendContactEmail(form(encode(fields)));
      expect(response.headers.get("location")).toBe("/contatti/?invio=ok#esito-ok");
      expect(mailgun.requests).toHaveLength(0);
    },
  );

  it.each([
    `{"company_website":"http://spam.example","name":"Mario","email":"mario@example.it","message":"Ciao","company_website":""}`,
    `{"name":"Mario","company_website":"","email":"mario@example.it","message":"Ciao","company_website":"x"}`,
    `{ "company_website" : 1 , "name":"Mario","email":"mario@example.it","message":"Ciao","company_website":null}`,
    `{"nested":{"company_website":""},"company_website":{"a":[1,"}"]},"name":"Mario","email":"mario@example.it","message":"Ciao","company_website":false}`,
  ])("JSON with duplicate keys %s: success answer, nothing sent", async (body) => {
    const response = await sendContactEmail(json(body));
    expect(response.status).toBe(200);
    expect(mailgun.requests).toHaveLength(0);
  });

  it("an empty honeypot, however repeated, is a person", async () => {
    const response = await sendContactEmail(
      json(
        `{"company_website":"","name":"Mario","email":"mario@example.it","message":"Ciao","company_website":"  "}`,
      ),
    );
    expect(response.status).toBe(200);
    expect(mailgun.requests).toHaveLength(1);
  });

  it("topLevelValues sees every top-level occurrence and nothing nested", () => {
    expect(topLevelValues(`{"a":"x\\"}","b":{"a":2},"a":[1,{"a":3}],"a":"\\u0041"}`, "a")).toEqual([
      'x"}',
      [1, { a: 3 }],
      "A",
    ]);
    expect(topLevelValues("{}", "a")).toEqual([]);
    expect(parseFields("json", `{"company_website":"x","company_website":""}`)).toEqual({
      ok: true,
      value: { company_website: "x" },
    });
  });
});

describe("invisible formatting characters never reach a header", () => {
  const invisible = [
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
    "\u200b",
    "\u200e",
    "\u200f",
    "\u061c",
    "\ufeff",
  ];

  it.each(invisible.map((char) => [char.codePointAt(0)!.toString(16).toUpperCase(), char]))(
    "U+%s is stripped",
    (_hex, char) => {
      expect(toHeaderValue(`Mario${char} Rossi${char}`)).toBe("Mario Rossi");
    },
  );

  it("the subject Mailgun receives has none of them", async () => {
    const name = "\u202eissoR oiraM\u202c \u2066Offerta\u2069";
    const response = await sendContactEmail(json(JSON.stringify({ ...valid, name })));
    expect(response.status).toBe(200);
    const { subject, "h:Reply-To": replyTo } = mailgun.requests[0].fields;
    expect(subject).toBe("Nuova richiesta di consulenza da issoR oiraM Offerta");
    expect(subject).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(replyTo).toBe("mario@example.it");
  });
});

describe("the body cap fits every valid request", () => {
  const emoji = "😀"; // 4 UTF-8 bytes, %F0%9F%98%80 in a form
  const largest = {
    name: emoji.repeat(FIELD_LIMITS.name),
    email: `${"{".repeat(64)}@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(58)}.it`,
    phone: "(".repeat(FIELD_LIMITS.phone - 1) + "1",
    message: emoji.repeat(FIELD_LIMITS.message),
  };

  it("the largest form and JSON requests are below MAX_BODY_BYTES", () => {
    expect(largest.email.length).toBe(FIELD_LIMITS.email);
    const formBody = encode([
      ...Object.entries(largest),
      ["privacy", "on"],
      ["company_website", ""],
    ]);
    const asciiJson = JSON.stringify(largest, null, 2).replace(
      /[^\n -~]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    expect(Buffer.byteLength(formBody)).toBeGreaterThan(32 * 1024); // the old cap refused it
    expect(Buffer.byteLength(formBody)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(Buffer.byteLength(asciiJson)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    // The worst case of either encoding, without field names (contract.ts, MAX_BODY_BYTES).
    const { name, email, phone, message } = FIELD_LIMITS;
    expect(12 * (name + message) + 6 * (email + phone) + 1024).toBeLessThanOrEqual(MAX_BODY_BYTES);
  });

  it("a no-JavaScript message of 5,000 emoji is delivered", async () => {
    const response = await sendContactEmail(
      form(encode([...Object.entries(largest), ["privacy", "on"]])),
    );
    expect(response.headers.get("location")).toBe("/contatti/?invio=ok#esito-ok");
    expect(mailgun.requests).toHaveLength(1);
    expect(mailgun.requests[0].fields.text).toContain(largest.message);
  });

  it("one character more is refused as too long, not as too large", async () => {
    const response = await sendContactEmail(
      form(
        encode([...Object.entries({ ...largest, message: emoji.repeat(5001) }), ["privacy", "on"]]),
      ),
    );
    expect(response.headers.get("location")).toBe(
      "/contatti/?invio=errore&motivo=lunghezza#esito-lunghezza",
    );
  });
});

describe("every answer of the function carries the security headers", () => {
  const cases: Array<[string, () => Request]> = [
    ["200", () => json(JSON.stringify(valid))],
    ["303", () => form(encode([...Object.entries(valid), ["privacy", "on"]]))],
    ["400", () => json("{")],
    ["405", () => new Request(ENDPOINT, { method: "GET" })],
    ["413", () => json("x".repeat(MAX_BODY_BYTES + 1))],
    [
      "415",
      () =>
        new Request(ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "text/plain" },
          body: "x",
        }),
    ],
  ];
  it.each(cases)("%s", async (status, request) => {
    const response = await sendContactEmail(request());
    expect(String(response.status)).toBe(status);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  });
});

describe("bytes that are not UTF-8 are refused, however they arrive", () => {
  const noJsRefusal = "/contatti/?invio=errore&motivo=richiesta#esito-richiesta";

  it.each([
    ["raw in JSON", () => json(`{"name":"Mario \uFFFD","email":"m@example.it","message":"x"}`)],
    ["raw in a form", () => form(`name=Mario+\uFFFD&email=m%40example.it&message=x&privacy=on`)],
  ])("already decoded by the platform (%s): 400, nothing sent", async (_case, request) => {
    const response = await sendContactEmail(request());
    expect(response.status).toBe(
      request().headers.get("content-type")?.includes("json") ? 400 : 303,
    );
    if (response.status === 303) expect(response.headers.get("location")).toBe(noJsRefusal);
    else expect(await response.json()).toEqual({ error: "Richiesta non valida" });
    expect(mailgun.requests).toHaveLength(0);
  });

  it.each(["%FF", "%C3%28", "%ED%A0%80", "%E2%82"])(
    "percent-encoded in a form (%s): the no-JS refusal, nothing sent",
    async (bytes) => {
      const response = await sendContactEmail(
        form(`name=Mario${bytes}&email=m%40example.it&message=x&privacy=on`),
      );
      expect(response.headers.get("location")).toBe(noJsRefusal);
      expect(mailgun.requests).toHaveLength(0);
    },
  );

  it("a visitor's own U+FFFD, as the site sends it, is accepted and mailed", async () => {
    const fromScript = json(
      `{"name":"Mario","email":"m@example.it","phone":"","message":"Prova \\ufffd"}`,
    );
    expect((await sendContactEmail(fromScript)).status).toBe(200);
    const fromForm = form(
      encode([...Object.entries({ ...valid, message: "Modulo \uFFFD" }), ["privacy", "on"]]),
    );
    expect((await sendContactEmail(fromForm)).headers.get("location")).toMatch(/invio=ok/);
    expect(mailgun.requests).toHaveLength(2);
    const texts = mailgun.requests.map((request) => request.fields.text);
    expect(texts.some((text) => text.includes("Prova \uFFFD"))).toBe(true);
    expect(texts.some((text) => text.includes("Modulo \uFFFD"))).toBe(true);
  });
});
