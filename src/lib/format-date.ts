/**
 * Italian dates, written out instead of Intl (see format.ts for why); a module apart from the
 * numbers', so that the pages that show figures do not ship the months.
 * format.test.ts checks it against Node's Intl.
 */

import { parseIsoDate } from "./iso-date";

const MONTHS = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
] as const;

/** "2026-11-22" → "22 novembre 2026" */
export function formatLongDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`formatLongDate: "${isoDate}" is not a YYYY-MM-DD date`);
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}
