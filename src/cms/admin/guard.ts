/**
 * The CMS's last word before anything is written: Decap's widgets already refuse an empty
 * required field or a list of the wrong length; this refuses everything else the build would
 * (validateEntry: the same rules as `npm run check:content`, in Italian).
 *
 * Registered as Decap's preSave event handler. Decap's backend awaits preSave handlers before
 * it writes (decap-cms-core backend.persistEntry → invokePreSaveEvent); one that throws aborts
 * the save, and Decap shows "Salvataggio non riuscito. %{details}" (locale.ts) with the thrown
 * error as details (String(error): "<name>: <message>"), checked in Chromium.
 *
 * Beyond the entry itself it compares it with other files as saved (backend.ts): a picture
 * that changed needs a new description, and a checklist item cannot be confirmed while what it
 * names is still true (the content model's confirmationBlocks, as `npm run check:content`).
 */
import { isScalar } from "../../content-model/field";
import { italianMessage } from "../../content-model/messages";
import {
  blockedConfirmations,
  confirmationBlocks,
} from "../../content-model/model/publishing-checklist";
import { staleDescriptions } from "../../content-model/rules";
import { contentTypes } from "../../content-model/types";
import { entryRoot, validateEntry } from "../validate-entry";
import { savedContent, savedEntry } from "./backend";
import { pictureSizes } from "./image-widget";
import { isLegalFile, legalDate, today } from "./legal-date";
import { toPlain, type ImmutableLike } from "./preview-data";

/** The immutable.js entry Decap hands to event handlers (only what is used here). */
export type EventEntry = Pick<ImmutableLike, "get">;

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

const CHECKLIST = "publishing-checklist.yaml";
const blockFiles = [...new Set(Object.values(confirmationBlocks).flatMap((block) => block.files))];

/** Whether a type holds a picture with its description (an image field's `alt`). */
const hasPictures = (typeName: string): boolean =>
  Object.values(contentTypes[typeName]?.fields ?? {}).some(
    (field) => field.alt !== undefined || (!isScalar(field.base) && hasPictures(field.base)),
  );

/** What the entry (`file` under content/, its data as the CMS holds it) breaks in other files. */
async function crossFileProblems(file: string, data: unknown): Promise<string[]> {
  const { typeName, field, asFile, steps } = entryRoot(file, data);
  const problems: string[] = [];
  if (hasPictures(typeName)) {
    const saved = await savedContent(file);
    problems.push(
      ...staleDescriptions(contentTypes, field, asFile, saved, steps).map(italianMessage),
    );
  }
  if (file === CHECKLIST || blockFiles.includes(file)) {
    const read = async (name: string) => (name === file ? asFile : savedContent(name));
    const content = new Map(
      await Promise.all(
        [CHECKLIST, ...blockFiles].map(async (name) => [name, await read(name)] as const),
      ),
    );
    const items = (content.get(CHECKLIST) as { items?: unknown } | undefined)?.items;
    const where = file === CHECKLIST ? "" : `${contentTypes.PublishingChecklistYaml.label} › `;
    for (const { index, message } of blockedConfirmations(
      Array.isArray(items) ? items : [],
      (name) => content.get(name),
    ))
      problems.push(`${where}Punto n. ${index + 1} › Confermato: ${message}`);
  }
  return problems;
}

/**
 * Returns the data to save when it changes it (a legal page whose text changed gets today's
 * date, legal-date.tsx), undefined when Decap keeps the entry as it is; throws to refuse.
 */
export async function preSaveGuard({
  entry,
}: {
  entry: EventEntry;
}): Promise<EventData | undefined> {
  const path = String(entry.get("path"));
  const data = entry.get("data") as EventData | undefined;
  let plain = toPlain(data);
  let changed: EventData | undefined;
  if (data && isLegalFile(path)) {
    const date = legalDate(path, plain, today());
    const current = (plain as { updatedOn?: unknown } | undefined)?.updatedOn;
    if (date !== undefined && date !== current) {
      changed = data.set("updatedOn", date);
      plain = changed.toJS();
    }
  }
  const sizes = await pictureSizes();
  const problems = [
    ...validateEntry(path, plain, {
      saved: savedEntry(path),
      imageSize: (value) => sizes.get(value),
    }),
    ...(await crossFileProblems(path.replace(/^content\//, ""), plain)),
  ];
  if (problems.length > 0) throw new EntryRefused(problems);
  return changed;
}
