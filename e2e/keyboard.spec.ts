import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "./fixtures";
import { content, DESKTOP, eventually, MOBILE, ROUTES, settle } from "./helpers";

type Site = Queries.SiteYaml;
type ContactYaml = NonNullable<Queries.ContactPageQuery["contactYaml"]>;

/** What has focus: tag, id, accessible text and the focus ring as drawn. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      text: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
      href: el.getAttribute("href"),
      outline: `${style.outlineStyle} ${parseFloat(style.outlineWidth)}`,
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
      insideMain: el.closest("main") !== null,
      /** In <main> or after it in document order (not back in the header). */
      fromMainOn:
        el.closest("main") !== null ||
        Boolean(
          document.querySelector("main")!.compareDocumentPosition(el) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        ),
    };
  });
}

test("keyboard: the first Tab reaches a visible skip link that moves focus into the main content", async ({
  baseUrl,
  root,
  openPage,
}) => {
  test.setTimeout(150_000);
  const site = content<Site>(root, "site.yaml");
  for (const viewport of [MOBILE, DESKTOP]) {
    const opened = await openPage({ viewport });
    try {
      const { page } = opened;
      for (const route of ROUTES) {
        await page.goto(baseUrl + route);
        await settle(page);
        await page.keyboard.press("Tab");
        const skip = await focused(page);
        assert.equal(skip?.text, site.ui.skipLink, `${route}: first Tab lands on the skip link`);
        assert.equal(skip?.onScreen, true, "the skip link shows when focused");
        await page.keyboard.press("Enter");
        await eventually(
          async () => (await focused(page))?.id === "contenuto",
          `${route}: focus moves to <main>`,
        );
        await page.keyboard.press("Tab");
        const next = await focused(page);
        assert.equal(
          next?.fromMainOn,
          true,
          `${route}: the next Tab continues from the main content (got ${next?.tag} ${next?.text})`,
        );
      }
    } finally {
      await opened.close();
    }
  }
});

test("keyboard: every focused control shows a visible focus ring", async ({
  baseUrl,
  openPage,
}) => {
  for (const route of ["/", "/portfolio/", "/contatti/"]) {
    const opened = await openPage({ viewport: DESKTOP });
    try {
      const { page } = opened;
      await page.goto(baseUrl + route);
      await settle(page);
      const seen = new Set<string>();
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press("Tab");
        const el = await focused(page);
        if (!el || el.tag === "body") break;
        const key = `${el.tag} ${el.text} ${el.href ?? ""}`;
        if (seen.has(key)) break;
        seen.add(key);
        const [style, width] = el.outline.split(" ");
        assert.ok(
          style !== "none" && Number(width) >= 2,
          `${route}: focus ring on ${key} (outline ${el.outline})`,
        );
        assert.equal(el.onScreen, true, `${route}: focused ${key} is scrolled into view`);
      }
      assert.ok(seen.size >= 8, `${route}: Tab walked through ${seen.size} controls`);
    } finally {
      await opened.close();
    }
  }
});

test("keyboard: the menu toggle opens by Enter and Space, Escape closes it and returns focus", async ({
  baseUrl,
  root,
  openPage,
}) => {
  const site = content<Site>(root, "site.yaml");
  const opened = await openPage({ viewport: MOBILE });
  try {
    const { page } = opened;
    await page.goto(baseUrl + "/");
    await settle(page);
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    const menu = page.locator("#mobile-menu");
    await toggle.focus();

    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "hidden" });

    await page.keyboard.press("Space");
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    assert.equal((await focused(page))?.text, site.nav[0].label, "Tab moves into the open menu");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(
      await toggle.evaluate((el) => el === document.activeElement),
      true,
      "focus returns to the toggle",
    );

    // A link chosen by keyboard navigates and closes the menu.
    await page.keyboard.press("Space");
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${site.nav[0].to}`);
    await menu.waitFor({ state: "hidden" });
  } finally {
    await opened.close();
  }
});

test("keyboard: carousel buttons and dots work with Enter and Space", async ({
  baseUrl,
  openPage,
}) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    const opened = await openPage({ viewport });
    try {
      const { page } = opened;
      await page.goto(baseUrl + "/portfolio/");
      await settle(page);
      const track = page.getByTestId("carousel-track");
      const next = page.getByRole("button", { name: "Testimonianza successiva" });
      const previous = page.getByRole("button", { name: "Testimonianza precedente" });
      await next.focus();
      await page.keyboard.press("Enter");
      await eventually(
        async () => (await track.getAttribute("data-index")) === "1",
        "Enter on next",
      );
      await page.keyboard.press("Space");
      await eventually(
        async () => (await track.getAttribute("data-index")) === "2",
        "Space on next",
      );
      await previous.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Space");
      await eventually(
        async () => (await track.getAttribute("data-index")) === "5",
        "previous wraps around by keyboard",
      );
      // From "previous", Tab walks the dots in order.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      assert.match((await focused(page))?.text ?? "", /^Vai alla testimonianza 3 di 6$/);
      await page.keyboard.press("Enter");
      await eventually(
        async () => (await track.getAttribute("data-index")) === "2",
        "Enter on dot 3",
      );
      assert.equal(
        await page.locator('button[aria-current="true"]').getAttribute("aria-label"),
        "Vai alla testimonianza 3 di 6",
      );
    } finally {
      await opened.close();
    }
  }
});

test("keyboard: the contact form can be filled and sent without a mouse", async ({
  baseUrl,
  mailgun,
  root,
  openPage,
}) => {
  const { form } = content<ContactYaml>(root, "contact.yaml");
  const site = content<Site>(root, "site.yaml");
  const opened = await openPage({ viewport: DESKTOP });
  try {
    const { page } = opened;
    await page.goto(baseUrl + "/contatti/");
    await settle(page);
    await page.getByLabel(form.nameLabel, { exact: false }).first().focus();
    await page.keyboard.type("Anna Verdi");
    await page.keyboard.press("Tab");
    await page.keyboard.type("anna.verdi@example.it");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+39 02 1234 5678");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Vorrei sapere di più sulla gestione dei social.");
    await page.keyboard.press("Tab");
    const consent = await focused(page);
    assert.equal(consent?.tag, "input", "Tab reaches the consent checkbox");
    await page.keyboard.press("Space");
    assert.equal(await page.getByRole("checkbox").isChecked(), false, "Space unticks consent");
    await page.keyboard.press("Space");
    assert.equal(await page.getByRole("checkbox").isChecked(), true);
    // Tab past the privacy link to the submit button, then Enter.
    for (let i = 0; i < 3 && (await focused(page))?.tag !== "button"; i += 1)
      await page.keyboard.press("Tab");
    assert.equal((await focused(page))?.tag, "button", "Tab reaches the submit button");
    await page.keyboard.press("Enter");
    await page.getByRole("status").getByText(site.toasts.success.title).waitFor();
    await eventually(() => mailgun.requests.length > 0, "the email reached Mailgun");
    assert.equal(mailgun.requests.length, 1);
    assert.equal(mailgun.requests[0].fields["h:Reply-To"], "anna.verdi@example.it");
  } finally {
    await opened.close();
  }
});
