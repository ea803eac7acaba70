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
import type { Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { localBackendAnswers } from "../src/develop/local-cms-backend";
import { LOCAL_BACKEND_ORIGIN } from "../src/cms/admin/constants";
import { NO_PAGE, type CmsField } from "../src/cms/config";
import { parseContent, serializeContent } from "../src/cms/formats";
import { checkContentFile } from "../src/content-model/files";
import { placeholderNames } from "../src/content-model/types";
import {
  backupComesBack,
  brokenFileExplained,
  cmsConfig as config,
  decimalComma,
  enterCms,
  expectRefused,
  expectMediaTabListsEveryImage,
  itemLabel,
  legalPageDatedToday,
  onPhone,
  openCmsEntry,
  publish,
  publishThenUndo,
  refusalsInView,
  saveFile,
  type Editor,
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

const saveEntry = (cms: Cms, file: string) =>
  saveFile({ page: cms.page, baseUrl: "", contentDir: cms.contentDir }, file);
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
    const caseFields = await openEntry(baseUrl, cms, "case-studies.yaml");
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
    // A new picture, a new description.
    const alt = "Una nuova foto del progetto, in viola";
    await page.getByLabel(itemLabel(caseFields, "imageAlt"), { exact: true }).first().fill(alt);
    await saveEntry(cms, "case-studies.yaml");

    // The files on disk hold exactly these changes, in the one canonical form.
    const testimonials = structuredClone(before.testimonials);
    testimonials[0].content = text;
    testimonials.push(added);
    const services = structuredClone(before.services);
    services[0].features[1] = feature;
    const caseStudies = structuredClone(before.caseStudies);
    caseStudies[0].image = "images/nuova-foto.jpg";
    caseStudies[0].imageAlt = alt;
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

test("cms: an emptied required field, a repeated code and a service with four features are refused in Italian, in view until fixed, and nothing is written", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(180_000);
  let errors: string[] = [];
  await scenario({ browser, baseUrl, root }, refusalsInView, (cms) => (errors = cms.errors));
  assert.deepEqual(errors, [], "no error in the console after the refusals");
});

test("cms: a placeholder written where the site does not fill it is refused in Italian, naming the field; one the field takes is filled in the preview and saved", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(180_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const testimonialsBefore = read(cms, "testimonials.yaml");
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await enter(baseUrl, cms);

    // A testimonial is the client's own words: {companyName} there is refused, not shown as written.
    const fields = await openEntry(baseUrl, cms, "testimonials.yaml");
    const content = page.getByLabel(itemLabel(fields, "content"), { exact: true }).first();
    await content.fill("Con {companyName} abbiamo raddoppiato le prenotazioni.");
    await publish(page);
    await expectRefused(
      page,
      /Da correggere: Testimonianza n\. 1 › Testimonianza: \{companyName\} qui non viene sostituito: scrivi per intero il nome dell'azienda/,
    );
    await page.waitForTimeout(1_000);
    assert.equal(read(cms, "testimonials.yaml"), testimonialsBefore, "nothing written");
    // A name the site does not know, even in a text that takes placeholders.
    await content.fill("Con {nome} abbiamo raddoppiato le prenotazioni.");
    await publish(page);
    await expectRefused(page, /\{nome\} non è un dato che il sito sa sostituire/);
    await page.waitForTimeout(1_000);
    assert.equal(read(cms, "testimonials.yaml"), testimonialsBefore, "nothing written");

    // A legal page's opening takes the company's details: the preview shows them filled, as the
    // site does, and the save goes through.
    const site = parseContent(read(cms, "site.yaml")) as Data;
    const file = "legal/termini-servizio.yaml";
    const legalFields = await openEntry(baseUrl, cms, file, false);
    const intro = legalFields.find((field) => field.name === "intro")!.label;
    const before = parseContent(read(cms, file)) as Data;
    await page.getByLabel(intro, { exact: true }).fill(`${before.intro} Scrivi a {email}.`);
    const frame = page.frameLocator("#preview-pane");
    await frame.getByText(`Scrivi a ${site.email}.`).first().waitFor({ timeout: 5_000 });
    assert.equal(await frame.getByText("{email}").count(), 0, "the preview fills {email}");
    await saveEntry(cms, file);
    assert.equal(
      (parseContent(read(cms, file)) as Data).intro,
      `${before.intro} Scrivi a {email}.`,
    );

    assert.deepEqual(pageErrors, [], "no uncaught error after the refusals");
    assert.deepEqual(cms.errors, [], "no error in the console after the refusals");
    assert.deepEqual(cms.foreign, [], "no request leaves 127.0.0.1");
    assert.deepEqual(cms.cspViolations, []);
  } finally {
    await cms.close();
  }
});

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
      // A file no page shows is not offered the link (the checklist test checks it stays hidden).
      if (previewPath === NO_PAGE) continue;
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

