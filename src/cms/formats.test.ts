/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import {
  contentFormats,
  detectType,
  LIST_FIELD,
  listFormat,
  mapFormat,
  parseContent,
  serializeContent,
} from "./formats";
import { contentTypeName } from "../content-model/files";
import { contentTypes } from "../content-model/types";
import { contentRoot, contentYamlFiles } from "../../__tests__/helpers/content";
import { repoRoot } from "../../__tests__/helpers/repo";

const contentFiles = contentYamlFiles();
const formatOf = (relative: string) =>
  contentTypes[contentTypeName(relative)].root === "list" ? listFormat : mapFormat;
const read = (relative: string) => fs.readFileSync(path.join(contentRoot, relative), "utf8");

describe("content YAML formats shared by the CMS and the normaliser", () => {
  it.each(contentFiles)("saving content/%s unchanged writes the same bytes", (relative) => {
    const text = read(relative);
    const format = formatOf(relative);
    expect(format.toFile(format.fromFile(text))).toBe(text);
  });

  /** Every object's keys reversed: what Decap's immutable.js maps do to groups of more than 8 fields. */
  const shuffle = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(shuffle)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .reverse()
              .map(([k, v]) => [k, shuffle(v)]),
          )
        : value;

  it.each(contentFiles)(
    "writes content/%s in the model's order whatever order the CMS hands the fields in",
    (relative) => {
      const text = read(relative);
      const format = formatOf(relative);
      expect(detectType(parseContent(text))).toBe(contentTypeName(relative));
      expect(format.toFile(shuffle(format.fromFile(text)) as object)).toBe(text);
    },
  );

  it("reads a list-root file as one list field and writes the bare list back", () => {
    const text = read("testimonials.yaml");
    const entry = listFormat.fromFile(text) as { items: Record<string, unknown>[] };
    expect(Object.keys(entry)).toEqual([LIST_FIELD]);
    expect(entry.items.length).toBe((yaml.load(text) as unknown[]).length);
    const added = {
      name: "Anna Verdi",
      role: "Titolare, Bottega Verdi",
      content: "Un lavoro preciso: consigliati.",
      rating: 5,
    };
    const reordered = [added, ...entry.items.slice(1), entry.items[0]];
    const written = listFormat.toFile({ items: reordered });
    expect(yaml.load(written)).toEqual(reordered);
    expect(written.startsWith("- name: Anna Verdi\n")).toBe(true);
    // Only the added item and the moved item differ from the file: the others keep their text.
    expect(written).toContain(text.split("\n\n")[1]);
  });

  it("keeps dates as YYYY-MM-DD text, numbers-looking text quoted, apostrophes as they are", () => {
    const text = mapFormat.toFile({
      updatedOn: "2026-11-22",
      number: "01",
      cap: "20127",
      intro: "Un'unica strategia, integrata.",
      ph: "{companyName}, torna",
    });
    expect(text).toBe(
      'updatedOn: 2026-11-22\nnumber: "01"\ncap: "20127"\nintro: Un\'unica strategia, integrata.\nph: "{companyName}, torna"\n',
    );
    expect(mapFormat.fromFile(text)).toEqual({
      updatedOn: "2026-11-22",
      number: "01",
      cap: "20127",
      intro: "Un'unica strategia, integrata.",
      ph: "{companyName}, torna",
    });
    // The build's reader sees a date and text where the model expects them.
    expect(yaml.load(text)).toMatchObject({
      updatedOn: new Date("2026-11-22T00:00:00Z"),
      number: "01",
      cap: "20127",
    });
  });

  it("leaves out what the CMS sends for optional fields left empty", () => {
    const text = mapFormat.toFile({
      title: "Titolo",
      eyebrow: "",
      secondary: { label: "", to: null },
      blocks: [
        { text: "Paragrafo", items: [] },
        { text: "", items: ["uno", "due"] },
      ],
    });
    expect(parseContent(text)).toEqual({
      title: "Titolo",
      blocks: [{ text: "Paragrafo" }, { items: ["uno", "due"] }],
    });
  });

  it("folds long text at 100 columns and separates groups with a blank line", () => {
    const long = "parola ".repeat(40).trim();
    const text = serializeContent({ a: "uno", b: "due", group: { text: long }, c: "tre" });
    expect(text.split("\n").every((line) => line.length <= 100)).toBe(true);
    expect(text).toMatch(/^a: uno\nb: due\n\ngroup:\n {2}text: >-\n/);
    expect(text.endsWith("\n\nc: tre\n")).toBe(true);
  });

  it("are browser-safe: formats, config and validateEntry import no Node built-in, however deep", () => {
    const src = path.join(repoRoot, "src");
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, "utf8");
      expect([
        path.relative(src, file),
        source.match(/from "(node:[^"]*|fs|path|os|child_process)"/)?.[1] ?? null,
      ]).toEqual([path.relative(src, file), null]);
      for (const [, target] of source.matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
        const base = path.resolve(path.dirname(file), target);
        const resolved = [".ts", ".tsx", "/index.ts"]
          .map((ext) => base + ext)
          .find((candidate) => fs.existsSync(candidate));
        if (resolved) visit(resolved);
      }
    };
    for (const entry of ["formats.ts", "config.ts", "validate-entry.ts"])
      visit(path.join(src, "cms", entry));
    expect(seen.size).toBeGreaterThanOrEqual(9);
    expect(contentFormats.map((format) => [format.name, format.extension])).toEqual([
      ["content-yaml", "yaml"],
      ["content-yaml-list", "yaml"],
    ]);
  });
});
