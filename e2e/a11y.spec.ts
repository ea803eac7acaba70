import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test } from "./fixtures";
import { content, DESKTOP, MOBILE, ROUTES, settle, VIEWPORTS } from "./helpers";

type ContactYaml = NonNullable<Queries.ContactPageQuery["contactYaml"]>;
type Site = Queries.SiteYaml;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every rule, colour contrast included. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Waits until no transition and no finite animation is running (a half-faded card or toast is not
 * what anyone reads); endless ones (Portfolio's floating icons) go on.
 */
async function motionDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5000 },
  );
}

async function violations(page: Page): Promise<string[]> {
  await motionDone(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact}): ${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(0, 2).join(" ")}`,
    ),
  );
}

/**
 * Scrolls through the page a viewport at a time, so that every reveal plays and every counter
 * starts, waits for the counters to end on their figure, and scrolls back to the top.
 */
async function playEverything(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({
    height: document.body.scrollHeight,
    step: window.innerHeight,
  }));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames: the intersection observers have seen the new position.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-final]")].every(
        (counter) => counter.textContent === counter.getAttribute("data-final"),
      ),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("a11y: axe finds no WCAG 2.2 A/AA violation on any route at either viewport, after the splash", async ({
  baseUrl,
  openPage,
}) => {
  test.setTimeout(300_000);
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    // One visitor's session per viewport: the splash on the first page, then each other page.
    const opened = await openPage({ viewport, skipSplash: false });
    try {
      const { page } = opened;
      for (const route of [...ROUTES, "/pagina-che-non-esiste/"]) {
        await page.goto(baseUrl + route);
        await settle(page);
        await playEverything(page);
        found.push(...(await violations(page)).map((v) => `${route} @${viewport.width}: ${v}`));
      }
    } finally {
      await opened.close();
    }
  }
  assert.deepEqual(found, []);
});

test("a11y: no violations with the mobile menu open, with a toast shown, and under reduced motion", async ({
  baseUrl,
  root,
  openPage,
}) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  const menu = await openPage({ viewport: MOBILE });
  try {
    const { page } = menu;
    for (const route of ROUTES) {
      await page.goto(baseUrl + route);
      await settle(page);
      await page.locator('button[aria-controls="mobile-menu"]').click();
      await page.locator("#mobile-menu").waitFor({ state: "visible" });
      found.push(...(await violations(page)).map((v) => `${route} menu open: ${v}`));
    }
  } finally {
    await menu.close();
  }

  const { form } = content<ContactYaml>(root, "contact.yaml");
  const site = content<Site>(root, "site.yaml");
  for (const viewport of [MOBILE, DESKTOP]) {
    const opened = await openPage({ viewport });
    try {
      const { page } = opened;
      await page.goto(baseUrl + "/contatti/");
      await settle(page);
      await page.locator('form button[type="submit"]').click();
      await page.getByRole("status").getByText(site.toasts.required.description).waitFor();
      found.push(
        ...(await violations(page)).map((v) => `/contatti/ error toast @${viewport.width}: ${v}`),
      );
      await page.getByLabel(form.nameLabel, { exact: false }).first().fill("Anna Verdi");
      await page.getByLabel(form.emailLabel, { exact: false }).first().fill("anna@example.it");
      await page
        .getByLabel(form.messageLabel, { exact: false })
        .first()
        .fill("Una domanda sui vostri servizi.");
      await page.locator('form button[type="submit"]').click();
      await page.getByRole("status").getByText(site.toasts.success.title).waitFor();
      found.push(
        ...(await violations(page)).map((v) => `/contatti/ success toast @${viewport.width}: ${v}`),
      );
    } finally {
      await opened.close();
    }
  }

  const still = await openPage({ viewport: DESKTOP, reducedMotion: "reduce" });
  try {
    for (const route of ROUTES) {
      await still.page.goto(baseUrl + route);
      await settle(still.page);
      found.push(...(await violations(still.page)).map((v) => `${route} reduced motion: ${v}`));
    }
  } finally {
    await still.close();
  }
  assert.deepEqual(found, []);
});

test("a11y: the server HTML alone (scripts blocked) and its outcome notices are accessible too", async ({
  baseUrl,
  openPage,
}) => {
  const found: string[] = [];
  for (const query of ["", "?invio=ok#esito-ok", "?invio=errore&motivo=campi#esito-campi"]) {
    // axe cannot run in a context with JavaScript switched off, so the site's bundles are
    // blocked instead: the page stays as the server rendered it, as without JavaScript.
    const opened = await openPage({ viewport: MOBILE });
    try {
      await opened.page.route("**/*.js", (route) => route.abort());
      await opened.page.goto(`${baseUrl}/contatti/${query}`);
      // The inline head script marks <html class="js">; without JavaScript that class is absent.
      await opened.page.evaluate(() => document.documentElement.classList.remove("js"));
      const anchor = query.split("#")[1];
      if (anchor)
        assert.equal(
          await opened.page.locator(`#${anchor}`).isVisible(),
          true,
          `notice #${anchor} shown`,
        );
      found.push(...(await violations(opened.page)).map((v) => `/contatti/${query} no JS: ${v}`));
    } finally {
      await opened.close();
    }
  }
  assert.deepEqual(found, []);
});
