/**
 * Decap's preSave handler: refuses, in Italian, what the build would refuse (validateEntry), and,
 * against other files as saved, a changed picture with its old description or a checklist item
 * confirmed while what it names is still true. Decap awaits preSave handlers before it writes;
 * one that throws aborts the save, shown as "Salvataggio non riuscito. <name>: <message>".
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

export type EventEntry = Pick<ImmutableLike, "get">;

export class EntryRefused extends Error {
  static readonly SEPARATOR = " · ";

  constructor(readonly problems: string[]) {
    super(problems.join(EntryRefused.SEPARATOR));
    // Shown by Decap as "Salvataggio non riuscito. Da correggere: …".
    this.name = "Da correggere";
  }
}

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

/** What the entry (`file` under content/) breaks against other files. */
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

/** The data to save when it changes it (a legal page's date), else undefined; throws to refuse. */
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
