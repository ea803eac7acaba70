import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { CONTACT_ENDPOINT, MAX_BODY_BYTES } from "../netlify/lib/contact/contract";
import { listPendingLeads } from "../netlify/lib/leads/deliver";
import { openStoreForCli, runRetry } from "../netlify/cli/leads";
import { test, type OpenPage } from "./fixtures";
import { content, eventually, MOBILE, settle, type Viewport, VIEWPORTS } from "./helpers";

type ContactYaml = NonNullable<Queries.ContactPageQuery["contactYaml"]>;
type Site = Queries.SiteYaml;

const visitor = {
  name: "Mario Rossi",
  email: "mario.rossi@example.it",
  phone: "+39 333 123 4567",
  message: "Vorrei una consulenza per il mio negozio. <b>ciao</b> & grazie",
};

function fields(page: Page, form: ContactYaml["form"]) {
  return {
    name: page.getByLabel(form.nameLabel, { exact: false }).first(),
    email: page.getByLabel(form.emailLabel, { exact: false }).first(),
    phone: page.getByLabel(form.phoneLabel, { exact: false }).first(),
    message: page.getByLabel(form.messageLabel, { exact: false }).first(),
    consent: page.getByRole("checkbox"),
    submit: page.locator('form button[type="submit"]'),
  };
}

/**
 * Every default fill is a new request: the function stores the same content within a minute only
 * once (double-submit protection), and the local store outlives one run of the suite.
 */
const runTag = Date.now().toString(36);
let fills = 0;

async function fillForm(page: Page, form: ContactYaml["form"], given?: Partial<typeof visitor>) {
  const values = given ?? { ...visitor, message: `${visitor.message} (${runTag}-${++fills})` };
  const f = fields(page, form);
  await f.name.fill(values.name ?? "");
  await f.email.fill(values.email ?? "");
  await f.phone.fill(values.phone ?? "");
  await f.message.fill(values.message ?? "");
}

async function openContact(openPage: OpenPage, baseUrl: string, viewport: Viewport = VIEWPORTS[1]) {
  const opened = await openPage({ viewport });
  await opened.page.goto(`${baseUrl}/contatti/`);
  await settle(opened.page);
  return opened;
}

test("contact: each validation toast, and nothing is sent", async ({
  baseUrl,
  mailgun,
  root,
  openPage,
}) => {
  const { form } = content<ContactYaml>(root, "contact.yaml");
  const site = content<Site>(root, "site.yaml");
  for (const viewport of VIEWPORTS) {
    const opened = await openContact(openPage, baseUrl, viewport);
    try {
      const { page } = opened;
      const f = fields(page, form);
      const status = page.getByRole("status");
      assert.equal(await f.consent.isChecked(), true, "consent starts checked");

      await f.submit.click();
      await status.getByText(site.toasts.required.description).waitFor();
      assert.equal(await status.getByText(site.toasts.required.title).first().isVisible(), true);
      assert.equal(
        (await status.locator('[data-variant="destructive"]').count()) > 0,
        true,
        "destructive style",
      );

      await fillForm(page, form, { ...visitor, message: "   \n  " });
      await page.getByRole("button", { name: site.toasts.dismissLabel }).first().click();
      await f.submit.click();
      await status.getByText(site.toasts.required.description).waitFor();

      await fillForm(page, form);
      await f.consent.uncheck();
      await f.submit.click();
      await status.getByText(site.toasts.consent.description).waitFor();
      assert.equal(mailgun.requests.length, 0, "nothing reached Mailgun");
    } finally {
      await opened.close();
    }
  }
});