test("cms: changing a legal page's text dates it today, in the date field, the preview and the saved file, which keeps its comments", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(180_000);
  let errors: string[] = [];
  await scenario({ browser, baseUrl, root }, legalPageDatedToday, (cms) => (errors = cms.errors));
  assert.deepEqual(errors, [], "no error in the console");
});

/** The "Aggiungi …" button of every list a file's fields hold, at any depth (as Decap names it). */
function addButtonsOf(fields: CmsField[]): string[] {
  return fields.flatMap((field) => [
    ...(field.widget === "list" && field.allow_add !== false
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
            // Decap's error page, or its GitHub login (the privacy policy names GitHub).
            /Si è verificato un errore|Accedi con GitHub/,
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

/** The checklist in the editor, every item open; its items as the file holds them. */
async function openChecklist(baseUrl: string, cms: Cms): Promise<{ key: string }[]> {
  await openEntry(baseUrl, cms, "publishing-checklist.yaml", false);
  const switches = cms.page.getByRole("switch", { name: "Confermato" });
  await cms.page.getByRole("button", { name: "Espandi" }).first().click();
  await switches.first().waitFor({ state: "visible" });
  return (parseContent(read(cms, "publishing-checklist.yaml")) as Data).items;
}

test("cms: the publication checklist's items are fixed: only «Confermato» changes, «Dove si cambia» names the editor's menus, and no page link", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(180_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const before = read(cms, "publishing-checklist.yaml");
    await enter(baseUrl, cms);
    const items = await openChecklist(baseUrl, cms);
    const switches = page.getByRole("switch", { name: "Confermato" });
    assert.equal(await switches.count(), items.length, "one «Confermato» per item");
    // No text to edit, no item to add, remove or drag: every item's bar has its chevron only.
    assert.equal(await page.getByRole("textbox").count(), 0, "no text field in the checklist");
    assert.equal(await page.getByRole("button", { name: /^Aggiungi/ }).count(), 0);
    const firstItem = switches
      .first()
      .locator("xpath=ancestor::div[contains(@class, 'SortableListItem')][1]");
    assert.equal(await firstItem.getByRole("button").count(), 1, "an item's bar: its chevron only");
    // Where to change each value: the editor's group, file and field labels, in the form and
    // in the preview, never a file path or a YAML key.
    const where = "Pagine e dati del sito › Dati dell'azienda e testi comuni › Partita IVA";
    await page.getByText(where).first().waitFor();
    const frame = page.frameLocator("#preview-pane");
    await frame.getByText(where).first().waitFor();
    assert.doesNotMatch(await frame.locator("body").innerText(), /content\/|\.yaml|vatNumber/);
    // The checklist has no page on the site: no «Apri la pagina sul sito» to follow.
    await page.waitForTimeout(1_000);
    for (const link of await page.getByRole("link", { name: "Apri la pagina sul sito" }).all())
      assert.equal(await link.isVisible(), false, "no «Apri la pagina sul sito» for the checklist");

    // Confirming an item writes that item's switch and nothing else.
    const index = items.findIndex((item) => item.key === "partita-iva");
    await switches.nth(index).click();
    await saveEntry(cms, "publishing-checklist.yaml");
    const expected = parseContent(before) as Data;
    expected.items[index].confirmed = true;
    assert.deepEqual(parseContent(read(cms, "publishing-checklist.yaml")), expected);

    // The company data opens the page that shows them: Contatti, not Home.
    await openEntry(baseUrl, cms, "site.yaml", false);
    const live = page.getByRole("link", { name: "Apri la pagina sul sito" });
    await live.waitFor({ timeout: 10_000 });
    assert.equal(await live.getAttribute("href"), `${new URL(baseUrl).origin}/contatti/`);
    assert.deepEqual(cms.errors, [], "no error in the console");
    assert.deepEqual(cms.foreign, [], "no request leaves 127.0.0.1");
  } finally {
    await cms.close();
  }
});

test("cms: «risultati-garantiti» and the pre-ticked consent cannot be confirmed while what they name is still true", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(180_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const file = "publishing-checklist.yaml";
    const before = read(cms, file);
    await enter(baseUrl, cms);
    const items = await openChecklist(baseUrl, cms);
    const switches = page.getByRole("switch", { name: "Confermato" });
    const consent = items.findIndex((item) => item.key === "consenso-preselezionato");
    const results = items.findIndex((item) => item.key === "risultati-garantiti");
    await switches.nth(consent).click();
    await switches.nth(results).click();
    await publish(page);
    const refusal = await expectRefused(page, /Salvataggio non riuscito\. Da correggere: /);
    assert.match(refusal, /non si può confermare/);
    assert.match(refusal, /casella/);
    assert.match(refusal, /Termini di Servizio/);
    await page.waitForTimeout(1_000);
    assert.equal(read(cms, file), before, "nothing written");

    // Once the box starts unticked, its item can be confirmed.
    const contactFields = await openEntry(baseUrl, cms, "contact.yaml", false);
    const form = contactFields.find((field) => field.name === "form")!;
    const consentDefault = form.fields!.find((field) => field.name === "consentDefault")!;
    await page.getByRole("switch", { name: consentDefault.label }).click();
    await saveEntry(cms, "contact.yaml");
    assert.equal((parseContent(read(cms, "contact.yaml")) as Data).form.consentDefault, false);
    await openChecklist(baseUrl, cms);
    await switches.nth(consent).click();
    await saveEntry(cms, file);
    const expected = parseContent(before) as Data;
    expected.items[consent].confirmed = true;
    assert.deepEqual(parseContent(read(cms, file)), expected);
    assert.deepEqual(cms.foreign, [], "no request leaves 127.0.0.1");
  } finally {
    await cms.close();
  }
});

test("cms: a picture smaller than its field needs and a GIF are refused in Italian and never written, even by the next good save; a new picture needs a new description", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(240_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    const file = "case-studies.yaml";
    const before = read(cms, file);
    const picture = async (name: string, width: number, height: number) => {
      const at = path.join(cms.dir, name);
      const image = sharp({
        create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } },
      });
      await (name.endsWith(".gif") ? image.gif() : image.jpeg()).toFile(at);
      return at;
    };
    const choose = async (at: string) => {
      await page
        .getByRole("button", { name: /^Scegli un('altra)? immagine$/ })
        .first()
        .click();
      await page.locator('input[type="file"]').setInputFiles(at);
      await page.getByRole("button", { name: "Usa il file selezionato" }).click();
      await page
        .frameLocator("#preview-pane")
        .locator(`img[src^="blob:"]`)
        .first()
        .waitFor({ timeout: 10_000 });
    };
    await enter(baseUrl, cms);
    const fields = await openEntry(baseUrl, cms, file);

    // A 200 × 133 photo: the size it has and the size it needs.
    await choose(await picture("piccola.jpg", 200, 133));
    await publish(page);
    const small = await expectRefused(page, /200 × 133/);
    assert.match(small, /1200 × 800/);
    await page.waitForTimeout(1_000);
    assert.equal(read(cms, file), before);

    // A GIF, which the build cannot resize.
    await choose(await picture("animata.gif", 1200, 800));
    await publish(page);
    await expectRefused(page, /animata\.gif/);
    await page.waitForTimeout(1_000);
    assert.equal(read(cms, file), before);

    // A good photo: refused until its description is written again.
    await choose(await picture("buona.jpg", 1500, 1000));
    await publish(page);
    const describe = await expectRefused(page, /Descrizione dell'immagine/);
    assert.match(describe, /nuova/);
    await page.waitForTimeout(1_000);
    assert.equal(read(cms, file), before);
    const alt = "Vetrina del negozio con i gioielli illuminati";
    await page.getByLabel(itemLabel(fields, "imageAlt"), { exact: true }).first().fill(alt);
    await saveEntry(cms, file);
    const saved = parseContent(read(cms, file)) as Data[];
    assert.equal(saved[0].image, "images/buona.jpg");
    assert.equal(saved[0].imageAlt, alt);
    const images = fs.readdirSync(path.join(cms.contentDir, "images"));
    assert.ok(images.includes("buona.jpg"));
    assert.deepEqual(
      images.filter((name) => /piccola|animata/.test(name)),
      [],
      "the refused uploads are not written",
    );
    // The Media tab, as the editor finds it the next time: the good photo, no refused one.
    await page.goto(`${baseUrl}/admin/`);
    await page.reload();
    await page.getByText("Pagine e dati del sito").first().waitFor();
    await page.getByText("Media", { exact: true }).first().click();
    await page.getByText("buona.jpg", { exact: true }).first().waitFor({ timeout: 10_000 });
    for (const name of ["piccola.jpg", "animata.gif"])
      assert.equal(await page.getByText(name, { exact: true }).count(), 0, `${name} not listed`);
    assert.deepEqual(cms.foreign, [], "no request leaves 127.0.0.1");
  } finally {
    await cms.close();
  }
});

test("cms: what the editor keeps in the browser (its login in localStorage, its drafts in IndexedDB) is what the privacy policy says of /admin/", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  const cms = await openCms({ browser, baseUrl, root });
  try {
    const { page } = cms;
    await enter(baseUrl, cms);
    const fields = await openEntry(baseUrl, cms, "testimonials.yaml");
    await page
      .getByLabel(itemLabel(fields, "content"), { exact: true })
      .first()
      .fill("Una frase non ancora salvata.");
    const stored = async () =>
      page.evaluate(async () => ({
        localStorage: Object.keys(localStorage),
        indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ""),
      }));
    await eventually(
      async () => (await stored()).indexedDB.length > 0,
      "Decap keeps a backup of the unsaved draft",
      10_000,
    );
    const kept = await stored();
    assert.ok(kept.localStorage.includes("decap-cms-user"), kept.localStorage.join(", "));
    assert.ok(kept.indexedDB.length > 0);
    assert.deepEqual(await cms.context.cookies(), [], "no cookie");
    const policy = parseContent(read(cms, "legal/privacy-policy.yaml")) as Data;
    const cookies = (policy.sections as Data[]).find((section) => /Cookie/.test(section.title))!;
    const text = (cookies.blocks as Data[])
      .map((block) => [block.text ?? "", ...(block.items ?? [])].join(" "))
      .join("\n");
    const admin = text.split("\n").find((paragraph) => paragraph.includes("/admin/"));
    assert.ok(admin, "section 7 says what /admin/ keeps in the browser");
    assert.match(admin, /localStorage/);
    assert.match(admin, /IndexedDB/);
    assert.match(admin, /accesso/);
    assert.match(admin, /modifiche non ancora salvate/);
    assert.doesNotMatch(text, /Il sito non usa il localStorage/);
  } finally {
    await cms.close();
  }
});

/** One of the editor's scenarios (decap-ui.ts) on the built admin, signed in, with no error. */
async function scenario(
  served: Served,
  run: (editor: Editor) => Promise<void>,
  setUp: (cms: Cms) => void = () => undefined,
): Promise<void> {
  const cms = await openCms(served);
  try {
    const pageErrors: string[] = [];
    cms.page.on("pageerror", (error) => pageErrors.push(error.message));
    setUp(cms);
    await enter(served.baseUrl, cms);
    await run({ page: cms.page, baseUrl: served.baseUrl, contentDir: cms.contentDir });
    assert.deepEqual(pageErrors, [], "no uncaught error");
    assert.deepEqual(cms.foreign, [], "no request leaves 127.0.0.1");
    assert.deepEqual(cms.forwardingErrors, []);
    assert.deepEqual(cms.cspViolations, []);
  } finally {
    await cms.close();
  }
}

test("cms: a change published and then undone can be published: the old value is written back, the file's comment beside its own field", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  await scenario({ browser, baseUrl, root }, (editor) => publishThenUndo(editor));
});

