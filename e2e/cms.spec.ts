/**
 * The CMS at /admin/ (Decap CMS, src/cms/admin/) as an editor uses it on a fresh clone: the
 * built admin from `npm run serve`, the real decap-server bound to 127.0.0.1 on a temporary copy
 * of content/, and Chromium. The admin is built to talk to decap-server on 127.0.0.1:8081; the
 * test forwards exactly that origin to the decap-server it started on a free port, aborts every
 * other request that leaves the site, and asserts none was attempted (Decap silently falls back
 * to GitHub when it finds no local proxy).
 */
import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { localBackendAnswers } from "../src/develop/local-cms-backend";
import { LOCAL_BACKEND_ORIGIN } from "../src/cms/admin/constants";
import type { CmsField } from "../src/cms/config";
import { parseContent, serializeContent } from "../src/cms/formats";
import { checkContentFile } from "../src/content-model/files";
import { placeholderNames } from "../src/content-model/types";
import { formatLongDate } from "../src/lib/format-date";
import {
  cmsConfig as config,
  cmsEntry,
  enterCms,
  expectMediaTabListsEveryImage,
  expectRefused,
  expectSaved,
  itemLabel,
  openCmsEntry,
  publish,
} from "./decap-ui";
import { freePort, stopProcessGroup } from "../__tests__/helpers/processes";
import { test } from "./fixtures";
import { eventually } from "./helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any content file's shape, as the CMS holds it
type Data = Record<string, any>;

interface Cms {
  dir: string;
  contentDir: string;
  context: BrowserContext;
  page: Page;
  foreign: string[];
  cspViolations: string[];
  errors: string[];
  /** Requests the test could not forward to decap-server (asserted empty). */
  forwardingErrors: string[];
  close(): Promise<void>;
}

/** The served build and the browser, for a CMS session of its own. */
interface Served {
  browser: Browser;
  baseUrl: string;
  root: string;
}