test("contact: an email or phone the function refuses is named as without JavaScript, the values kept and focus on the field", async ({
  baseUrl,
  mailgun,
  root,
  openPage,
}) => {
  const { form } = content<ContactYaml>(root, "contact.yaml");
  const site = content<Site>(root, "site.yaml");
  const opened = await openContact(openPage, baseUrl);
  try {
    const { page } = opened;
    const f = fields(page, form);
    const status = page.getByRole("status");
    const cases = [
      // Passes the browser's own check of type="email", not the function's: no dot in the domain.
      {
        values: { ...visitor, email: "mario.rossi@esempio" },
        field: f.email,
        text: form.invalidEmail,
      },
      { values: { ...visitor, phone: "333 CHIAMAMI" }, field: f.phone, text: form.invalidPhone },
    ];
    for (const { values, field, text } of cases) {
      await fillForm(page, form, values);
      await f.submit.click();
      await status.getByText(text).waitFor();
      await eventually(
        () => field.evaluate((element) => element === document.activeElement),
        `focus moves to the refused field (${text})`,
      );
      assert.equal(await field.getAttribute("aria-invalid"), "true");
      assert.equal(
        await page.locator("form").getByText(text).isVisible(),
        true,
        "the text is under the field too",
      );
      assert.equal(await status.getByText(site.toasts.failure.description).count(), 0);
      assert.equal(await f.name.inputValue(), values.name);
      assert.equal(await f.email.inputValue(), values.email);
      assert.equal(await f.phone.inputValue(), values.phone);
      assert.equal(await f.message.inputValue(), values.message);
      assert.equal(await f.submit.isEnabled(), true);
    }
    assert.equal(mailgun.requests.length, 0, "nothing reached Mailgun");
    // Chromium reports every 4xx answer in the console; the page itself logs nothing.
    assert.deepEqual(
      opened.errors.filter((error) => !/status of 400/.test(error)),
      [],
    );
  } finally {
    await opened.close();
  }
});

test("contact: success sends the email with the right fields and resets the form @smoke", async ({
  baseUrl,
  mailgun,
  root,
  openPage,
}) => {
  const { form } = content<ContactYaml>(root, "contact.yaml");
  const site = content<Site>(root, "site.yaml");
  const opened = await openContact(openPage, baseUrl, MOBILE);
  try {
    const { page } = opened;
    const f = fields(page, form);
    await fillForm(page, form);
    await f.submit.click();
    await page.getByRole("status").getByText(site.toasts.success.title).waitFor();
    await page.getByRole("status").getByText(site.toasts.success.description).waitFor();
    await eventually(async () => (await f.name.inputValue()) === "", "form reset");
    for (const field of [f.email, f.phone, f.message]) assert.equal(await field.inputValue(), "");
    assert.equal(await f.consent.isChecked(), true);

    // The email goes out after the answer.
    await eventually(() => mailgun.requests.length > 0, "the email reached Mailgun");
    assert.equal(mailgun.requests.length, 1);
    const [request] = mailgun.requests;
    assert.equal(request.path, "/v3/mg.example.test/messages");
    assert.equal(request.username, "api");
    assert.equal(request.password, "e2e-test-key-3f9a7c");
    assert.equal(request.fields.to, "staff@example.test");
    assert.equal(request.fields.from, "Sito web <noreply@mg.example.test>");
    assert.equal(request.fields["h:Reply-To"], visitor.email);
    assert.equal(request.fields.subject, `Nuova richiesta di consulenza da ${visitor.name}`);
    assert.ok(request.fields.text.includes(visitor.message), "text part has the message");
    assert.ok(request.fields.text.includes(visitor.phone), "text part has the phone");
    assert.ok(
      request.fields.html.includes("&lt;b&gt;ciao&lt;/b&gt; &amp; grazie"),
      "html part escapes the visitor's text",
    );
    assert.ok(!request.fields.html.includes("<b>ciao</b>"));
  } finally {
    await opened.close();
  }
});

/** The leads of the local Blobs store whose message contains `text`. */
async function pendingWith(root: string, text: string) {
  const opened = await openStoreForCli(root);
  try {
    return (await listPendingLeads(opened.store)).filter(({ record }) =>
      record.contact.message.includes(text),
    );
  } finally {
    await opened.close();
  }
}

