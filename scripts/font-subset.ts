/**
 * `npm run font:subset`: writes src/fonts/inter-latin-subset.woff2, the site's only web font, from
 * @fontsource-variable/inter's Latin file (inter-latin-wght-normal.woff2), and src/fonts/OFL.txt,
 * the licence that goes with it. Run it after upgrading @fontsource-variable/inter, or after
 * changing what the site asks of the font; __tests__/fonts/inter-subset.test.ts then says whether
 * the file still covers the site.
 *
 * What the site asks of Inter, and so what the file keeps:
 *   - characters: every one the Fontsource Latin file maps (the @font-face keeps Fontsource's
 *     Latin unicode-range, so the editors' è, €, «», ’, —, … keep their glyphs);
 *   - weights 400–900: the `wght` axis cut down from 100–900 (body text is 400, the CSS asks for
 *     600, 700, 800 and 900; nothing lighter). Its default stays 400;
 *   - the OpenType features a browser applies to plain horizontal text that Inter has: kern, calt
 *     (Inter's contextual forms: "(GDPR)" and "A-B" take brackets and dashes raised to the
 *     capitals, "12:30" a raised colon, "->" an arrow), ccmp, locl, mark, mkmk; plus tnum, for
 *     `font-variant-numeric: tabular-nums` (the figures of the stats, counters and method steps).
 *     Dropped: frac, numr, dnom, pnum, which no CSS of ours turns on;
 *   - no hinting: Inter has no glyph instructions, only a 7-byte `prep` (scan-converter dropout
 *     control, used by bilevel rasterizers, never by a browser's anti-aliased text);
 *   - name IDs 13 and 14 (licence, licence URL) besides the copyright and the family names.
 * Glyph names go too (HarfBuzz writes a version 3 `post`). The outlines at the five weights the
 * site uses are Inter's own, within half a unit of the 2048-unit em (from re-encoding the
 * variation deltas over the narrower range: 0.016 px at the site's largest size, 64 px).
 *
 * Why a committed file made by a script, and not a step of every build: the result depends only on
 * the Fontsource version and the options here, so making it once, when one of those changes, costs
 * the build nothing and keeps subset-font (HarfBuzz compiled to WebAssembly) a devDependency
 * needed only to run this; the committed file is what the test checks and what a reviewer can
 * diff by size. Its output is byte-for-byte the same from one run to the next.
 *
 * Inter is under the SIL Open Font License 1.1, which allows modified versions (Inter reserves no
 * font name) as long as the licence goes with them: OFL.txt beside the font, and name IDs 0 and 14
 * inside it.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(__dirname, "..");
const fontsource = path.dirname(require.resolve("@fontsource-variable/inter/package.json"));
const SOURCE = path.join(fontsource, "files", "inter-latin-wght-normal.woff2");
const OUT_DIR = path.join(root, "src", "fonts");
const SUBSET_FILE = path.join(OUT_DIR, "inter-latin-subset.woff2");

async function main(): Promise<void> {
  const source = fs.readFileSync(SOURCE);
  const subset = await subsetFont(source, undefined, {
    targetFormat: "woff2",
    // Every character the source maps (subset-font's "all the font's unicodes"), with only the
    // glyphs those characters reach through the features kept below.
    keepAllGlyphs: true,
    variationAxes: { wght: { min: 400, max: 900 } },
    keepFeatures: ["kern", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"],
    noHinting: true,
    preserveNameIds: [13, 14],
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(SUBSET_FILE, subset);
  fs.copyFileSync(path.join(fontsource, "LICENSE"), path.join(OUT_DIR, "OFL.txt"));
  const { version } = JSON.parse(fs.readFileSync(path.join(fontsource, "package.json"), "utf8")) as { version: string };
  console.log(
    `${path.relative(root, SUBSET_FILE)}: ${subset.length} bytes, from @fontsource-variable/inter ${version} ` +
      `${path.basename(SOURCE)} (${source.length} bytes)`
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