async function openCms(ctx: Served): Promise<Cms> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  const contentDir = path.join(dir, "content");
  fs.cpSync(path.join(ctx.root, "content"), contentDir, { recursive: true });
  const port = await freePort();
  let server: ChildProcess | undefined = spawn(
    process.execPath,
    [path.join(ctx.root, "node_modules", "decap-server", "dist", "index.js")],
    {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        MODE: "fs",
        GIT_REPO_DIRECTORY: dir,
        LOG_LEVEL: "error",
      },
    },
  );
  const context = await ctx.browser.newContext({
    viewport: { width: 1400, height: 1000 },
    locale: "it-IT",
  });
  let closing = false;
  const forwardingErrors: string[] = [];
  const close = async () => {
    closing = true;
    await context.close().catch(() => undefined);
    stopProcessGroup(server);
    server = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await eventually(
      () => localBackendAnswers(port),
      `decap-server answers on 127.0.0.1:${port}`,
      20_000,
    );
    const site = new URL(ctx.baseUrl).origin;
    const foreign: string[] = [];
    await context.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      try {
        if (url.origin === site) return await route.continue();
        if (url.origin === LOCAL_BACKEND_ORIGIN) {
          const response = await route.fetch({
            url: `http://127.0.0.1:${port}${url.pathname}${url.search}`,
          });
          return await route.fulfill({ response });
        }
        foreign.push(url.href);
        return await route.abort();
      } catch (error) {
        // A request still in flight when the test closes its context: nothing to forward it to.
        // During the test, a failed forward is a test failure (errors is asserted empty).
        if (!closing) forwardingErrors.push(`${url.href}: ${(error as Error).message}`);
      }
    });
    const page = await context.newPage();
    // "Leave with unsaved changes?" after a refused save: yes.
    page.on("dialog", (dialog) => void dialog.accept());
    const cspViolations: string[] = [];
    const errors: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      else if (message.type() === "error") errors.push(message.text());
    });
    return {
      dir,
      contentDir,
      context,
      page,
      foreign,
      cspViolations,
      errors,
      forwardingErrors,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

const read = (cms: Cms, file: string) => fs.readFileSync(path.join(cms.contentDir, file), "utf8");

const enter = (baseUrl: string, cms: Cms) => enterCms(cms.page, baseUrl);

/**
 * Publishes the open entry and waits for decap-server's answer to the save: Decap's "Voce salvata"
 * notice of the previous save may still be on screen, and decap-server writes the YAML file before
 * the uploaded pictures, so neither the notice nor the changed file says this save is done.
 */
async function saveEntry(cms: Cms, file: string): Promise<void> {
  const before = read(cms, file);
  const persisted = cms.page.waitForResponse(
    (response) =>
      new URL(response.url()).origin === LOCAL_BACKEND_ORIGIN &&
      /"action":\s*"persistEntry"/.test(response.request().postData() ?? ""),
    { timeout: 30_000 },
  );
  await publish(cms.page);
  const response = await persisted;
  assert.equal(response.status(), 200, `decap-server saved content/${file}`);
  await expectSaved(cms.page);
  assert.notEqual(read(cms, file), before, `content/${file} written by the save`);
}
const openEntry = (
  baseUrl: string,
  cms: Cms,
  file: string,
  expandList = true,
): Promise<CmsField[]> => openCmsEntry(cms.page, baseUrl, file, expandList);

/**
 * How many image fields of the form show a real picture: Decap draws the thumbnail as an
 * <img role="presentation"> whose blob: URL, while the file loads, is an empty SVG.
 */
function drawnThumbnails(page: Page): Promise<number> {
  return page.locator('img[role="presentation"]').evaluateAll(async (images) => {
    const sizes = await Promise.all(
      images.map(async (image) => {
        const src = (image as HTMLImageElement).src;
        if (!src.startsWith("blob:")) return 0;
        return (await (await fetch(src)).blob()).size;
      }),
    );
    return sizes.filter((size) => size > 1_000).length;
  });
}

test("cms: an editor enters /admin/, edits a testimonial, a service and a case study picture, adds a testimonial, saves; the YAML holds exactly those changes and passes the content check", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(240_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const before = {
      testimonials: parseContent(read(cms, "testimonials.yaml")) as Data[],
      services: parseContent(read(cms, "services.yaml")) as Data[],
      caseStudies: parseContent(read(cms, "case-studies.yaml")) as Data[],
    };
    await enter(baseUrl, cms);
    assert.equal(
      await page.locator('meta[name="robots"]').getAttribute("content"),
      "noindex, nofollow",
    );

    await expectMediaTabListsEveryImage(page, cms.contentDir);

    // 1. Testimonials: change the first one's text (the preview follows), add a seventh.
    const testimonialFields = await openEntry(baseUrl, cms, "testimonials.yaml");
    const text = "Con il CMS ho cambiato questa frase da sola, in un minuto.";
    await page
      .getByLabel(itemLabel(testimonialFields, "content"), { exact: true })
      .first()
      .fill(text);
    await page.frameLocator("#preview-pane").getByText(text).waitFor({ timeout: 5_000 });
    await page
      .getByRole("button", { name: /^Aggiungi / })
      .first()
      .click();
    const added = {
      name: "Sara Longo",
      role: "Titolare, Forno Longo",
      content: "Clienti nuovi ogni settimana, senza sprechi.",
      rating: 4,
    };
    await page
      .getByLabel(itemLabel(testimonialFields, "name"), { exact: true })
      .nth(6)
      .fill(added.name);
    await page
      .getByLabel(itemLabel(testimonialFields, "role"), { exact: true })
      .nth(6)
      .fill(added.role);
    await page
      .getByLabel(itemLabel(testimonialFields, "content"), { exact: true })
      .nth(6)
      .fill(added.content);
    await page
      .getByLabel(itemLabel(testimonialFields, "rating"), { exact: true })
      .nth(6)
      .fill(String(added.rating));
    await page
      .frameLocator("#preview-pane")
      .getByRole("button", { name: /7/ })
      .first()
      .waitFor({ timeout: 5_000 });
    await saveEntry(cms, "testimonials.yaml");

    // 2. Services: the second feature of the first service.
    const serviceFields = await openEntry(baseUrl, cms, "services.yaml");
    const feature = "Report mensile in italiano semplice";
    const featureLabel =
      serviceFields[0].fields?.find((field) => field.name === "features")?.field?.label ?? "";
    await page.getByLabel(featureLabel, { exact: true }).nth(1).fill(feature);
    await page.frameLocator("#preview-pane").getByText(feature).waitFor({ timeout: 5_000 });
    await saveEntry(cms, "services.yaml");

    // 3. Case studies: every image field shows its picture (not Decap's empty stand-in), the
    // Portfolio-wide Media tab lists them, then upload a new picture for the first one.
    await openEntry(baseUrl, cms, "case-studies.yaml");
    await eventually(
      async () => (await drawnThumbnails(page)) === before.caseStudies.length,
      "every case study's image field shows its picture",
      20_000,
    );
    const picture = path.join(cms.dir, "nuova-foto.jpg");
    await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 109, g: 40, b: 217 } },
    })
      .jpeg()
      .toFile(picture);
    await page
      .getByRole("button", { name: /^Scegli un('altra)? immagine$/ })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles(picture);
    await page.getByRole("button", { name: "Usa il file selezionato" }).click();
    await page
      .frameLocator("#preview-pane")
      .locator('img[src^="blob:"]')
      .first()
      .waitFor({ timeout: 10_000 });
    await saveEntry(cms, "case-studies.yaml");

    // The files on disk hold exactly these changes, in the one canonical form.
    const testimonials = structuredClone(before.testimonials);
    testimonials[0].content = text;
    testimonials.push(added);
    const services = structuredClone(before.services);
    services[0].features[1] = feature;
    const caseStudies = structuredClone(before.caseStudies);
    caseStudies[0].image = "images/nuova-foto.jpg";
    assert.deepEqual(parseContent(read(cms, "testimonials.yaml")), testimonials);
    assert.deepEqual(parseContent(read(cms, "services.yaml")), services);
    assert.deepEqual(parseContent(read(cms, "case-studies.yaml")), caseStudies);
    assert.equal(read(cms, "testimonials.yaml"), serializeContent(testimonials));
    assert.equal(read(cms, "services.yaml"), serializeContent(services));
    assert.equal(read(cms, "case-studies.yaml"), serializeContent(caseStudies));
    assert.ok(
      fs
        .readFileSync(path.join(cms.contentDir, "images", "nuova-foto.jpg"))
        .equals(fs.readFileSync(picture)),
    );
    for (const file of ["site.yaml", "home.yaml", "metrics.yaml", "portfolio.yaml"]) {
      assert.equal(
        read(cms, file),
        fs.readFileSync(path.join(root, "content", file), "utf8"),
        `${file} untouched`,
      );
    }

    const check = spawnSync(
      path.join(root, "node_modules", ".bin", "tsx"),
      ["src/content-model/check-cli.ts"],
      {
        cwd: root,
        env: { ...process.env, CONTENT_DIR: cms.contentDir },
        encoding: "utf8",
      },
    );
    assert.equal(
      check.status,
      0,
      `npm run check:content on the edited copy:\n${check.stdout}${check.stderr}`,
    );

    assert.deepEqual(cms.foreign, [], "no request leaves 127.0.0.1");
    assert.deepEqual(
      cms.forwardingErrors,
      [],
      "every request to the local proxy reached decap-server",
    );
    assert.deepEqual(cms.cspViolations, [], "the admin's CSP allows what Decap does");
  } finally {
    await cms.close();
  }
});