test("contact: while sending every field is disabled; a hanging Mailgun still ends in success, the request stored", async ({
  baseUrl,
  mailgun,
  root,
  openPage,
}) => {
  const { form } = content<ContactYaml>(root, "contact.yaml");
  const site = content<Site>(root, "site.yaml");
  mailgun.setMode("hang");
  const opened = await openContact(openPage, baseUrl);
  try {
    const { page } = opened;
    const f = fields(page, form);
    await fillForm(page, form);
    const message = await f.message.inputValue();
    // The function answers in milliseconds: the request is held here until the form has been seen sending.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${CONTACT_ENDPOINT}`, async (route) => {
      await held;
      await route.continue();
    });
    await f.submit.click();
    await page.locator('form button[type="submit"]', { hasText: form.submittingLabel }).waitFor();
    for (const field of [f.name, f.email, f.phone, f.message, f.consent, f.submit]) {
      assert.equal(await field.isDisabled(), true);
    }
    release();
    // The stand-in never answers: the visitor's answer does not wait for it, and the request is stored.
    await page
      .getByRole("status")
      .getByText(site.toasts.success.description)
      .waitFor({ timeout: 20_000 });
    const stored = await pendingWith(root, message);
    assert.equal(stored.length, 1, "the request waits in the store");
    assert.equal(stored[0].record.contact.email, visitor.email);
  } finally {
    await opened.close();
  }
});

