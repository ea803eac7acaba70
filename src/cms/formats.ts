/**
 * The one YAML (de)serialiser of content/: the CMS reads and writes every content file through
 * these formats, and `npm run content:format` normalises every file with the same
 * `serializeContent`, so saving an entry without changes leaves its file byte-identical.
 *
 * Browser-safe: js-yaml and the content model only, no Node built-in (the admin bundle registers
 * these formats with CMS.registerCustomFormat).
 */
import yaml from "js-yaml";
import { mapScalars } from "../content-model/queried";
import { contentTypes } from "../content-model/types";
import { isRecord } from "../lib/is-record";
import { keepComments } from "./comments";
import { parseContent, schema } from "./parse";

export { parseContent };

/** The field that holds a list-root file's items while the CMS edits it as one entry. */
export const LIST_FIELD = "items";

/**
 * Drops what the CMS leaves behind for a field the editor left empty (an empty text, no choice,
 * an empty list, a group with nothing in it): the file never holds them, and validateEntry judges
 * the entry as it will be written.
 */
export function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (!isRecord(value)) return value;
  const pruned = Object.entries(value).map(([key, entry]) => [key, prune(entry)] as const);
  const empty = (entry: unknown) =>
    entry === undefined ||
    entry === "" ||
    (typeof entry === "object" && (entry === null || Object.keys(entry).length === 0));
  return Object.fromEntries(pruned.filter(([, entry]) => !empty(entry)));
}

/**
 * Puts the fields of a value of `typeName` in the model's order, recursively, and writes image
 * paths as the CMS does ("images/x.jpg", without "./"). Decap hands formats its data through
 * immutable.js maps, which keep the order of at most 8 keys: a group with more (the contact form)
 * comes back shuffled, so the order must come from the model, not from the data.
 * Fields the model does not know keep their place after the known ones (the check refuses them).
 */
export const orderByModel = (typeName: string, value: unknown): unknown =>
  mapScalars(typeName, value, (field, entry) =>
    field.base === "File" && typeof entry === "string" ? entry.replace(/^\.\//, "") : entry,
  );

/**
 * The node type of a file's data, found from its field names (the formats are not told which file
 * they write): the one type, with the same root shape, that declares every field present and
 * shares the most of them. Null when no single type fits; the data is then written as it comes.
 */
export function detectType(data: unknown): string | null {
  const isList = Array.isArray(data);
  const objects = (isList ? data : [data]).filter(isRecord);
  const keys = new Set(objects.flatMap((item) => Object.keys(item)));
  if (keys.size === 0) return null;
  const scored = Object.entries(contentTypes)
    .filter(([, spec]) => spec.node && (spec.root === "list") === isList)
    .filter(([, spec]) => [...keys].every((key) => key in spec.fields))
    .map(([name, spec]) => ({
      name,
      score: Object.keys(spec.fields).filter((key) => keys.has(key)).length,
    }))
    .sort((a, b) => b.score - a.score);
  if (scored.length === 0 || (scored.length > 1 && scored[0].score === scored[1].score))
    return null;
  return scored[0].name;
}

/**
 * The canonical text of a content file (js-yaml 4): fields in the model's order (`typeName`, or the
 * type detected from the data), two-space indent, long text folded at 100 columns, no anchors,
 * a blank line around every group or list at the top and between the items of a root list (as the
 * hand-written files had), one trailing newline.
 */
export function serializeContent(
  value: unknown,
  typeName: string | null = detectType(value),
): string {
  // quotingType: js-yaml 4 quotes with "…" only what must be quoted (an apostrophe stays an apostrophe).
  const options = {
    schema,
    indent: 2,
    lineWidth: 100,
    noRefs: true,
    sortKeys: false,
    quotingType: '"',
  };
  const dump = (data: unknown) => yaml.dump(data, options as yaml.DumpOptions);
  const data = prune(typeName ? orderByModel(typeName, value) : value);
  if (Array.isArray(data)) {
    return data.map((item) => dump([item])).join("\n");
  }
  if (data !== null && typeof data === "object") {
    const entries = Object.entries(data as Record<string, unknown>);
    // A group or a list stands apart with a blank line; consecutive one-line fields stay together.
    const isGroup = (entry: unknown) => entry !== null && typeof entry === "object";
    return entries
      .map(([key, entry], index) => {
        const text = dump({ [key]: entry });
        return index > 0 && (isGroup(entry) || isGroup(entries[index - 1][1])) ? `\n${text}` : text;
      })
      .join("");
  }
  return dump(data);
}

export interface ContentFormat {
  name: string;
  extension: string;
  fromFile(text: string): object;
  toFile(data: object): string;
}

/**
 * The text each file had when the CMS read it (or last wrote it), for its comments: Decap tells a
 * format neither which file it reads nor which it writes, so a file is known by its type (from its
 * fields) and, for the legal pages, which share one, by its slug.
 */
const lastText = new Map<string, string>();

function fileKey(data: unknown): string | null {
  const typeName = detectType(data);
  if (!typeName) return null;
  const slug = isRecord(data) && typeof data.slug === "string" ? data.slug : "";
  return `${typeName} ${slug}`;
}

/** A format of the CMS: `fromData` turns a file's data into the entry, `toData` back. */
function format(
  name: string,
  fromData: (data: unknown) => object,
  toData: (entry: object) => unknown,
): ContentFormat {
  return {
    name,
    extension: "yaml",
    fromFile(text) {
      const data = parseContent(text);
      const key = fileKey(data);
      if (key) lastText.set(key, text);
      return fromData(data);
    },
    toFile(entry) {
      const data = toData(entry);
      const written = serializeContent(data);
      const key = fileKey(data);
      const before = key ? lastText.get(key) : undefined;
      const text = before === undefined ? written : keepComments(before, written);
      if (key) lastText.set(key, text);
      return text;
    },
  };
}

/** A file whose root is a group of fields (site.yaml, the page files, the legal pages). */
export const mapFormat = format(
  "content-yaml",
  (data) => (isRecord(data) ? data : {}),
  (entry) => entry,
);

/**
 * A file whose root is a list (services, case studies, testimonials, metrics). Decap has no
 * list-root entries, so the CMS edits `{ items: [...] }` and the file keeps the bare list.
 */
export const listFormat = format(
  "content-yaml-list",
  (data) => ({ [LIST_FIELD]: Array.isArray(data) ? data : [] }),
  (entry) => {
    const items = (entry as Record<string, unknown>)[LIST_FIELD];
    return Array.isArray(items) ? items : [];
  },
);

/** The formats the CMS registers; Decap hands toFile the entry's data as plain objects (toJS()). */
export const contentFormats = [mapFormat, listFormat];
