/**
 * Italian typography of the copy, checked with every text field of content/ by the shared
 * rules (rules.ts): the build and `npm run check:content` name the file and the field, the CMS
 * refuses the save; both in Italian. The ellipsis character "…", quotation marks « »,
 * and one percent style ("4,2%", see src/lib/format.ts). Browser-safe.
 */
import { PERCENT_WITH_SPACE } from "../lib/format";

/** Strings the specification quotes with three dots; they stay exactly as quoted. */
export const SPEC_THREE_DOTS: readonly string[] = [
  "Preparazione dell'esperienza digitale...",
  "Invio in corso...",
  "E molti altri...",
];

export type TypographyIssue =
  { rule: "percent"; found: string } | { rule: "quotes" } | { rule: "dots" };

/** The first typography rule `text` breaks; null if none. */
export function typographyIssue(text: string): TypographyIssue | null {
  const percent = PERCENT_WITH_SPACE.exec(text);
  if (percent) return { rule: "percent", found: percent[0] };
  if (text.includes('"')) return { rule: "quotes" };
  if (text.includes("...") && !SPEC_THREE_DOTS.includes(text.trim())) return { rule: "dots" };
  return null;
}

/** For every message: the CMS's and the build's (rules.ts). */
export function typographyItalian(issue: TypographyIssue): string {
  switch (issue.rule) {
    case "percent":
      return `scrivi le percentuali senza spazio prima di «%», come «4,2%» (c'è «${issue.found}»)`;
    case "quotes":
      return 'usa le virgolette italiane « » invece di quelle diritte (")';
    case "dots":
      return "usa il carattere dei puntini di sospensione «…» invece di tre punti";
  }
}