test("contact: Mailgun failing, the visitor is told it is sent; two retries at once deliver it exactly once", async ({
  baseUrl,
  mailgun,
  root,
  openPage,
}) => {
  const { form } = content<ContactYaml>(root, "contact.yaml");
  const site = content<Site>(root, "site.yaml");
  mailgun.setMode("fail");
  const opened = await openContact(openPage, baseUrl);
  try {
    const { page } = opened;
    const f = fields(page, form);
    await fillForm(page, form);
    const message = await f.message.inputValue();
    await f.submit.click();
    await page
      .getByRole("status")
      .getByText(site.toasts.success.description)
      .waitFor({ timeout: 20_000 });
    assert.equal((await pendingWith(root, message)).length, 1);
    // The request's own attempt runs after the answer: let it fail first.
    await eventually(
      async () => (await pendingWith(root, message))[0]?.record.attempts === 1,
      "the first attempt failed",
    );

    mailgun.setMode("ok");
    mailgun.requests.length = 0;
    // `npm run leads:retry` reads the mail settings from its environment: the server's ones.
    const mail = {
      MAILGUN_URL: mailgun.url,
      MAILGUN_API_KEY: "e2e-test-key-3f9a7c",
      MAILGUN_DOMAIN: "mg.example.test",
      CONTACT_TO: "staff@example.test",
    };
    const saved = Object.fromEntries(Object.keys(mail).map((key) => [key, process.env[key]]));
    const log = console.log;
    Object.assign(process.env, mail);
    console.log = () => undefined;
    try {
      await Promise.all([runRetry(root), runRetry(root)]);
    } finally {
      console.log = log;
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    const mine = mailgun.requests.filter((request) => request.fields.text.includes(message));
    assert.equal(mine.length, 1, "exactly one email");
    assert.equal(mine[0].fields["h:Reply-To"], visitor.email);
    assert.equal((await pendingWith(root, message)).length, 0, "nothing left pending");
  } finally {
    await opened.close();
  }
});

test("contact: without JavaScript the form still delivers and shows the outcome", async ({
  baseUrl,
  mailgun,
  root,
  openPage,
}) => {
  const { form } = content<ContactYaml>(root, "contact.yaml");
  const site = content<Site>(root, "site.yaml");
  const opened = await openPage({ javaScriptEnabled: false });
  try {
    const { page } = opened;
    await page.goto(`${baseUrl}/contatti/`);
    await fillForm(page, form);
    await Promise.all([
      page.waitForURL("**/contatti/?invio=ok#esito-ok"),
      fields(page, form).submit.click(),
    ]);
    await page.locator("#esito-ok").getByText(site.toasts.success.description).waitFor();
    await eventually(() => mailgun.requests.length > 0, "the email reached Mailgun");
    assert.equal(mailgun.requests.length, 1);
    assert.equal(mailgun.requests[0].fields["h:Reply-To"], visitor.email);

    // The server checks again: a phone number of letters comes back with its own notice.
    await page.goto(`${baseUrl}/contatti/`);
    await fillForm(page, form, { ...visitor, phone: "chiamami" });
    await Promise.all([
      page.waitForURL("**motivo=telefono#esito-telefono"),
      fields(page, form).submit.click(),
    ]);
    await page.locator("#esito-telefono").getByText(form.invalidPhone).waitFor();
    assert.equal(await page.locator("#esito-ok").isVisible(), false);
    assert.equal(mailgun.requests.length, 1, "nothing more was sent");
  } finally {
    await opened.close();
  }
});

test("contact: malformed and hostile requests get clear 4xx answers, never a 5xx", async ({
  baseUrl,
  mailgun,
}) => {
  const url = `${baseUrl}/api/send-contact-email`;
  const json = { "Content-Type": "application/json" };
  const valid = { name: "Anna", email: "anna@example.it", phone: "", message: "Ciao" };
  const cases: Array<[string, RequestInit, number]> = [
    ["GET", { method: "GET" }, 405],
    ["PUT", { method: "PUT", headers: json, body: JSON.stringify(valid) }, 405],
    ["DELETE", { method: "DELETE" }, 405],
    [
      "text/plain",
      { method: "POST", headers: { "Content-Type": "text/plain" }, body: "ciao" },
      415,
    ],
    [
      "multipart",
      {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: "--x--",
      },
      415,
    ],
    ["no content type", { method: "POST", body: new Uint8Array([1, 2, 3]) }, 415],
    ["broken JSON", { method: "POST", headers: json, body: "{name:" }, 400],
    ["JSON array", { method: "POST", headers: json, body: "[1,2]" }, 400],
    ["JSON null", { method: "POST", headers: json, body: "null" }, 400],
    ["empty body", { method: "POST", headers: json, body: "" }, 400],
    ["missing fields", { method: "POST", headers: json, body: "{}" }, 400],
    [
      "numbers for text",
      { method: "POST", headers: json, body: JSON.stringify({ ...valid, name: 42 }) },
      400,
    ],
    [
      "header injection",
      {
        method: "POST",
        headers: json,
        body: JSON.stringify({ ...valid, email: "a@b.it\r\nBcc: x@y.it" }),
      },
      400,
    ],
    [
      "two addresses",
      { method: "POST", headers: json, body: JSON.stringify({ ...valid, email: "a@b.it,c@d.it" }) },
      400,
    ],
    [
      "letters in phone",
      { method: "POST", headers: json, body: JSON.stringify({ ...valid, phone: "chiamami" }) },
      400,
    ],
    [
      "long name",
      { method: "POST", headers: json, body: JSON.stringify({ ...valid, name: "x".repeat(101) }) },
      400,
    ],
    [
      "long message",
      {
        method: "POST",
        headers: json,
        body: JSON.stringify({ ...valid, message: "x".repeat(5001) }),
      },
      400,
    ],
    [
      "oversize body",
      {
        method: "POST",
        headers: json,
        body: JSON.stringify({ ...valid, message: "x".repeat(MAX_BODY_BYTES + 1) }),
      },
      413,
    ],
    [
      "proto pollution",
      {
        method: "POST",
        headers: json,
        body: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}',
      },
      400,
    ],
    [
      "bad UTF-8",
      { method: "POST", headers: json, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) },
      400,
    ],
  ];
  for (const [label, init, expected] of cases) {
    const response = await fetch(url, {
      ...init,
      headers: { Accept: "application/json", ...(init.headers ?? {}) },
    });
    const body = await response.text();
    assert.equal(response.status, expected, `${label}: ${response.status} ${body}`);
    assert.ok(response.status < 500, label);
    if (response.status !== 405 || body) {
      const parsed = JSON.parse(body) as { error?: string };
      assert.ok(
        parsed.error && !/[A-Z][a-z]+Error|at \w+ \(/.test(parsed.error),
        `${label}: Italian message, no stack`,
      );
    }
  }
  assert.equal(mailgun.requests.length, 0);
});
