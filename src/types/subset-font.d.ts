/**
 * subset-font 2.9 (scripts/font-subset.ts) ships no types, and @types/subset-font (2.3) predates
 * keepAllGlyphs, keepFeatures and noHinting: the options of its README that the script uses.
 */
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Every character the font maps, instead of `text`. */
    keepAllGlyphs?: boolean;
    /** OpenType layout features to keep (default: all). */
    keepFeatures?: string[];
    /** Per axis: a value pins it, a range narrows it. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noHinting?: boolean;
    /** Name IDs kept besides the ones HarfBuzz always keeps. */
    preserveNameIds?: number[];
  }
  function subsetFont(buffer: Buffer, text: string | null | undefined, options?: SubsetFontOptions): Promise<Buffer>;
  export = subsetFont;
}
