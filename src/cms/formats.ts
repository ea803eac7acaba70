/**
 * The one YAML (de)serialiser of content/, for the CMS's formats and `npm run content:format`
 * alike, so saving an entry without changes leaves its file byte-identical. Browser-safe.
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

/** Drops what the CMS leaves behind for a field left empty: the file never holds it. */
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
 * Fields in the model's order, image paths without "./". Decap hands formats immutable.js maps,
 * which keep the order of at most 8 keys, so the order must come from the model.
 */
export const orderByModel = (typeName: string, value: unknown): unknown =>
  mapScalars(typeName, value, (field, entry) =>
    field.base === "File" && typeof entry === "string" ? entry.replace(/^\.\//, "") : entry,
  );

/**
 * The node type of a file's data from its field names (formats are not told the file): the one
 * type of the same root shape declaring every field present and sharing the most; else null.
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
 * The canonical text of a content file: fields in the model's order, long text folded at 100
 * columns, a blank line around every top group or list and between a root list's items.
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
) {
  return {
    name,
    extension: "yaml",
    fromFile(text: string) {
      const data = parseContent(text);
      const key = fileKey(data);
      if (key) lastText.set(key, text);
      return fromData(data);
    },
    toFile(entry: object) {
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