test("cms: an unsaved change kept in the browser's backup comes back when the editor accepts it, with no error", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  await scenario({ browser, baseUrl, root }, backupComesBack);
});

test("cms: a file with a YAML error opens with the site's Italian message (file, line, what to do) and nothing that could save over it", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  const file = "about.yaml";
  let site = "";
  await scenario(
    { browser, baseUrl, root },
    (editor) => brokenFileExplained(editor, file, site),
    (cms) => {
      // Line 2 is seo.title: an unquoted ": " inside a value, as in the npm start test.
      const broken = read(cms, file).replace(/^( {2}title: )(.*)$/m, "$1Tre leve: $2");
      fs.writeFileSync(path.join(cms.contentDir, file), broken);
      [site] = checkContentFile(path.join(cms.contentDir, file), cms.contentDir);
      assert.match(site, /^content\/about\.yaml: riga 2, colonna 18: /);
    },
  );
});

test("cms: a number typed with a decimal comma is that number («4,5» is saved as 4.5), and one the field cannot read is refused in Italian", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  await scenario({ browser, baseUrl, root }, decimalComma);
});

test("cms: on a phone (390 px) every step fits the screen: sign in, choose a file, open a list item by its name, edit, publish, open the page", async ({
  browser,
  baseUrl,
  root,
}) => {
  test.setTimeout(120_000);
  await scenario({ browser, baseUrl, root }, onPhone);
});