test("cms: an emptied required field and a service with four features are refused in Italian, and nothing is written", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(180_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const testimonialsBefore = read(cms, "testimonials.yaml");
    const servicesBefore = read(cms, "services.yaml");
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await enter(baseUrl, cms);

    const testimonialFields = await openEntry(baseUrl, cms, "testimonials.yaml");
    await page.getByLabel(itemLabel(testimonialFields, "name"), { exact: true }).first().fill("");
    await publish(page);
    const missing = await expectRefused(page, /Manca un campo obbligatorio/);
    assert.match(missing, /compilalo e salva di nuovo/);
    await page
      .getByText(`Manca «${itemLabel(testimonialFields, "name")}»: è un campo obbligatorio.`)
      .first()
      .waitFor();
    assert.equal(read(cms, "testimonials.yaml"), testimonialsBefore);

    // Our guard's refusal: the first service gets the sixth one's code, then its own back. It
    // names the service that was changed, and stays on screen, in view, after Decap's notice.
    const serviceFields = await openEntry(baseUrl, cms, "services.yaml");
    const keys = page.getByLabel(itemLabel(serviceFields, "key"), { exact: true });
    const firstKey = await keys.nth(0).inputValue();
    const sixthKey = await keys.nth(5).inputValue();
    await keys.nth(0).fill(sixthKey);
    await publish(page);
    await expectRefused(page, /Salvataggio non riuscito\. Da correggere: /);
    const refusal = page.locator("[data-refused-save]");
    const codeLabel = itemLabel(serviceFields, "key");
    await refusal
      .getByText(`Servizio n. 1 › ${codeLabel}: «${sixthKey}» è già usato dal n. 6`)
      .waitFor();
    // Still there once Decap's notice has gone.
    await page.waitForTimeout(9_000);
    await expectSeen(page, refusal, "the refusal");
    assert.equal(read(cms, "services.yaml"), servicesBefore);
    await keys.nth(0).fill(firstKey);

    // The first service loses its fifth feature: the remove button of that row.
    const features = serviceFields[0].fields?.find((field) => field.name === "features");
    assert.ok(features?.field);
    const fifth = page.getByLabel(features.field.label, { exact: true }).nth(4);
    await fifth
      .locator("xpath=ancestor::div[contains(@class, 'SortableListItem')][1]")
      .locator("button")
      .last()
      .click();
    assert.equal(await page.getByLabel(features.field.label, { exact: true }).count(), 6 * 5 - 1);
    // The form scrolled back to its top: the refused field is out of sight.
    await page.getByLabel(itemLabel(serviceFields, "key"), { exact: true }).first().focus();
    await publish(page);
    const wrongLength = `«${features.label}»: servono esattamente 5 elementi.`;
    await refusal.getByText(wrongLength).waitFor({ timeout: 10_000 });
    await expectSeen(page, refusal, "the refusal");
    // Beside the field too, brought into view: not under the toolbar, not off the screen.
    await expectSeen(page, page.getByText(wrongLength).first(), "the field's error");
    await page.waitForTimeout(1_000);
    assert.equal(read(cms, "services.yaml"), servicesBefore);
    // The editor may close it.
    await page.getByRole("button", { name: "Chiudi" }).click();
    await refusal.waitFor({ state: "detached" });

    assert.deepEqual(pageErrors, [], "no uncaught error after the refusals");
    assert.deepEqual(cms.errors, [], "no error in the console after the refusals");

    assert.deepEqual(cms.foreign, [], "no request leaves 127.0.0.1");
    assert.deepEqual(
      cms.forwardingErrors,
      [],
      "every request to the local proxy reached decap-server",
    );
    assert.deepEqual(cms.cspViolations, []);
  } finally {
    await cms.close();
  }
});

