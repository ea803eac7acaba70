/**
 * {placeholders}: one declaration per text field (model/placeholders.ts) gives its hint, the
 * GraphQL fill (sdl.ts's extension, registered by gatsby-node.ts) and the previews' fill
 * (queried.ts), and the check that refuses any other {…} in the build, `npm run check:content`
 * and the CMS (the refusals are in src/cms/validate-entry.test.ts's table). The built pages are
 * checked by `npm run test:html` (no placeholder left).
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serializeContent } from "../cms/formats";
import { validateEntry } from "../cms/validate-entry";
import type { Field } from "./field";
import { checkContentFile } from "./files";
import { isRecord } from "../lib/is-record";
import {
  fillPlaceholders,
  placeholderNames,
  placeholderValues,
  type CompanyData,
} from "./model/placeholders";
import { asQueried } from "./queried";
import { PLACEHOLDERS_EXTENSION, toTypeDefs } from "./sdl";
import { contentTypes } from "./types";
import { contentRoot, contentYamlFiles, loadYaml } from "../../__tests__/helpers/content";

/** Every field of the model, by type. */
const fields = Object.entries(contentTypes).flatMap(([type, spec]) =>
  Object.entries(spec.fields).map(([name, field]) => ({
    where: `${type}.${name}`,
    type,
    name,
    field,
  })),
);
const named = (hint = "") => [...hint.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
const siteNames = (field: Field) =>
  (field.placeholders ?? []).filter((name) => (placeholderNames as string[]).includes(name));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any content file's shape
type Entry = Record<string, any>;
const site = loadYaml<CompanyData>("site.yaml");
const values = placeholderValues(site);

describe("placeholders: hint, fill and refusal from one declaration", () => {
  it("a hint promises exactly the placeholders its field takes", () => {
    const promising = fields.filter(({ field }) => /sostituisce|diventa/.test(field.hint ?? ""));
    const declared = fields.filter(({ field }) => field.placeholders);
    expect(promising.map(({ where }) => where)).toEqual(declared.map(({ where }) => where));
    for (const { where, field } of declared) {
      expect(field.base).toBe("String");
      expect({ where, names: [...named(field.hint)].sort() }).toEqual({
        where,
        names: [...new Set(field.placeholders)].sort(),
      });
    }
    expect(declared.length).toBeGreaterThanOrEqual(20);
  });

  it("GraphQL fills every field that takes site.yaml's placeholders, and no other", () => {
    const typeDefs = toTypeDefs(contentTypes);
    for (const { where, type, name, field } of fields) {
      const block = typeDefs.slice(typeDefs.indexOf(`type ${type} `));
      const line = block.split("\n").find((candidate) => candidate.startsWith(`  ${name}: `))!;
      const names = siteNames(field);
      expect({ where, line }).toEqual({
        where,
        line: names.length
          ? expect.stringContaining(`@${PLACEHOLDERS_EXTENSION}(names: ${JSON.stringify(names)})`)
          : expect.not.stringContaining(PLACEHOLDERS_EXTENSION),
      });
    }
  });

  it("fills, in every content file, each placeholder written and changes nothing else", () => {
    // Every text of the file with every placeholder filled: what the model-driven walk must give,
    // as the content check lets a placeholder only into a field that takes it.
    const fillAll = (value: unknown): unknown =>
      typeof value === "string"
        ? fillPlaceholders(value, placeholderNames, values)
        : Array.isArray(value)
          ? value.map(fillAll)
          : isRecord(value)
            ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fillAll(v)]))
            : value;
    const filled: string[] = [];
    for (const file of contentYamlFiles()) {
      const queried = asQueried(file, loadYaml(file), { values });
      expect({ file, queried }).toEqual({ file, queried: fillAll(loadYaml(file)) });
      if (JSON.stringify(queried) !== JSON.stringify(loadYaml(file))) filled.push(file);
    }
    expect(filled).toEqual(
      expect.arrayContaining(["home.yaml", "site.yaml", "legal/privacy-policy.yaml"]),
    );
  });

  it("fills every placeholder a field declares, whatever the text (each declared field, each name)", () => {
    for (const { where, type, name, field } of fields) {
      const names = siteNames(field);
      if (!names.length || !contentTypes[type].node) continue;
      const text = names.map((placeholder) => `{${placeholder}}`).join(" · ");
      const file = contentTypes[type].files![0];
      const data = { [name]: field.list ? [text] : text };
      const queried = asQueried(file, contentTypes[type].root ? [data] : data, { values });
      const item = (Array.isArray(queried) ? queried[0] : queried) as Record<string, unknown>;
      const expected = names.map((placeholder) => values[placeholder]).join(" · ");
      expect({ where, value: item[name] }).toEqual({
        where,
        value: field.list ? [expected] : expected,
      });
    }
  });
});

describe("placeholders: what a field takes is accepted", () => {
  it("the new ones of the toasts, the 404 page and Portfolio's opening; the build says where a refused one is", () => {
    const siteFile = loadYaml<Entry>("site.yaml");
    siteFile.toasts.failure.description = "Riprova o chiamaci al {phone}.";
    siteFile.notFound.text = "Torna alla home page di {companyName} o scrivi a {email}.";
    expect(validateEntry("site.yaml", siteFile)).toEqual([]);
    const portfolio = loadYaml<Entry>("portfolio.yaml");
    portfolio.hero.text = "I risultati di {companyName}.";
    expect(validateEntry("portfolio.yaml", portfolio)).toEqual([]);
    const filled = asQueried("site.yaml", siteFile, { values });
    expect(filled.toasts.failure.description).toBe(`Riprova o chiamaci al ${site.phone}.`);
    expect(filled.notFound.text).toBe(
      `Torna alla home page di ${site.companyName} o scrivi a ${site.email}.`,
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "placeholders-"));
    try {
      fs.cpSync(contentRoot, dir, { recursive: true });
      siteFile.notFound.title = "{companyName} non trova la pagina";
      fs.writeFileSync(path.join(dir, "site.yaml"), serializeContent(siteFile));
      expect(checkContentFile(path.join(dir, "site.yaml"), dir)).toEqual([
        "content/site.yaml: notFound.title (Pagina non trovata (404) › Titolo): {companyName} qui non viene sostituito: scrivi per intero il nome dell'azienda",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
