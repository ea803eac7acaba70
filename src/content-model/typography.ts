/**
 * Italian typography of the copy, checked with every text field of content/ (npm run
 * check:content and the build name the file and the field): the ellipsis character "…",
 * quotation marks « », and one percent style ("4,2%", see src/lib/format.ts).
 */
import { PERCENT_WITH_SPACE } from "../lib/format";

/** Strings the specification quotes with three dots; they stay exactly as quoted. */
export const SPEC_THREE_DOTS: readonly string[] = [
  "Preparazione dell'esperienza digitale...",
  "Invio in corso...",
  "E molti altri...",
];

/** The first typography rule `text` breaks, as a message for the editor; null if none. */
export function typographyProblem(text: string): string | null {
  const percent = PERCENT_WITH_SPACE.exec(text);
  if (percent) return `write percentages without a space before "%", as in "4,2%" (found "${percent[0]}")`;
  if (text.includes('"')) return 'use Italian quotation marks « » instead of straight quotes (")';
  if (text.includes("...") && !SPEC_THREE_DOTS.includes(text.trim())) {
    return 'use the ellipsis character "…" instead of three dots';
  }
  return null;
}
