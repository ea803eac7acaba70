import { formatLongDate } from "./format";

/** The "Ultimo aggiornamento" date: the one pinned in YAML, else the build date. */
export function legalUpdatedDate(pinned: string | null | undefined, buildDate: string): string {
  const iso = pinned || buildDate;
  return formatLongDate(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
}