/**
 * `what` is on screen for the editor: inside the window and not covered by anything else (Decap's
 * toolbar, a notice) at its centre.
 */
async function expectSeen(page: Page, locator: Locator, what: string): Promise<void> {
  const seen = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 10);
    const inside = box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0;
    const top = document.elementFromPoint(x, y);
    return { inside, uncovered: top !== null && (element === top || element.contains(top)) };
  });
  assert.ok(seen.inside, `${what} is inside the window`);
  assert.ok(seen.uncovered, `${what} is not covered`);
}

/** A text of the file that its preview must show: the hero's or page's title, or the first item's. */
/** Every content file the CMS edits, relative to content/. */
function contentFiles(): string[] {
  return config.collections.flatMap((collection) =>
    collection.files.map((file) => file.file.replace(/^content\//, "")),
  );
}

function headline(data: Data): string {
  if (Array.isArray(data)) return data[0].title ?? data[0].name ?? data[0].label;
  return data.hero?.title ?? data.title ?? data.companyName;
}

test("cms: every content file previews with the site's own sections and CSS, placeholders filled as on the site", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(240_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await enter(baseUrl, cms);
    const files = contentFiles();
    assert.ok(files.length >= 12, `every content file is in the CMS (${files.length})`);
    for (const file of files) {
      await openEntry(baseUrl, cms, file, false);
      const frame = page.frameLocator("#preview-pane");
      const expected = headline(parseContent(read(cms, file)) as Data);
      await frame
        .getByText(expected)
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => {
          throw new Error(`content/${file}: the preview does not show «${expected}»`);
        });
      const body = frame.locator("body");
      const text = (await body.innerText()).trim();
      assert.doesNotMatch(
        text,
        new RegExp(`\\{(${placeholderNames.join("|")})\\}`),
        `content/${file}: placeholders filled`,
      );
      // The site's CSS (tokens, global styles, CSS modules) is in the preview frame.
      const font = await body.evaluate((element) => getComputedStyle(element).fontFamily);
      assert.match(font, /^system-ui, /, `content/${file}: the site's font stack in the preview`);
      assert.ok(
        (await frame.locator("section, header, footer").count()) > 0,
        `content/${file}: the site's sections`,
      );
      // Icons the editor chose are drawn as on the site (names turned into lucide's drawings).
      const undrawn = await frame
        .locator("svg.lucide")
        .evaluateAll(
          (svgs) =>
            svgs.filter(
              (svg) =>
                svg.childElementCount === 0 ||
                !/\blucide-[a-z]/.test(svg.getAttribute("class") ?? ""),
            ).length,
        );
      assert.equal(undrawn, 0, `content/${file}: every icon in the preview is drawn`);
      // "Apri la pagina sul sito" opens the page that shows this file, on the running site.
      const { preview_path: previewPath } = config.collections
        .flatMap((collection) => collection.files)
        .find((candidate) => candidate.file === `content/${file}`)!;
      const live = page.getByRole("link", { name: "Apri la pagina sul sito" });
      await live.waitFor({ timeout: 10_000 });
      assert.equal(
        await live.getAttribute("href"),
        // Decap gives the home page (an empty path) as the site's address itself.
        previewPath ? `${new URL(baseUrl).origin}/${previewPath}` : new URL(baseUrl).origin,
        `content/${file}: the link opens its page`,
      );
    }
    // The Home preview's six rotating icons, each the drawing of its name.
    await openEntry(baseUrl, cms, "home.yaml", false);
    const rotating = page.frameLocator("#preview-pane").locator("[data-icon] svg.lucide");
    await rotating.first().waitFor();
    assert.equal(await rotating.count(), 6, "the Home preview draws its six rotating icons");
    // The site file's preview: the header's menu button clear of Decap's own buttons, and the
    // header scrolling away with the pane instead of covering the footer.
    await openEntry(baseUrl, cms, "site.yaml", false);
    const siteFrame = page.frameLocator("#preview-pane");
    const siteData = parseContent(read(cms, "site.yaml")) as Data;
    const toggle = siteFrame.getByRole("button", { name: siteData.ui.menuOpenLabel });
    await toggle.waitFor();
    const toggleBox = (await toggle.boundingBox())!;
    for (const title of ["Mostra o nascondi l'anteprima", "Scorri insieme all'anteprima"]) {
      const box = await page.getByTitle(title).boundingBox();
      if (!box) continue;
      const overlaps =
        toggleBox.x < box.x + box.width &&
        box.x < toggleBox.x + toggleBox.width &&
        toggleBox.y < box.y + box.height &&
        box.y < toggleBox.y + toggleBox.height;
      assert.ok(!overlaps, `the header's menu button is clear of Decap's «${title}»`);
    }
    const footer = siteFrame.locator("footer");
    await footer.scrollIntoViewIfNeeded();
    const header = (await siteFrame.locator("header").boundingBox())!;
    const footerBox = (await footer.boundingBox())!;
    assert.ok(
      header.y + header.height <= footerBox.y,
      "the header does not cover the footer once the pane is scrolled",
    );
    // The legal page's placeholders: {legalName} and friends become the company's details.
    await openEntry(baseUrl, cms, "legal/privacy-policy.yaml", false);
    const site = parseContent(read(cms, "site.yaml")) as Data;
    await page.frameLocator("#preview-pane").getByText(site.legalName).first().waitFor();
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(cms.foreign, [], "no request leaves 127.0.0.1");
    assert.deepEqual(
      cms.forwardingErrors,
      [],
      "every request to the local proxy reached decap-server",
    );
    assert.deepEqual(cms.cspViolations, []);
  } finally {
    await cms.close();
  }
});

