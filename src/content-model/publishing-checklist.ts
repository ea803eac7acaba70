/**
 * "Da confermare prima della pubblicazione": the example data and claims the agency must replace
 * or stand behind. The production build stops while any item is open; every other build prints it.
 */
import fs from "node:fs";
import path from "node:path";
import { editorPlace } from "../cms/config";
import { parseContent } from "../cms/parse";
import { blockedConfirmations, checklistKeys } from "./model/publishing-checklist";

export const CHECKLIST_FILE = "publishing-checklist.yaml";

export interface ChecklistPlace {
  file: string;
  /** The field's YAML path in the file; none for the whole file. */
  field?: string;
}

export interface ChecklistItem {
  key: string;
  title: string;
  places: ChecklistPlace[];
  todo: string;
  reason: string;
  confirmed: boolean;
}

export interface PublishingChecklist {
  title: string;
  items: ChecklistItem[];
}

export type OpenItem = { item: ChecklistItem; index: number } | { missing: string };

/** The items unconfirmed, or required (by key) and not in the file. */
export function openItems(
  checklist: PublishingChecklist,
  required: readonly string[] = checklistKeys,
): OpenItem[] {
  const keys = new Set(checklist.items.map((item) => item.key));
  return [
    ...checklist.items.flatMap((item, index) => (item.confirmed ? [] : [{ item, index }])),
    ...required.filter((key) => !keys.has(key)).map((missing) => ({ missing })),
  ];
}

const countOf = (count: number): string => (count === 1 ? "un punto" : `${count} punti`);

/** A place in the editor, then in the YAML: "Pagine … › Partita IVA (content/site.yaml › vatNumber)". */
const placeLine = ({ file, field }: ChecklistPlace): string =>
  `${editorPlace(file, field) ?? file} (${[file, field].filter(Boolean).join(" › ")})`;

/** The Italian list the build prints: what, where, what to do, and where to confirm it. */
function openItemsReport(checklist: PublishingChecklist, open: OpenItem[]): string {
  const lines = open.flatMap((entry) =>
    "missing" in entry
      ? [
          `  - il punto «${entry.missing}» manca in content/${CHECKLIST_FILE}: rimettilo dalla versione precedente del file e confermalo`,
        ]
      : [
          `  - ${entry.item.title}`,
          ...entry.item.places.map((place) => `      dove: ${placeLine(place)}`),
          `      da fare: ${entry.item.todo}`,
          `      fatto questo: content/${CHECKLIST_FILE} › items[${entry.index}].confirmed (Confermato)`,
        ],
  );
  return [`${checklist.title}: ${countOf(open.length)} da confermare`, ...lines].join("\n");
}

/**
 * Whether the build in Netlify's deploy `context` (unset locally) must stop, and what it prints
 * (empty when all are confirmed).
 */
export function publishingGate(
  checklist: PublishingChecklist,
  context: string | undefined,
  required?: readonly string[],
): { blocks: boolean; message: string } {
  const open = openItems(checklist, required);
  if (open.length === 0) return { blocks: false, message: "" };
  const report = openItemsReport(checklist, open);
  if (context === "production")
    return {
      blocks: true,
      message: `Pubblicazione fermata: il sito di produzione contiene ancora dati di esempio o affermazioni da confermare.\n${report}`,
    };
  return {
    blocks: false,
    message: `${report}\nQuesta versione del sito si costruisce lo stesso (contesto: ${context ?? "locale"}); la pubblicazione in produzione si ferma finché ${open.length === 1 ? "il punto resta aperto" : "i punti restano aperti"}.`,
  };
}

/** A content file's data, or undefined if it is missing or unreadable. */
function readContent(contentRoot: string, file: string): unknown {
  try {
    return parseContent(fs.readFileSync(path.join(contentRoot, file), "utf8"));
  } catch {
    return undefined;
  }
}

/** Reads the checklist of a content folder already checked against the content model. */
export function readPublishingChecklist(contentRoot: string): PublishingChecklist {
  return readContent(contentRoot, CHECKLIST_FILE) as PublishingChecklist;
}

/**
 * What the model alone cannot see: every place names an existing file and field, no two items
 * share a key, no item is confirmed while what it names is still true. `reportedMissing`: files
 * whose absence another check already reports.
 */
export function checklistProblems(
  checklist: PublishingChecklist,
  contentRoot: string,
  reportedMissing: ReadonlySet<string> = new Set(),
): string[] {
  const label = `content/${CHECKLIST_FILE}`;
  const seen = new Set<string>();
  return checklist.items
    .flatMap((item, index) => {
      const problems: string[] = [];
      if (seen.has(item.key))
        problems.push(
          `${label}: items[${index}].key (Punto n. ${index + 1} › Codice): il codice «${item.key}» è già usato da un altro punto`,
        );
      seen.add(item.key);
      item.places.forEach((place, placeIndex) => {
        const relative = place.file.replace(/^content\//, "");
        const at = `${label}: items[${index}].places[${placeIndex}]`;
        if (reportedMissing.has(place.file)) return;
        if (!fs.existsSync(path.join(contentRoot, relative)))
          problems.push(
            `${at}.file (Punto n. ${index + 1} › Dove si cambia › File): il file ${place.file} non esiste`,
          );
        else if (editorPlace(place.file, place.field) === undefined)
          problems.push(
            `${at}.field (Punto n. ${index + 1} › Dove si cambia › Campo): ${place.file} non ha il campo «${place.field}» (scrivilo come nel YAML: registration.reaNumber, why.reasons[0].title)`,
          );
      });
      return problems;
    })
    .concat(
      blockedConfirmations(checklist.items, (file) => readContent(contentRoot, file)).map(
        ({ index, message }) =>
          `${label}: items[${index}].confirmed (Punto n. ${index + 1} › Confermato): ${message}`,
      ),
    );
}
