/**
 * The rules of the content model, checked once for the build, `npm run check:content` (files.ts)
 * and the CMS (validate-entry.ts); messages.ts words the problems in Italian. Browser-safe.
 */
import { isIconName } from "../components/icon-names";
import { isRecord } from "../lib/is-record";
import { PERCENT_WITH_SPACE } from "../lib/format";
import { parseIsoDate } from "../lib/iso-date";
import { group, isScalar, list, type Field, type ScalarKind, type TypeSpecs } from "./field";
import { refusedPlaceholders } from "./model/placeholders";
import { palette } from "./types";

/** Fields Gatsby adds to every node; they are not content. */
const nodeInternals = new Set(["id", "parent", "children", "internal", "fields", "$loki"]);

/** One step of the way to a value: a field (with its declaration) or the index of a list item. */
export type Step = { key: string; decl?: Field } | { index: number; label?: string };

export type ProblemKind =
  | { code: "missing"; base: string; list: boolean }
  | { code: "file-not-list"; itemLabel: string }
  | { code: "file-list-empty" }
  | { code: "item-not-group" }
  | { code: "empty" }
  | { code: "empty-list" }
  | { code: "one-of"; fields: readonly string[]; labels: string[]; found: number }
  | { code: "duplicate"; value: unknown; first: number }
  | { code: "pattern"; value: string; regex: string; message: string }
  | { code: "not-list"; found: string }
  | { code: "length"; expected: number; found: number }
  | { code: "not-group"; typeName: string; found: string }
  | { code: "unknown-field"; expected: string[] }
  | { code: "no-type"; typeName: string }
  | { code: "scalar"; kind: string; value: unknown; found: string }
  | { code: "percent"; found: string }
  | { code: "quotes" }
  | { code: "dots" }
  | { code: "placeholder"; written: string; accepted: readonly string[] }
  | { code: "range"; min?: number; max?: number; value: number }
  | { code: "file-not-found"; value: string }
  | { code: "file-folder"; value: string; folder: string }
  | { code: "file-type"; value: string }
  | { code: "image-size"; value: string; size: ImageSize; min: [number, number] }
  | { code: "describe-again" };

export type Problem = ProblemKind & { steps: Step[] };

export type ImageSize = { width: number; height: number };

/** What only the disk or the browser knows of a "File" field's value (relative to the YAML file). */
export interface RuleOptions {
  fileExists(value: string): boolean;
  /** Undefined: not checked. */
  imageSize?(value: string): ImageSize | undefined;
}

/** What a value is, in Italian, for the messages: «serve un testo, c'è un elenco». */
const describeValue = (value: unknown): string =>
  value === null
    ? "niente"
    : Array.isArray(value)
      ? "un elenco"
      : value instanceof Date
        ? "una data"
        : ({
            string: "un testo",
            number: "un numero",
            boolean: "sì/no",
            object: "un gruppo di campi",
          }[typeof value as string] ?? typeof value);

const isText = (value: unknown): value is string => typeof value === "string";