test("cms: changing a legal page's text dates it today, in the preview and in the saved file, which keeps its comments", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(180_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const file = "legal/privacy-policy.yaml";
    // A comment in the file, which the save keeps.
    const comment = "# nota per chi cura il sito: rileggere con il consulente privacy";
    // Dated long ago, whatever date the committed file has (it may be today's).
    const dated = read(cms, file).replace(/^updatedOn: .*$/m, "updatedOn: 2020-01-02");
    fs.writeFileSync(path.join(cms.contentDir, file), `${comment}\n\n${dated}`);
    const before = parseContent(read(cms, file)) as Data;
    const today = new Date().toISOString().slice(0, 10);
    assert.notEqual(before.updatedOn, today, "the committed date is not today");
    await enter(baseUrl, cms);
    const fields = await openEntry(baseUrl, cms, file, false);
    const frame = page.frameLocator("#preview-pane");
    const time = frame.locator("time");
    await time.waitFor();
    assert.equal(await time.getAttribute("datetime"), before.updatedOn, "unchanged: its date");
    // The date field shows the date the page will be saved with, as the preview does.
    const dateLabel = fields.find((field) => field.name === "updatedOn")!.label;
    // An optional field's label ends with Decap's «(facoltativo)».
    const date = page.getByLabel(new RegExp(`^${dateLabel}`)).first();
    assert.equal(await date.inputValue(), before.updatedOn);
    await page.getByText(/anche solo per correggere un errore di battitura/).waitFor();
    const intro = fields.find((field) => field.name === "intro")!.label;
    await page.getByLabel(intro, { exact: true }).fill(`${before.intro} Testo aggiunto.`);
    await eventually(
      async () => (await time.getAttribute("datetime")) === today,
      "the preview dates the changed page today",
    );
    assert.equal(await time.innerText(), formatLongDate(today));
    await eventually(async () => (await date.inputValue()) === today, "the date field says today");
    await saveEntry(cms, file);
    await eventually(
      async () => (await date.inputValue()) === today,
      "the saved page's date in the field",
    );
    const after = parseContent(read(cms, file)) as Data;
    assert.equal(after.updatedOn, today, "saved with today's date");
    assert.equal(after.intro, `${before.intro} Testo aggiunto.`);
    assert.ok(read(cms, file).startsWith(`${comment}\n\n`), "the file's comment is kept");
    assert.deepEqual(cms.errors, [], "no error in the console");
  } finally {
    await cms.close();
  }
});

