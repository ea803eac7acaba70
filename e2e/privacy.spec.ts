import assert from "node:assert/strict";
import type { BrowserContext, Page } from "@playwright/test";
import { test } from "./fixtures";
import { content, eventually, ROUTES, settle } from "./helpers";

interface LegalYaml {
  sections: { title: string; blocks: { text?: string | null; items?: string[] | null }[] }[];
}

/**
 * The names the privacy policy's cookie section gives to what the site stores: every «…» in it.
 * A name ending in «…» («@@scroll|…») stands for every key that starts with what precedes it.
 */
function policyNames(root: string): string[] {
  return [
    ...cookieSection(root)
      .join("\n")
      .matchAll(/«([^»]+)»/g),
  ].map((match) => match[1]);
}

/** The paragraphs and list items of the privacy policy's section on cookies and browser storage. */
function cookieSection(root: string): string[] {
  const policy = content<LegalYaml>(root, "legal/privacy-policy.yaml");
  const section = policy.sections.find((entry) => /cookie/i.test(entry.title));
  assert.ok(section, "the privacy policy has a section on cookies and browser storage");
  return section.blocks.flatMap((block) => [block.text ?? "", ...(block.items ?? [])]);
}

const described = (names: string[], key: string): boolean =>
  names.some((name) => (name.endsWith("…") ? key.startsWith(name.slice(0, -1)) : key === name));

/** Every write to localStorage, sessionStorage and document.cookie, reported as it happens. */
async function recordWrites(context: BrowserContext, written: Set<string>): Promise<void> {
  await context.exposeBinding("__reportStorageWrite", (_source, kind: string, key: string) => {
    written.add(`${kind} ${key}`);
  });
  await context.addInitScript(() => {
    const report = (kind: string, key: string) =>
      (
        window as unknown as { __reportStorageWrite?: (kind: string, key: string) => void }
      ).__reportStorageWrite?.(kind, key);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      report(this === window.sessionStorage ? "sessionStorage" : "localStorage", String(key));
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    if (cookie?.get && cookie.set) {
      const { get, set } = cookie;
      Object.defineProperty(Document.prototype, "cookie", {
        configurable: true,
        get() {
          return get.call(this) as string;
        },
        set(value: string) {
          report("cookie", String(value).split("=")[0].trim());
          set.call(this, value);
        },
      });
    }
  });
}

/** What the browser holds for the site right now, of every kind. */
async function stored(page: Page, context: BrowserContext): Promise<string[]> {
  const inPage = await page.evaluate(async () => ({
    localStorage: Object.keys(window.localStorage),
    sessionStorage: Object.keys(window.sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ""),
    cacheStorage: await caches.keys(),
    serviceWorker: (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => registration.scope,
    ),
  }));
  const cookies = (await context.cookies()).map((cookie) => `cookie ${cookie.name}`);
  return [
    ...cookies,
    ...Object.entries(inPage).flatMap(([kind, keys]) => keys.map((key) => `${kind} ${key}`)),
  ];
}

test("privacy: everything the site stores in the browser, on every page, across navigations, reloads and a new deploy, is described in the privacy policy", async ({
  baseUrl,
  root,
  openPage,
}) => {
  test.setTimeout(180_000);
  const names = policyNames(root);
  const startedAt = Date.now();
  // A first visit with the splash, as a visitor makes it.
  const opened = await openPage({ skipSplash: false });
  const { context, page } = opened;
  const written = new Set<string>();
  await recordWrites(context, written);
  const seen = new Set<string>();
  const look = async () => {
    await settle(page);
    for (const entry of await stored(page, context)) seen.add(entry);
  };
  const scrollDown = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight / 2);
      return new Promise((resolve) => setTimeout(resolve, 300));
    });
  try {
    // Every page opened directly, and the not-found page.
    for (const route of [...ROUTES, "/pagina-che-non-esiste/"]) {
      await page.goto(`${baseUrl}${route}`);
      await look();
      await scrollDown();
    }
    // Client-side navigations between the pages, back and forward, and a reload.
    await page.goto(`${baseUrl}/`);
    await look();
    for (const route of ROUTES.filter((route) => route !== "/")) {
      await scrollDown();
      await page.locator(`a[href="${route}"]`).first().click();
      await page.waitForURL(`${baseUrl}${route}`);
      await look();
    }
    await page.goBack();
    await look();
    await page.goForward();
    await look();
    await page.reload();
    await look();
    // A deploy while the page is open: Gatsby finds a new build's hash and reloads the page once.
    await page.route("**/page-data/app-data.json", async (route) => {
      const response = await route.fetch();
      const appData = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...appData, webpackCompilationHash: "a-new-deploy" },
      });
    });
    // The reload may come before the first document's load event: count parsed documents.
    let documents = 0;
    const counted = () => void documents++;
    page.on("domcontentloaded", counted);
    await page.goto(`${baseUrl}/servizi/`, { waitUntil: "domcontentloaded" });
    await eventually(() => documents >= 2, "the page reloads once for the new deploy", 15_000);
    page.off("domcontentloaded", counted);
    await look();
    await page.unroute("**/page-data/app-data.json");
    await page.goto(`${baseUrl}/chi-siamo/`);
    await look();
  } finally {
    await opened.close();
  }

  const everything = [...new Set([...seen, ...written])].sort();
  const keyOf = (entry: string) => entry.slice(entry.indexOf(" ") + 1);
  // The test sees what the site really writes: the splash flag, Gatsby's scroll positions and the
  // flag of the reload after a new deploy (which lives only until the next page load).
  assert.ok(everything.includes("sessionStorage splash-seen"), everything.join("\n"));
  assert.ok(
    everything.some((entry) => entry.startsWith("sessionStorage @@scroll|")),
    everything.join("\n"),
  );
  assert.ok(
    written.has("sessionStorage gatsby-reload-compilation-hash-match"),
    [...written].join("\n"),
  );
  // A scroll key ends with the navigation's key (@gatsbyjs/reach-router): «initial» for a page
  // opened directly, else the time of the navigation in milliseconds; the policy says so.
  const scrollKeys = everything.filter((entry) => entry.startsWith("sessionStorage @@scroll|"));
  for (const entry of scrollKeys) {
    const last = entry.slice(entry.lastIndexOf("|") + 1);
    const time = Number(last);
    assert.ok(last === "initial" || (time >= startedAt && time <= Date.now()), entry);
  }
  assert.ok(
    scrollKeys.some((entry) => /\|\d{13}$/.test(entry)),
    scrollKeys.join("\n"),
  );
  const scrollItem = cookieSection(root).find((text) => text.includes("«@@scroll|…»")) ?? "";
  assert.match(scrollItem, /«initial»/);
  assert.match(scrollItem, /\bora\b/);
  assert.doesNotMatch(scrollItem, /casuale/, "the key is a time, not a random code");
  const undescribed = everything.filter((entry) => !described(names, keyOf(entry)));
  assert.deepEqual(
    undescribed,
    [],
    `stored in the browser but not described in the privacy policy (section 7); it describes: ${names.join(", ")}`,
  );
  // The policy says the site uses no localStorage, IndexedDB, Cache Storage or service worker.
  assert.deepEqual(
    everything.filter((entry) => !entry.startsWith("sessionStorage ")),
    [],
    "nothing but sessionStorage",
  );
});
