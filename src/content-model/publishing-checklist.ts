/**
 * "Da confermare prima della pubblicazione" (content/publishing-checklist.yaml): the example data
 * and the claims the agency must replace or stand behind. The production build stops while any
 * item is unconfirmed, so example data never goes live by accident; every other build (a local
 * one, `npm start`, a deploy preview) goes ahead and prints the same list.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

export const CHECKLIST_FILE = "publishing-checklist.yaml";

export interface ChecklistPlace {
  file: string;
  field: string;
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

/** An unconfirmed item and where its own «Confermato» switch is. */
export interface OpenItem {
  item: ChecklistItem;
  index: number;
}

export function openItems(checklist: PublishingChecklist): OpenItem[] {
  return checklist.items.flatMap((item, index) => (item.confirmed ? [] : [{ item, index }]));
}

/** Netlify sets CONTEXT to production, deploy-preview, branch-deploy or dev; locally it is unset. */
export const isProductionContext = (context: string | undefined): boolean =>
  context === "production";

const countOf = (count: number): string => (count === 1 ? "un punto" : `${count} punti`);

/** The places of an item, file by file: "content/site.yaml › phone (Telefono), email (Email)". */
function placesLine(places: ChecklistPlace[]): string[] {
  const byFile = new Map<string, string[]>();
  for (const { file, field } of places) byFile.set(file, [...(byFile.get(file) ?? []), field]);
  return [...byFile].map(([file, fields]) => `${file} › ${fields.join(", ")}`);
}

/** The Italian list the build prints: what, where, what to do, and where to confirm it. */
export function openItemsReport(checklist: PublishingChecklist, open: OpenItem[]): string {
  const lines = open.flatMap(({ item, index }) => [
    `  - ${item.title}`,
    ...placesLine(item.places).map((place) => `      dove: ${place}`),
    `      da fare: ${item.todo}`,
    `      fatto questo: content/${CHECKLIST_FILE} › items[${index}].confirmed (Confermato)`,
  ]);
  return [`${checklist.title}: ${countOf(open.length)} da confermare`, ...lines].join("\n");
}

export interface PublishingGate {
  /** True when the build must stop (production with items still open). */
  blocks: boolean;
  /** What to print; empty when every item is confirmed. */
  message: string;
}

/** What the build does with the checklist in this deploy context. */
export function publishingGate(
  checklist: PublishingChecklist,
  context: string | undefined,
): PublishingGate {
  const open = openItems(checklist);
  if (open.length === 0) return { blocks: false, message: "" };
  const report = openItemsReport(checklist, open);
  if (isProductionContext(context))
    return {
      blocks: true,
      message: `Pubblicazione fermata: il sito di produzione contiene ancora dati di esempio o affermazioni da confermare.\n${report}`,
    };
  return {
    blocks: false,
    message: `${report}\nQuesta versione del sito si costruisce lo stesso (contesto: ${context ?? "locale"}); la pubblicazione in produzione si ferma finché ${open.length === 1 ? "il punto resta aperto" : "i punti restano aperti"}.`,
  };
}

/** Reads the checklist of a content folder already checked against the content model. */
export function readPublishingChecklist(contentRoot: string): PublishingChecklist {
  const text = fs.readFileSync(path.join(contentRoot, CHECKLIST_FILE), "utf8");
  return yaml.load(text, { schema: yaml.CORE_SCHEMA }) as PublishingChecklist;
}

/**
 * What the content model alone cannot see: every place names a content file that exists, and no
 * two items share a key. Messages in Italian, as the other content checks. `reportedMissing`: files
 * (content/…) whose absence another check already reports, so it is said once.
 */
export function checklistProblems(
  checklist: PublishingChecklist,
  contentRoot: string,
  reportedMissing: ReadonlySet<string> = new Set(),
): string[] {
  const label = `content/${CHECKLIST_FILE}`;
  const seen = new Set<string>();
  return checklist.items.flatMap((item, index) => {
    const problems: string[] = [];
    if (seen.has(item.key))
      problems.push(
        `${label}: items[${index}].key (Punto n. ${index + 1} › Codice): il codice «${item.key}» è già usato da un altro punto`,
      );
    seen.add(item.key);
    item.places.forEach((place, placeIndex) => {
      const relative = place.file.replace(/^content\//, "");
      if (!reportedMissing.has(place.file) && !fs.existsSync(path.join(contentRoot, relative)))
        problems.push(
          `${label}: items[${index}].places[${placeIndex}].file (Punto n. ${index + 1} › Dove si cambia › File): il file ${place.file} non esiste`,
        );
    });
    return problems;
  });
}
