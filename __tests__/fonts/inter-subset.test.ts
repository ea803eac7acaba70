/** @jest-environment node */
/**
 * The site's web font is a subset of Inter made once by `npm run font:subset`
 * (scripts/font-subset.ts) and committed. These tests read the file the @font-face in
 * src/styles/global.css actually points at, with fontkit (a reader independent of the HarfBuzz
 * that wrote it), and hold it to what the site asks of it today: the editors' characters, the
 * weights and numeric features the CSS uses, the features a browser applies to plain text.
 * A CSS or copy change that asks for more fails here, naming what is missing.
 */
import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

const root = path.resolve(__dirname, "..", "..");
const fontsource = path.dirname(require.resolve("@fontsource-variable/inter/package.json"));
const SOURCE_FILE = path.join(fontsource, "files", "inter-latin-wght-normal.woff2");
const GLOBAL_CSS = path.join(root, "src", "styles", "global.css");

/** The files under dir whose name matches pattern, as full paths. */
const filesUnder = (dir: string, pattern: RegExp): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => pattern.test(file)).map((file) => path.join(dir, file));

const rel = (file: string) => path.relative(root, file);
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

function openFont(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(file));
  if (!("characterSet" in font)) throw new Error(`${rel(file)} is a font collection, not one font`);
  return font;
}