/** The "Aggiungi …" button of every list a file's fields hold, at any depth (as Decap names it). */
function addButtonsOf(fields: CmsField[]): string[] {
  return fields.flatMap((field) => [
    ...(field.widget === "list"
      ? [`Aggiungi ${(field.label_singular ?? field.label).toLowerCase()}`]
      : []),
    ...addButtonsOf(field.fields ?? []),
  ]);
}

test("cms: adding an item to every list of every file keeps every preview drawn, with no error", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(420_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await enter(baseUrl, cms);
    const frame = page.frameLocator("#preview-pane");
    const files = contentFiles();
    let added = 0;
    for (const file of files) {
      const fields = await openEntry(baseUrl, cms, file, false);
      const expected = headline(parseContent(read(cms, file)) as Data);
      await frame.getByText(expected).first().waitFor({ timeout: 10_000 });
      // Every list open, nested ones included (a legal section's blocks, a service's features).
      for (let round = 0; round < 300; round++) {
        const expand = page.getByRole("button", { name: "Espandi", exact: true });
        if ((await expand.count()) === 0) break;
        await expand.first().click();
      }
      const buttons = [...new Set(addButtonsOf(fields))];
      for (const name of buttons) {
        const button = page.getByRole("button", { name, exact: true }).first();
        await button.waitFor({ timeout: 5_000 }).catch(() => {
          throw new Error(`content/${file}: no «${name}» button`);
        });
        await button.click();
        added++;
        // The pane redraws with the empty item: the page is still there, with no error page.
        await page.waitForTimeout(300);
        await frame
          .getByText(expected)
          .first()
          .waitFor({ timeout: 5_000 })
          .catch(() => {
            throw new Error(
              `content/${file}: after «${name}» the preview no longer shows «${expected}»`,
            );
          });
        assert.equal(
          await frame.locator("[data-preview-failed]").count(),
          0,
          `content/${file}: after «${name}» the preview draws the entry`,
        );
        for (const where of [page.locator("body"), frame.locator("body")])
          assert.doesNotMatch(
            await where.innerText(),
            /Si è verificato un errore|GitHub/,
            `content/${file}: after «${name}» no error page`,
          );
      }
    }
    assert.ok(added >= 20, `an item added to every list (${added})`);
    assert.deepEqual(pageErrors, [], "no uncaught error");
    assert.deepEqual(cms.errors, [], "no error in the console");
    assert.deepEqual(cms.foreign, [], "no request leaves 127.0.0.1");
    assert.deepEqual(cms.forwardingErrors, []);
  } finally {
    await cms.close();
  }
});

test("cms: /admin/ is noindex with its own CSP, out of the sitemap, and the site's pages keep theirs", async ({
  baseUrl,
}) => {
  const response = await fetch(`${baseUrl}/admin/`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("x-robots-tag"), "noindex, nofollow");
  const csp = response.headers.get("content-security-policy") ?? "";
  assert.match(csp, /script-src 'self' 'unsafe-eval'(;|$)/);
  assert.match(
    csp,
    /connect-src 'self' blob: http:\/\/127\.0\.0\.1:8081 https:\/\/api\.github\.com(;|$)/,
  );
  assert.doesNotMatch(
    csp,
    /https?:\/\/(?!127\.0\.0\.1|api\.github\.com|avatars\.githubusercontent\.com)/,
    "no CDN",
  );
  assert.match(await response.text(), /<meta name="robots" content="noindex, nofollow">/);
  for (const file of ["/sitemap.xml", "/sitemap-0.xml"]) {
    assert.doesNotMatch(await (await fetch(baseUrl + file)).text(), /\/admin/, file);
  }
  const home = (await fetch(`${baseUrl}/`)).headers.get("content-security-policy") ?? "";
  assert.doesNotMatch(home, /unsafe-eval|127\.0\.0\.1|github/);
});

