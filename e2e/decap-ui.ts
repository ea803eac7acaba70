/**
 * Driving Decap CMS as an editor does, for the browser tests of the built admin
 * (tests/cms.ts) and of `npm run cms` (tests/develop.ts): where each content file is, the labels
 * of its fields (from the generated configuration, so a relabelled field does not break them),
 * and the few clicks of Decap's Italian interface.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parseContent } from "../src/cms/formats";
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