/** The descriptors of the @font-face that declares "Inter Variable". */
function interFace(): { file: string; weight: string; unicodeRange: string } {
  const css = withoutComments(fs.readFileSync(GLOBAL_CSS, "utf8"));
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]).find((body) => /font-family:\s*"Inter Variable"/.test(body));
  if (!face) throw new Error(`no @font-face for "Inter Variable" in ${rel(GLOBAL_CSS)}`);
  const descriptor = (name: string) => {
    const match = new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+);`).exec(face);
    if (!match) throw new Error(`the "Inter Variable" @font-face has no ${name}`);
    return match[1].replace(/\s+/g, " ").trim();
  };
  const url = /url\("([^"]+)"\)/.exec(descriptor("src"));
  if (!url) throw new Error(`the "Inter Variable" @font-face src has no url("…")`);
  return { file: path.resolve(path.dirname(GLOBAL_CSS), url[1]), weight: descriptor("font-weight"), unicodeRange: descriptor("unicode-range") };
}

/** "U+0000-00FF, U+0131" → [[0, 255], [305, 305]] */
function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(",").map((part) => {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`unicode-range part "${part.trim()}" is not U+XXXX or U+XXXX-YYYY`);
    return [parseInt(match[1], 16), parseInt(match[2] ?? match[1], 16)];
  });
}

/** The declarations of `property` (a RegExp source) in every CSS file under src/, @font-face blocks left out. */
function declarations(property: string): Array<{ file: string; property: string; value: string }> {
  return filesUnder(path.join(root, "src"), /\.css$/).flatMap((file) => {
    const css = withoutComments(fs.readFileSync(file, "utf8")).replace(/@font-face\s*{[^}]*}/g, "");
    return [...css.matchAll(new RegExp(`(?:^|[;{\\s])(${property})\\s*:\\s*([^;}]+)`, "g"))].map((m) => ({
      file: rel(file),
      property: m[1],
      value: m[2].trim(),
    }));
  });
}

/** Every font-weight the pages can ask for: the CSS's, 400 (body text) and 700 (the browser's bold for headings, strong, th). */
function usedWeights(): number[] {
  const weights = new Set([400, 700]);
  for (const { file, value } of declarations("font-weight")) {
    const weight = value === "normal" ? 400 : value === "bold" ? 700 : /^\d+$/.test(value) ? Number(value) : NaN;
    if (Number.isNaN(weight)) throw new Error(`${file}: font-weight: ${value} is not a number, normal or bold; teach this test what it resolves to`);
    weights.add(weight);
  }
  for (const { file, value } of declarations("font")) {
    if (value !== "inherit") throw new Error(`${file}: the font shorthand "${value}" may set a weight; teach this test to read it`);
  }
  return [...weights].sort((a, b) => a - b);
}

const NUMERIC_FEATURES: Record<string, string[]> = {
  normal: [],
  "lining-nums": ["lnum"],
  "oldstyle-nums": ["onum"],
  "proportional-nums": ["pnum"],
  "tabular-nums": ["tnum"],
  "diagonal-fractions": ["frac"],
  "stacked-fractions": ["afrc"],
  ordinal: ["ordn"],
  "slashed-zero": ["zero"],
};

/** The OpenType features the CSS turns on (font-variant-numeric, font-feature-settings). */
function cssFeatures(): Map<string, string> {
  const features = new Map<string, string>();
  for (const { file, property, value } of declarations("font-variant(?:-[a-z]+)?|font-feature-settings")) {
    if (property === "font-variant-numeric") {
      for (const keyword of value.split(/\s+/)) {
        const tags = NUMERIC_FEATURES[keyword];
        if (!tags) throw new Error(`${file}: font-variant-numeric: ${keyword} is unknown to this test`);
        for (const tag of tags) features.set(tag, `${file} (${property}: ${value})`);
      }
    } else if (property === "font-feature-settings") {
      for (const match of value.matchAll(/"(\w{4})"\s*(on|off|\d+)?/g)) {
        if (match[2] !== "off" && match[2] !== "0") features.set(match[1], `${file} (${property}: ${value})`);
      }
    } else if (value !== "normal") {
      throw new Error(`${file}: ${property}: ${value} turns on OpenType features this test does not know; add them`);
    }
  }
  return features;
}

/** What HarfBuzz (Chromium's shaper) applies to horizontal text of any script unless told otherwise. */
const DEFAULT_FEATURES = ["rvrn", "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist", "kern", "liga", "rclt"];

describe("the site's Inter subset (npm run font:subset)", () => {
  const face = interFace();
  const subset = openFont(face.file);
  const source = openFont(SOURCE_FILE);

  it("is the file in src/fonts/ that the script writes, and smaller than Fontsource's Latin file", () => {
    expect(rel(face.file)).toBe(path.join("src", "fonts", "inter-latin-subset.woff2"));
    expect(fs.statSync(face.file).size).toBeLessThan(fs.statSync(SOURCE_FILE).size);
  });

  it("keeps Fontsource's Latin unicode-range, and a glyph for every character Fontsource's file has", () => {
    const unicode = JSON.parse(fs.readFileSync(path.join(fontsource, "unicode.json"), "utf8")) as Record<string, string>;
    expect(parseUnicodeRange(face.unicodeRange)).toEqual(parseUnicodeRange(unicode.latin));
    // characterSet also lists cmap format 4's closing U+FFFF, which maps to no glyph
    const drawn = source.characterSet.filter((codePoint) => source.hasGlyphForCodePoint(codePoint));
    expect(drawn.length).toBeGreaterThan(200);
    expect(drawn.filter((codePoint) => !subset.hasGlyphForCodePoint(codePoint)).map(hex)).toEqual([]);
  });

  it("draws every character of the copy in content/ (inside its unicode-range, so never in the fallback font)", () => {
    const ranges = parseUnicodeRange(face.unicodeRange);
    const inRange = (codePoint: number) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
    const problems = new Map<string, string>();
    for (const file of filesUnder(path.join(root, "content"), /\.ya?ml$/)) {
      for (const char of new Set(fs.readFileSync(file, "utf8"))) {
        if (/\p{Cc}/u.test(char) || problems.has(char)) continue;
        const codePoint = char.codePointAt(0) ?? 0;
        const what = `"${char}" (${hex(codePoint)}) in ${rel(file)}`;
        if (!inRange(codePoint)) problems.set(char, `${what}: outside the @font-face unicode-range`);
        else if (!subset.hasGlyphForCodePoint(codePoint)) problems.set(char, `${what}: no glyph in ${rel(face.file)}`);
      }
    }
    expect([...problems.values()]).toEqual([]);
  });

  it("varies over exactly the weights the @font-face declares, and they cover every font-weight the pages use", () => {
    const weights = usedWeights();
    expect(weights).toContain(800);
    expect(Object.keys(subset.variationAxes)).toEqual(["wght"]);
    const wght = subset.variationAxes.wght!;
    expect(face.weight).toBe(`${wght.min} ${wght.max}`);
    expect(weights.filter((weight) => weight < wght.min || weight > wght.max)).toEqual([]);
  });

  it("has the features the CSS turns on and those a browser applies to plain text", () => {
    const fromCss = cssFeatures();
    expect([...fromCss.keys()]).toContain("tnum");
    const wanted = new Map(fromCss);
    for (const tag of DEFAULT_FEATURES) if (source.availableFeatures.includes(tag)) wanted.set(tag, "applied by default, and in Fontsource's file");
    const missing = [...wanted].filter(([tag]) => !subset.availableFeatures.includes(tag)).map(([tag, why]) => `${tag}: ${why}`);
    expect(missing).toEqual([]);
  });
});