test("cms: a change published and then undone can be published: the old value is written back, the file's comment beside its own field", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    // A comment above the hero's title, which the saves keep there (not above seo.title, the
    // first «  title:» of the file).
    const comment = "  # il titolo grande: al massimo sei parole";
    const commented = read(cms, "home.yaml").replace(
      /^( {2}title: Rivoluziona)/m,
      `${comment}\n$1`,
    );
    fs.writeFileSync(path.join(cms.contentDir, "home.yaml"), commented);
    const commentAbove = (title: string) =>
      assert.ok(
        read(cms, "home.yaml").includes(
          `hero:\n  eyebrow: ${before.hero.eyebrow}\n${comment}\n  title: ${title}\n`,
        ),
        "the comment stays above the hero's title",
      );
    const before = parseContent(commented) as Data;
    await enter(baseUrl, cms);
    const fields = await openEntry(baseUrl, cms, "home.yaml", false);
    const heroLabel = fields
      .find((field) => field.name === "hero")!
      .fields!.find((f) => f.name === "title")!.label;
    const title = page.getByLabel(heroLabel, { exact: true }).first();
    await eventually(
      async () => (await title.inputValue()) === before.hero.title,
      "the form loaded",
    );
    await title.fill("Un titolo provato e poi tolto");
    await saveEntry(cms, "home.yaml");
    commentAbove("Un titolo provato e poi tolto");
    // Typed back: «Pubblica» is offered again and writes the old title.
    await title.fill("");
    await title.fill(before.hero.title);
    await saveEntry(cms, "home.yaml");
    assert.equal((parseContent(read(cms, "home.yaml")) as Data).hero.title, before.hero.title);
    commentAbove(before.hero.title);
    assert.equal(read(cms, "home.yaml"), commented, "the file as it was");
  } finally {
    await cms.close();
  }
});

test("cms: an unsaved change kept in the browser's backup comes back when the editor accepts it, with no error", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const before = parseContent(read(cms, "home.yaml")) as Data;
    await enter(baseUrl, cms);
    const fields = await openEntry(baseUrl, cms, "home.yaml", false);
    const heroLabel = fields
      .find((field) => field.name === "hero")!
      .fields!.find((f) => f.name === "title")!.label;
    const title = page.getByLabel(heroLabel, { exact: true }).first();
    await eventually(
      async () => (await title.inputValue()) === before.hero.title,
      "the form loaded",
    );
    const unsaved = "Un titolo scritto e non ancora pubblicato";
    await title.fill(unsaved);
    // Decap keeps a backup of the draft in the browser (IndexedDB, through localForage) a couple
    // of seconds after the last keystroke.
    await eventually(
      () =>
        page.evaluate(async (text) => {
          const names = (await indexedDB.databases()).map((database) => database.name);
          if (!names.includes("localforage")) return false;
          return new Promise<boolean>((resolve) => {
            const open = indexedDB.open("localforage");
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              try {
                const all = open.result.transaction("keyvaluepairs").objectStore("keyvaluepairs");
                const request = all.getAll();
                request.onsuccess = () => resolve(JSON.stringify(request.result).includes(text));
                request.onerror = () => resolve(false);
              } catch {
                resolve(false);
              } finally {
                open.result.close();
              }
            };
          });
        }, unsaved),
      "the draft's backup in the browser",
      20_000,
    );
    const prompts: string[] = [];
    page.removeAllListeners("dialog");
    page.on("dialog", (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await page.reload();
    await eventually(
      async () => prompts.some((p) => /backup locale/.test(p)),
      "the backup is offered",
    );
    await page.locator("#preview-pane").waitFor();
    await page.waitForTimeout(2_000);
    assert.equal(await page.getByLabel(heroLabel, { exact: true }).first().inputValue(), unsaved);
    assert.equal(await page.getByText(/Cannot read|non riuscito/).count(), 0, "no error toast");
    assert.deepEqual(pageErrors, []);
  } finally {
    await cms.close();
  }
});

test("cms: a file with a YAML error opens with the site's Italian message (file, line, what to do) and nothing that could save over it", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const file = "about.yaml";
    // Line 2 is seo.title: an unquoted ": " inside a value, as in the npm start test.
    const broken = read(cms, file).replace(/^( {2}title: )(.*)$/m, "$1Tre leve: $2");
    fs.writeFileSync(path.join(cms.contentDir, file), broken);
    const [site] = checkContentFile(path.join(cms.contentDir, file), cms.contentDir);
    assert.match(site, /^content\/about\.yaml: riga 2, colonna 18: /);
    await enter(baseUrl, cms);
    const { collection, label } = cmsEntry(file);
    await page.goto(`${baseUrl}/admin/${collection}`);
    await page.getByRole("link", { name: label, exact: true }).click();
    const said = page.getByText(/riga 2, colonna 18/).last();
    await said.waitFor({ timeout: 15_000 });
    const text = await page.locator("body").innerText();
    for (const line of site.split("\n")) assert.ok(text.includes(line.trim()), `shows «${line}»`);
    assert.match(text, /correggi la riga indicata/);
    assert.equal(await page.getByRole("button", { name: "Pubblica", exact: true }).count(), 0);
    assert.equal(await page.getByText("Modifiche salvate", { exact: false }).count(), 0);
    assert.equal(read(cms, file), broken, "the file is as it was");
    assert.deepEqual(cms.foreign, []);
  } finally {
    await cms.close();
  }
});