const scalarOk: Record<ScalarKind, (value: unknown) => boolean> = {
  String: isText,
  Int: Number.isInteger,
  Float: (value) => typeof value === "number" && Number.isFinite(value),
  Boolean: (value) => typeof value === "boolean",
  Date: (value) => value instanceof Date || (isText(value) && parseIsoDate(value) !== null),
  Icon: (value) => isText(value) && isIconName(value),
  Color: (value) => isText(value) && (palette as readonly string[]).includes(value),
  Hex: (value) => isText(value) && /^#[0-9a-fA-F]{6}$/.test(value),
  Path: (value) => isText(value) && /^\/[a-z0-9\-/#]*$/.test(value),
  File: (value) => isText(value) && value !== "",
};

/** Strings the specification quotes with three dots; they stay exactly as quoted. */
const SPEC_THREE_DOTS = [
  "Preparazione dell'esperienza digitale...",
  "Invio in corso...",
  "E molti altri...",
];

/** The first rule of Italian typography `text` breaks: "4,2%", « », "…". */
function typography(text: string): ProblemKind | undefined {
  const percent = PERCENT_WITH_SPACE.exec(text);
  if (percent) return { code: "percent", found: percent[0] };
  if (text.includes('"')) return { code: "quotes" };
  if (text.includes("...") && !SPEC_THREE_DOTS.includes(text.trim())) return { code: "dots" };
}

/**
 * A "File" field is an image the build resizes with sharp: gatsby-transformer-sharp processes
 * these (and TIFF, which no browser shows); any other file would reach the pages without one.
 */
const IMAGE_FILE = /\.(jpe?g|png|webp|avif)$/i;

function fileProblem(field: Field, file: string, options: RuleOptions): ProblemKind | undefined {
  if (!IMAGE_FILE.test(file)) return { code: "file-type", value: file };
  // "./images/x.jpg" and "images/x.jpg" both name content/images/x.jpg from a file in content/.
  if (field.folder && !file.replace(/^\.\//, "").startsWith(`${field.folder}/`))
    return { code: "file-folder", value: file, folder: field.folder };
  if (!options.fileExists(file)) return { code: "file-not-found", value: file };
  const size = field.minSize && options.imageSize?.(file);
  const [width, height] = field.minSize ?? [0, 0];
  if (size && (size.width < width || size.height < height))
    return { code: "image-size", value: file, size, min: [width, height] };
}

/** The first problem of a scalar value, after any placeholder it should not hold. */
function scalarProblems(field: Field & { base: ScalarKind }, value: unknown, options: RuleOptions) {
  if (!scalarOk[field.base](value))
    return [{ code: "scalar", kind: field.base, value, found: describeValue(value) } as const];
  const problems: ProblemKind[] = [];
  if (isText(value) && field.base === "String") {
    if (field.required && value.trim() === "") return [{ code: "empty" } as const];
    const typo = typography(value);
    if (typo) return [typo];
    const accepted = field.placeholders ?? [];
    for (const written of refusedPlaceholders(value, accepted))
      problems.push({ code: "placeholder", written, accepted });
  }
  if (isText(value) && field.pattern && !new RegExp(field.pattern[0]).test(value)) {
    const [regex, message] = field.pattern;
    return [...problems, { code: "pattern", value, regex, message } as const];
  }
  const { min, max } = field;
  if (
    typeof value === "number" &&
    ((min !== undefined && value < min) || (max !== undefined && value > max))
  )
    problems.push({ code: "range", min, max, value });
  const file = field.base === "File" && isText(value) && fileProblem(field, value, options);
  return file ? [...problems, file] : problems;
}

/** The items of `items` whose `valueOf` repeats an earlier one's (`skipEmpty`: no empty value). */
function duplicates(
  items: unknown[],
  valueOf: (item: unknown) => unknown,
  skipEmpty: boolean,
): { index: number; value: unknown; first: number }[] {
  const seen = new Map<unknown, number>();
  return items.flatMap((item, index) => {
    const value = valueOf(item);
    if (skipEmpty && (value === undefined || value === null || value === "")) return [];
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    return first === undefined ? [] : [{ index, value, first }];
  });
}

function checkValue(
  types: TypeSpecs,
  field: Field,
  value: unknown,
  steps: Step[],
  options: RuleOptions,
  problems: Problem[],
): void {
  const add = (kind: ProblemKind, at = steps): void => void problems.push({ ...kind, steps: at });
  if (value === undefined || value === null) {
    if (field.required) add({ code: "missing", base: field.base, list: field.list });
    return;
  }
  if (field.list) {
    if (!Array.isArray(value)) return add({ code: "not-list", found: describeValue(value) });
    if (field.length !== undefined && value.length !== field.length)
      add({ code: "length", expected: field.length, found: value.length });
    else if (field.required && value.length === 0) add({ code: "empty-list" });
    const item: Field = { ...field, list: false, required: true, length: undefined };
    const label = field.itemLabel ?? types[field.base]?.label;
    const itemSteps = (index: number) => [...steps, { index, label }];
    value.forEach((entry, index) =>
      checkValue(types, item, entry, itemSteps(index), options, problems),
    );
    // A repeated scalar item, or a field declared `unique` (a key that becomes an HTML id)
    // repeated across the list's groups.
    if (field.unique && isScalar(field.base))
      for (const { index, value: repeated, first } of duplicates(value, (v) => v, false))
        add({ code: "duplicate", value: repeated, first }, itemSteps(index));
    for (const [key, decl] of Object.entries(types[field.base]?.fields ?? {}))
      if (decl.unique)
        for (const { index, value: repeated, first } of duplicates(
          value,
          (entry) => (isRecord(entry) ? entry[key] : undefined),
          true,
        ))
          add({ code: "duplicate", value: repeated, first }, [...itemSteps(index), { key, decl }]);
    return;
  }
  if (isScalar(field.base)) {
    for (const problem of scalarProblems({ ...field, base: field.base }, value, options))
      add(problem);
    return;
  }
  if (!isRecord(value))
    return add({ code: "not-group", typeName: field.base, found: describeValue(value) });
  const spec = types[field.base];
  if (!spec) return add({ code: "no-type", typeName: field.base });
  for (const [key, decl] of Object.entries(spec.fields))
    checkValue(types, decl, value[key], [...steps, { key, decl }], options, problems);
  if (spec.oneOf) {
    const given = spec.oneOf.filter((key) => {
      const entry = value[key];
      const empty = entry === undefined || entry === null || entry === "";
      return !empty && !(Array.isArray(entry) && entry.length === 0);
    });
    if (given.length !== 1) {
      const labels = spec.oneOf.map((key) => spec.fields[key].label);
      add({ code: "one-of", fields: spec.oneOf, labels, found: given.length });
    }
  }
  for (const key of Object.keys(value))
    if (!(key in spec.fields) && !nodeInternals.has(key))
      add({ code: "unknown-field", expected: Object.keys(spec.fields) }, [...steps, { key }]);
}

/** The field a content file of `typeName` is: a group of fields, or a list file's list. */
export function rootField(types: TypeSpecs, typeName: string, file = ""): Field {
  const spec = types[typeName];
  if (spec?.root !== "list") return group(typeName, { label: "" });
  return list(typeName, {
    label: spec.fileLabels?.[file] ?? spec.label ?? typeName,
    hint: spec.hint,
    itemLabel: spec.label,
  });
}

/**
 * Every problem of a content file's data against its type; null when a file of fields is not a
 * group of fields. `steps` lead to the data (the CMS holds a list file's items in a field).
 */
export function fileProblems(
  types: TypeSpecs,
  typeName: string,
  data: unknown,
  options: RuleOptions,
  steps: Step[] = [],
): Problem[] | null {
  const problems: Problem[] = [];
  const field = rootField(types, typeName);
  if (!field.list) {
    if (!isRecord(data)) return null;
    checkValue(types, field, data, steps, options, problems);
    return problems;
  }
  const itemLabel = types[typeName]?.label ?? "Elemento";
  if (!Array.isArray(data)) return [{ code: "file-not-list", itemLabel, steps }];
  if (data.length === 0) return [{ code: "file-list-empty", steps }];
  const notGroups = data.flatMap((item, index): Problem[] =>
    isRecord(item)
      ? []
      : [{ code: "item-not-group", steps: [...steps, { index, label: itemLabel }] }],
  );
  if (notGroups.length > 0) return notGroups;
  checkValue(types, { ...field, itemLabel }, data, steps, options, problems);
  return problems;
}

/**
 * The descriptions of pictures that changed while their description did not (an image field's
 * `alt`), comparing an entry with its saved version: each must be written again.
 */
export function staleDescriptions(
  types: TypeSpecs,
  field: Field,
  after: unknown,
  before: unknown,
  steps: Step[] = [],
): Problem[] {
  if (field.list)
    return Array.isArray(after) && Array.isArray(before)
      ? after.flatMap((item, index) =>
          staleDescriptions(types, { ...field, list: false }, item, before[index], [
            ...steps,
            { index, label: field.itemLabel ?? types[field.base]?.label },
          ]),
        )
      : [];
  const spec = types[field.base];
  if (!spec || !isRecord(after) || !isRecord(before)) return [];
  return Object.entries(spec.fields).flatMap(([key, decl]) =>
    decl.alt
      ? after[key] !== before[key] && after[decl.alt] === before[decl.alt]
        ? [
            {
              code: "describe-again" as const,
              steps: [...steps, { key: decl.alt, decl: spec.fields[decl.alt] }],
            },
          ]
        : []
      : isScalar(decl.base)
        ? []
        : staleDescriptions(types, decl, after[key], before[key], [...steps, { key, decl }]),
  );
}
