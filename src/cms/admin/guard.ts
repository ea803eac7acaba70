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

/** The immutable.js entry Decap hands to event handlers (only what is used here). */
export interface EventEntry {
  get(key: string): unknown;
}

export class EntryRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(" · "));
    // Shown by Decap as "Salvataggio non riuscito. Da correggere: …".
    this.name = "Da correggere";
  }
}

export function preSaveGuard({ entry }: { entry: EventEntry }): undefined {
  const path = String(entry.get("path"));
  const data = entry.get("data") as { toJS?: () => unknown } | undefined;
  const problems = validateEntry(path, typeof data?.toJS === "function" ? data.toJS() : data);
  if (problems.length > 0) throw new EntryRefused(problems);
  // undefined: Decap keeps the entry as it is.
  return undefined;
}