test("cms: a number typed with a decimal comma is that number («4,5» is saved as 4.5), and one the field cannot read is refused in Italian", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    await enter(baseUrl, cms);
    const fields = await openEntry(baseUrl, cms, "metrics.yaml");
    const value = page.getByLabel(itemLabel(fields, "value"), { exact: true }).first();
    assert.equal(await value.inputValue(), "250");
    await value.fill("");
    await value.pressSequentially("4,5");
    assert.equal(await value.inputValue(), "4,5", "the comma stays as typed");
    await saveEntry(cms, "metrics.yaml");
    assert.equal((parseContent(read(cms, "metrics.yaml")) as Data[])[0].value, 4.5);
    // Saved, the entry is read again from its file: its items folded, as when it was opened.
    await page.getByRole("button", { name: "Espandi" }).first().click();
    assert.equal(await value.inputValue(), "4,5", "shown with the decimal comma");
    const saved = read(cms, "metrics.yaml");

    // Two decimal marks: not a number; the field says so and nothing is written.
    await value.fill("");
    await value.pressSequentially("4,5,6");
    await publish(page);
    await page
      .getByText(`«${itemLabel(fields, "value")}»: scrivi un numero`)
      .first()
      .waitFor();
    // A whole number where one is needed.
    await value.fill("");
    await value.pressSequentially("4,5");
    const decimals = page.getByLabel(itemLabel(fields, "decimals"), { exact: true }).first();
    await decimals.fill("");
    await decimals.pressSequentially("1,5");
    await publish(page);
    await page
      .getByText(`«${itemLabel(fields, "decimals")}»: serve un numero intero`)
      .first()
      .waitFor();
    await page.waitForTimeout(1_000);
    assert.equal(read(cms, "metrics.yaml"), saved);
    assert.deepEqual(cms.foreign, []);
  } finally {
    await cms.close();
  }
});

test("cms: on a phone (390 px) every step fits the screen: sign in, choose a file, open a list item by its name, edit, publish, open the page", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async (step: string) =>
      assert.ok(
        (await page.evaluate(() => document.documentElement.scrollWidth)) <= 390,
        `${step}: nothing to pan across`,
      );
    const services = parseContent(read(cms, "services.yaml")) as Data[];
    await enter(baseUrl, cms);
    await fits("the list of files");
    const { collection, label, fields } = cmsEntry("services.yaml");
    await page.goto(`${baseUrl}/admin/${collection}`);
    const file = page.getByRole("link", { name: label, exact: true });
    await expectSeen(page, file, "the file's link");
    await file.click();
    await page.locator("#preview-pane").waitFor();
    await fits("the file's form");
    // The second service, folded, opens from its name (not only from the chevron beside it).
    const name = page.getByText(services[1].title, { exact: true }).first();
    await expectSeen(page, name, "the item's name");
    const titles = page.getByLabel(itemLabel(fields, "title"), { exact: true });
    assert.equal(await titles.nth(1).isVisible(), false, "folded");
    await name.click();
    await titles.nth(1).waitFor();
    await fits("the open item");
    const changed = `${services[1].title} e molto altro`;
    await titles.nth(1).fill(changed);
    const publishButton = page.getByRole("button", { name: "Pubblica", exact: true });
    await expectSeen(page, publishButton, "«Pubblica»");
    await publishButton.click();
    const now = page.getByText("Pubblica ora", { exact: true }).first();
    await expectSeen(page, now, "«Pubblica ora»");
    await now.click();
    await expectSaved(page);
    await fits("the saved file");
    await eventually(
      () => (parseContent(read(cms, "services.yaml")) as Data[])[1].title === changed,
      "the service saved",
    );
    await expectSeen(
      page,
      page.getByRole("link", { name: "Apri la pagina sul sito" }),
      "«Apri la pagina sul sito»",
    );
    // Folded again once saved: a click on the name folds and opens it.
    await page.getByText(changed, { exact: true }).first().click();
    await titles.nth(1).waitFor();
    assert.deepEqual(cms.foreign, []);
  } finally {
    await cms.close();
  }
});
