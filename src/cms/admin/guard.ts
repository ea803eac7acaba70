/**
 * The CMS's last word before anything is written: Decap's widgets already refuse an empty
 * required field or a list of the wrong length; this refuses everything else the build would
 * (validateEntry: the same rules as `npm run check:content`, in Italian).
 *
 * Registered as Decap's preSave event handler. Decap's backend awaits preSave handlers before
 * it writes (decap-cms-core backend.persistEntry → invokePreSaveEvent); one that throws aborts
 * the save, and Decap shows "Salvataggio non riuscito. %{details}" (locale.ts) with the thrown
 * error as details (String(error): "<name>: <message>"), checked in Chromium.
 */
import { validateEntry } from "../validate-entry";
import { isLegalFile, legalDate } from "./legal-date";
import { savedEntry } from "./saved-files";

/** The immutable.js entry Decap hands to event handlers (only what is used here). */
export interface EventEntry {
  get(key: string): unknown;
}

export class EntryRefused extends Error {
  static readonly SEPARATOR = " · ";

  constructor(readonly problems: string[]) {
    super(problems.join(EntryRefused.SEPARATOR));
    // Shown by Decap as "Salvataggio non riuscito. Da correggere: …".
    this.name = "Da correggere";
  }
}

/** The immutable.js map of an entry's data (only what is used here). */
interface EventData {
  toJS(): unknown;
  set(key: string, value: unknown): EventData;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Returns the data to save when it changes it (a legal page whose text changed gets today's
 * date, legal-date.ts), undefined when Decap keeps the entry as it is; throws to refuse.
 */
export function preSaveGuard({ entry }: { entry: EventEntry }): EventData | undefined {
  const path = String(entry.get("path"));
  const data = entry.get("data") as EventData | undefined;
  let plain = typeof data?.toJS === "function" ? data.toJS() : data;
  let changed: EventData | undefined;
  if (data && isLegalFile(path)) {
    const date = legalDate(path, plain, today());
    const current = (plain as { updatedOn?: unknown } | undefined)?.updatedOn;
    if (date !== undefined && date !== current) {
      changed = data.set("updatedOn", date);
      plain = changed.toJS();
    }
  }
  const problems = validateEntry(path, plain, savedEntry(path));
  if (problems.length > 0) throw new EntryRefused(problems);
  return changed;
}
