/**
 * Driving Decap CMS as an editor does, for the browser tests of the built admin (cms.spec.ts)
 * and of `npm start` (develop.spec.ts): where each content file is, the labels of its fields (from
 * the generated configuration, so a relabelled field does not break them), the few clicks of
 * Decap's Italian interface, and the editor's scenarios both run.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Dialog, Locator, Page } from "@playwright/test";
import { parseContent } from "../src/cms/formats";
import { formatLongDate } from "../src/lib/format-date";
import { eventually } from "./helpers";
import { cmsOptions } from "../src/build/admin-bundle";
import { buildCmsConfig, type CmsConfig, type CmsField } from "../src/cms/config";

export const cmsConfig: CmsConfig = buildCmsConfig(cmsOptions());

/** Where a content file is in the CMS and the labels of its fields, from the configuration. */
export function cmsEntry(file: string) {
  for (const collection of cmsConfig.collections) {
    const found = collection.files.find((candidate) => candidate.file === `content/${file}`);
    if (found)
      return {
        collection: `#/collections/${collection.name}`,
        label: found.label,
        fields: found.fields,
      };
  }
  throw new Error(`content/${file} is not in the CMS configuration`);
}

/** The label of `items` → field `name` of a list file (as Decap shows it). */
export function itemLabel(fields: CmsField[], name: string): string {
  const field = fields[0].fields?.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No field ${name}`);
  return field.label;
}

/** /admin/ in Italian from the first screen: the one-click local login. */
export async function enterCms(page: Page, baseUrl: string, timeoutMs = 30_000): Promise<void> {
  await page.goto(`${baseUrl}/admin/`);
  await page.getByRole("button", { name: "Accedi", exact: true }).click({ timeout: timeoutMs });
  await page.getByText("Pagine e dati del sito").first().waitFor();
}

export async function openCmsEntry(
  page: Page,
  baseUrl: string,
  file: string,
  expandList = true,
): Promise<CmsField[]> {
  const { collection, label, fields } = cmsEntry(file);
  // As an editor does: the collection's list of files, then the file (going straight from one
  // entry's address to another's, Decap keeps the previous entry's form).
  await page.goto(`${baseUrl}/admin/${collection}`);
  await page.getByRole("link", { name: label, exact: true }).click();
  await page.locator("#preview-pane").waitFor();
  if (!expandList) return fields;
  // The list's "Aggiungi …" button shows once the entry is loaded; then expand every item.
  const singular = fields[0].label_singular ?? "";
  await page
    .getByRole("button", { name: new RegExp(`^Aggiungi ${singular}`, "i") })
    .first()
    .waitFor();
  await page.getByRole("button", { name: "Espandi" }).first().click();
  return fields;
}

/**
 * The Media tab (in the header of the lists of files) lists every image an editor may pick: the
 * share image and each case study's photo, as the content in `contentDir` names them, and every
 * other image beside them.
 */
export async function expectMediaTabListsEveryImage(page: Page, contentDir: string): Promise<void> {
  const read = (file: string) => parseContent(fs.readFileSync(path.join(contentDir, file), "utf8"));
  const named = [
    (read("site.yaml") as { seo: { shareImage: string } }).seo.shareImage,
    ...(read("case-studies.yaml") as { image: string }[]).map((study) => study.image),
  ].map((image) => path.basename(image));
  assert.ok(named.includes("share.jpg") && named.length > 1, "the content names its images");
  const images = fs.readdirSync(path.join(contentDir, "images"));
  await page.getByText("Media", { exact: true }).first().click();
  for (const name of new Set([...named, ...images]))
    await page.getByText(name, { exact: true }).first().waitFor({ timeout: 10_000 });
  await page.keyboard.press("Escape");
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await page.getByText("Pubblica ora", { exact: true }).first().click();
}

export async function expectSaved(page: Page): Promise<void> {
  await page.getByText("Voce salvata").first().waitFor({ timeout: 15_000 });
}

/** Decap's Italian notice of a refused save. */
export async function expectRefused(page: Page, pattern: RegExp): Promise<string> {
  const notice = page.getByText(pattern).first();
  await notice.waitFor({ timeout: 10_000 });
  return (await notice.textContent()) ?? "";
}

/**
 * The editor's scenarios below run on the built admin (cms.spec.ts, decap-server on a copy of
 * content/) and on `npm start` (develop.spec.ts, the proxy the development server starts): an
 * editor signed in at /admin/ of `baseUrl`, whose proxy writes into `contentDir`.
 */
export interface Editor {
  page: Page;
  baseUrl: string;
  contentDir: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any content file's shape, as the CMS holds it
type Data = Record<string, any>;

export const readContentFile = (editor: Editor, file: string): string =>
  fs.readFileSync(path.join(editor.contentDir, file), "utf8");
const readData = (editor: Editor, file: string) =>
  parseContent(readContentFile(editor, file)) as Data;
const writeContentFile = (editor: Editor, file: string, text: string) =>
  fs.writeFileSync(path.join(editor.contentDir, file), text);

/**
 * Publishes the open entry and waits for the proxy's answer to the save: Decap's "Voce salvata"
 * notice of the previous save may still be on screen, and decap-server writes the YAML file before
 * the uploaded pictures, so neither the notice nor the changed file says this save is done.
 */
export async function saveFile(editor: Editor, file: string): Promise<void> {
  const before = readContentFile(editor, file);
  const persisted = editor.page.waitForResponse(
    (response) => /"action":\s*"persistEntry"/.test(response.request().postData() ?? ""),
    { timeout: 30_000 },
  );
  await publish(editor.page);
  const response = await persisted;
  assert.equal(response.status(), 200, `decap-server saved content/${file}`);
  await expectSaved(editor.page);
  assert.notEqual(readContentFile(editor, file), before, `content/${file} written by the save`);
}

/**
 * `what` is on screen for the editor: inside the window and not covered by anything else (Decap's
 * toolbar, a notice) at its centre.
 */
export async function expectSeen(page: Page, locator: Locator, what: string): Promise<void> {
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

/** The Home page's hero title field, once the form shows the file's value. */
async function heroTitleField(editor: Editor, fields: CmsField[]): Promise<Locator> {
  const hero = fields.find((field) => field.name === "hero")?.fields ?? [];
  const label = hero.find((field) => field.name === "title")?.label ?? "";
  const title = editor.page.getByLabel(label, { exact: true }).first();
  const saved = readData(editor, "home.yaml").hero.title;
  await eventually(async () => (await title.inputValue()) === saved, "the form shows the file");
  return title;
}

/**
 * The Home title changed and published, then typed back: «Pubblica» is offered again and writes
 * the old title; a comment above hero.title stays there (not above seo.title, the file's first
 * «  title:»). `siteShows` checks the running site after each save.
 */
export async function publishThenUndo(
  editor: Editor,
  siteShows: (title: string) => Promise<void> = async () => undefined,
): Promise<void> {
  const comment = "  # il titolo grande: al massimo sei parole";
  const commented = readContentFile(editor, "home.yaml").replace(
    /^( {2}title: )(?=.*\n {2}titleHighlight:)/m,
    `${comment}\n$1`,
  );
  writeContentFile(editor, "home.yaml", commented);
  const before = readData(editor, "home.yaml");
  const commentAbove = (title: string) =>
    assert.ok(
      readContentFile(editor, "home.yaml").includes(
        `hero:\n  eyebrow: ${before.hero.eyebrow}\n${comment}\n  title: ${title}\n`,
      ),
      "the comment stays above the hero's title",
    );
  const title = await heroTitleField(
    editor,
    await openCmsEntry(editor.page, editor.baseUrl, "home.yaml", false),
  );
  const tried = "Un titolo provato e poi tolto";
  await title.fill(tried);
  await saveFile(editor, "home.yaml");
  commentAbove(tried);
  await siteShows(tried);
  await title.fill("");
  await title.fill(before.hero.title);
  await saveFile(editor, "home.yaml");
  assert.equal(readData(editor, "home.yaml").hero.title, before.hero.title);
  commentAbove(before.hero.title);
  assert.equal(readContentFile(editor, "home.yaml"), commented, "the file as it was");
  await siteShows(before.hero.title);
}

/** Whether the browser keeps a backup of a draft holding `text` (Decap's localForage store). */
function backupHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes("localforage")) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open("localforage");
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        try {
          const store = open.result.transaction("keyvaluepairs").objectStore("keyvaluepairs");
          const request = store.getAll();
          request.onsuccess = () => resolve(JSON.stringify(request.result).includes(wanted));
          request.onerror = () => resolve(false);
        } catch {
          resolve(false);
        } finally {
          open.result.close();
        }
      };
    });
  }, text);
}

/** An unsaved title, kept by Decap in the browser, comes back after a reload, with no error. */
export async function backupComesBack(editor: Editor): Promise<void> {
  const { page } = editor;
  const title = await heroTitleField(
    editor,
    await openCmsEntry(page, editor.baseUrl, "home.yaml", false),
  );
  const unsaved = "Un titolo scritto e non ancora pubblicato";
  await title.fill(unsaved);
  // Decap keeps the backup a couple of seconds after the last keystroke.
  await eventually(() => backupHolds(page, unsaved), "the draft's backup in the browser", 20_000);
  const prompts: string[] = [];
  const listener = (dialog: Dialog) => prompts.push(dialog.message());
  page.on("dialog", listener);
  try {
    await page.reload();
    await eventually(
      async () => prompts.some((prompt) => /backup locale/.test(prompt)),
      "the backup is offered",
    );
    await page.locator("#preview-pane").waitFor();
    await eventually(async () => (await title.inputValue()) === unsaved, "the backup restored");
    await page.waitForTimeout(1_000);
    assert.equal(await title.inputValue(), unsaved, "still the backup once the entry loaded");
    assert.equal(await page.getByText(/Cannot read|non riuscito/).count(), 0, "no error notice");
  } finally {
    page.off("dialog", listener);
  }
}

/**
 * A file broken by hand opens as the site's panel says it (`site`: the build's message), with
 * what to do, and no form that could be saved over it.
 */
export async function brokenFileExplained(
  editor: Editor,
  file: string,
  site: string,
): Promise<void> {
  const { page } = editor;
  const before = readContentFile(editor, file);
  const { collection, label } = cmsEntry(file);
  await page.goto(`${editor.baseUrl}/admin/${collection}`);
  await page.getByRole("link", { name: label, exact: true }).click();
  const [where] = site.split("\n");
  await page.getByText(where).last().waitFor({ timeout: 15_000 });
  const text = await page.locator("body").innerText();
  for (const line of site.split("\n")) assert.ok(text.includes(line.trim()), `shows «${line}»`);
  assert.match(text, /correggi la riga indicata/);
  assert.equal(await page.getByRole("button", { name: "Pubblica", exact: true }).count(), 0);
  assert.equal(await page.getByText("Modifiche salvate").count(), 0);
  assert.equal(readContentFile(editor, file), before, "the file is as it was");
}

/** «4,5» is four and a half; two decimal marks, or decimals in a whole number, are refused. */
export async function decimalComma(editor: Editor): Promise<void> {
  const { page } = editor;
  const fields = await openCmsEntry(page, editor.baseUrl, "metrics.yaml");
  const value = page.getByLabel(itemLabel(fields, "value"), { exact: true }).first();
  assert.equal(await value.inputValue(), String(readData(editor, "metrics.yaml")[0].value));
  await value.fill("");
  await value.pressSequentially("4,5");
  assert.equal(await value.inputValue(), "4,5", "the comma stays as typed");
  await saveFile(editor, "metrics.yaml");
  assert.equal(readData(editor, "metrics.yaml")[0].value, 4.5);
  // Saved, the entry is read again from its file: its items folded, as when it was opened.
  await page.getByRole("button", { name: "Espandi" }).first().click();
  assert.equal(await value.inputValue(), "4,5", "shown with the decimal comma");
  const saved = readContentFile(editor, "metrics.yaml");

  await value.fill("");
  await value.pressSequentially("4,5,6");
  await publish(page);
  await page
    .getByText(`«${itemLabel(fields, "value")}»: scrivi un numero`)
    .first()
    .waitFor();
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
  assert.equal(readContentFile(editor, "metrics.yaml"), saved, "nothing written");
  // Fixed and saved: the refusal listed on screen goes.
  await page.locator("[data-refused-save]").waitFor({ timeout: 10_000 });
  await decimals.fill("");
  await decimals.pressSequentially("1");
  await saveFile(editor, "metrics.yaml");
  await page.locator("[data-refused-save]").waitFor({ state: "detached" });
  assert.deepEqual(
    [readData(editor, "metrics.yaml")[0].value, readData(editor, "metrics.yaml")[0].decimals],
    [4.5, 1],
  );
}

/**
 * Refused saves, in Italian and in view: an emptied required field; a repeated code, named at
 * the service that was changed and on screen after Decap's notice has gone; a service with four
 * features, its error brought into view beside the field. Labels and errors in their own case.
 */
export async function refusalsInView(editor: Editor): Promise<void> {
  const { page } = editor;
  const testimonialsBefore = readContentFile(editor, "testimonials.yaml");
  const servicesBefore = readContentFile(editor, "services.yaml");

  const testimonialFields = await openCmsEntry(page, editor.baseUrl, "testimonials.yaml");
  await page.getByLabel(itemLabel(testimonialFields, "name"), { exact: true }).first().fill("");
  await publish(page);
  const missing = await expectRefused(page, /Manca un campo obbligatorio/);
  assert.match(missing, /compilalo e salva di nuovo/);
  await page
    .getByText(`Manca «${itemLabel(testimonialFields, "name")}»: è un campo obbligatorio.`)
    .first()
    .waitFor();
  assert.equal(readContentFile(editor, "testimonials.yaml"), testimonialsBefore);

  // Our guard's refusal: the first service gets the sixth one's code, then its own back.
  const serviceFields = await openCmsEntry(page, editor.baseUrl, "services.yaml");
  const codeLabel = itemLabel(serviceFields, "key");
  const keys = page.getByLabel(codeLabel, { exact: true });
  const firstKey = await keys.nth(0).inputValue();
  const sixthKey = await keys.nth(5).inputValue();
  await keys.nth(0).fill(sixthKey);
  await publish(page);
  await expectRefused(page, /Salvataggio non riuscito\. Da correggere: /);
  const refusal = page.locator("[data-refused-save]");
  await refusal
    .getByText(`Servizio n. 1 › ${codeLabel}: «${sixthKey}» è già usato dal n. 6`)
    .waitFor({ timeout: 10_000 });
  // Still there once Decap's notice has gone.
  await page
    .getByText(/Salvataggio non riuscito/)
    .first()
    .waitFor({ state: "detached", timeout: 15_000 });
  await expectSeen(page, refusal, "the refusal");
  assert.equal(readContentFile(editor, "services.yaml"), servicesBefore);
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
  // The refused field out of sight, at the top of the form.
  await keys.first().focus();
  await publish(page);
  const wrongLength = `«${features.label}»: servono esattamente 5 elementi.`;
  await refusal.getByText(wrongLength).waitFor({ timeout: 10_000 });
  await expectSeen(page, refusal, "the refusal");
  // Beside the field too, brought into view: not under the toolbar, not off the screen; in its
  // own case, as the label above it (innerText shows what CSS capitals would make of it).
  const besideField = page.getByText(wrongLength).first();
  await expectSeen(page, besideField, "the field's error");
  assert.equal(await besideField.innerText(), wrongLength);
  const label = page.locator("label", { hasText: features.label }).first();
  assert.equal(await label.innerText(), features.label);
  await page.waitForTimeout(1_000);
  assert.equal(readContentFile(editor, "services.yaml"), servicesBefore);
  // The editor may close it.
  await page.getByRole("button", { name: "Chiudi" }).click();
  await refusal.waitFor({ state: "detached" });
}

/**
 * A legal page whose text changes is dated today at once in its date field and its preview, and
 * in the saved file, which keeps its comment; the field's hint says a typo fix counts.
 */
export async function legalPageDatedToday(editor: Editor): Promise<void> {
  const { page } = editor;
  const file = "legal/privacy-policy.yaml";
  const comment = "# nota per chi cura il sito: rileggere con il consulente privacy";
  // Dated long ago, whatever date the committed file has (it may be today's).
  const dated = readContentFile(editor, file).replace(/^updatedOn: .*$/m, "updatedOn: 2020-01-02");
  writeContentFile(editor, file, `${comment}\n\n${dated}`);
  const before = readData(editor, file);
  const today = new Date().toISOString().slice(0, 10);
  const fields = await openCmsEntry(page, editor.baseUrl, file, false);
  const time = page.frameLocator("#preview-pane").locator("time");
  await time.waitFor();
  assert.equal(await time.getAttribute("datetime"), before.updatedOn, "unchanged: its date");
  const dateLabel = fields.find((field) => field.name === "updatedOn")?.label ?? "";
  // An optional field's label ends with Decap's «(facoltativo)».
  const date = page.getByLabel(new RegExp(`^${dateLabel}`)).first();
  assert.equal(await date.inputValue(), before.updatedOn);
  await page
    .getByText(/anche solo per correggere un errore di battitura/)
    .waitFor({ timeout: 10_000 });
  const intro = fields.find((field) => field.name === "intro")?.label ?? "";
  await page.getByLabel(intro, { exact: true }).fill(`${before.intro} Testo aggiunto.`);
  await eventually(
    async () => (await time.getAttribute("datetime")) === today,
    "the preview dates the changed page today",
  );
  assert.equal(await time.innerText(), formatLongDate(today));
  await eventually(async () => (await date.inputValue()) === today, "the date field says today");
  await saveFile(editor, file);
  await eventually(async () => (await date.inputValue()) === today, "the saved date in the field");
  const after = readData(editor, file);
  assert.equal(after.updatedOn, today, "saved with today's date");
  assert.equal(after.intro, `${before.intro} Testo aggiunto.`);
  assert.ok(readContentFile(editor, file).startsWith(`${comment}\n\n`), "the comment is kept");
}

/**
 * On a phone (390 px wide) every step fits the screen: the list of files, a file, a list item
 * opened from its name (not only from the chevron beside it), an edit, «Pubblica», «Pubblica
 * ora», «Apri la pagina sul sito».
 */
export async function onPhone(editor: Editor): Promise<void> {
  const { page } = editor;
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = async (step: string) =>
    assert.ok(
      (await page.evaluate(() => document.documentElement.scrollWidth)) <= 390,
      `${step}: nothing to pan across`,
    );
  const services = readData(editor, "services.yaml");
  const { collection, label, fields } = cmsEntry("services.yaml");
  await page.goto(`${editor.baseUrl}/admin/${collection}`);
  const file = page.getByRole("link", { name: label, exact: true });
  await file.waitFor();
  await fits("the list of files");
  await expectSeen(page, file, "the file's link");
  await file.click();
  await page.locator("#preview-pane").waitFor();
  await fits("the file's form");
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
    () => readData(editor, "services.yaml")[1].title === changed,
    "the service saved",
  );
  await expectSeen(
    page,
    page.getByRole("link", { name: "Apri la pagina sul sito" }),
    "«Apri la pagina sul sito»",
  );
  // Folded again once saved: a click on the name opens it.
  await page.getByText(changed, { exact: true }).first().click();
  await titles.nth(1).waitFor();
  await page.setViewportSize({ width: 1400, height: 1000 });
}
