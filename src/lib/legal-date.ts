import { formatLongDate } from "./format-date";

export interface LegalDate {
  /** YYYY-MM-DD, for <time dateTime>. */
  iso: string;
  /** "22 novembre 2026" */
  text: string;
}

/** The "Ultimo aggiornamento" date: the one pinned in YAML, else the build date. */
export function legalUpdatedDate(pinned: string | null | undefined, buildDate: string): LegalDate {
  const iso = (pinned || buildDate).slice(0, 10);
  return { iso, text: formatLongDate(iso) };
}
