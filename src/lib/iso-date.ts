/** A calendar date written YYYY-MM-DD, as the content's "Date" fields and the build date are. */
export interface IsoDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The date `text` names, or null when it is not YYYY-MM-DD or no such day exists (2026-02-29). */
export function parseIsoDate(text: string): IsoDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : null;
}
