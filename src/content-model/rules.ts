/**
 * The rules of the content model, checked once for every consumer: the build and
 * `npm run check:content` (files.ts) and the CMS (src/cms/validate-entry.ts). They find problems;
 * messages.ts words them in Italian for where the editor reads them. Browser-safe: whether a file
 * exists is asked through `fileExists`, which only Node can answer.
 */
import { isIconName } from "../components/icon-names";
import { isRecord } from "../lib/is-record";
import { parseIsoDate } from "../lib/iso-date";
import { isScalar, list, type Field, type TypeSpecs } from "./field";
import { refusedPlaceholders } from "./model/placeholders";
import { typographyIssue, type TypographyIssue } from "./typography";
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
  | { code: "typography"; issue: TypographyIssue }
  | { code: "placeholder"; written: string; accepted: readonly string[] }
  | { code: "range"; min?: number; max?: number; value: number }
  | { code: "file-not-found"; value: string }
  | { code: "file-folder"; value: string; folder: string }
  | { code: "file-type"; value: string }
  | { code: "image-size"; value: string; size: ImageSize; min: [number, number] }
  | { code: "describe-again" };

export type Problem = ProblemKind & { steps: Step[] };

export interface ImageSize {
  width: number;
  height: number;
}

export interface RuleOptions {
  /**
   * Whether the file a "File" field names is there; `value` is the path relative to the YAML file.
   * Node answers from the disk; the browser cannot, and returns true.
   */
  fileExists(value: string): boolean;
  /** The size of the picture a "File" field names, when known (undefined: not checked). */
  imageSize?(value: string): ImageSize | undefined;
}

export const describeValue = (value: unknown): string =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "a list"
      : value instanceof Date
        ? "a date"
        : typeof value;

function scalarOk(kind: string, value: unknown): boolean {
  switch (kind) {
    case "String":
      return typeof value === "string";
    case "Int":
      return Number.isInteger(value);
    case "Float":
      return typeof value === "number" && Number.isFinite(value);
    case "Boolean":
      return typeof value === "boolean";
    case "Date":
      return value instanceof Date || (typeof value === "string" && parseIsoDate(value) !== null);
    case "Icon":
      return typeof value === "string" && isIconName(value);
    case "Color":
      return typeof value === "string" && (palette as readonly string[]).includes(value);
    case "Hex":
      return typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value);
    case "Path":
      return typeof value === "string" && /^\/[a-z0-9\-/#]*$/.test(value);
    case "File":
      return typeof value === "string" && value !== "";
    default:
      return false;
  }
}

/**
 * A "File" field is an image the build resizes with sharp: gatsby-transformer-sharp processes
 * these (and TIFF, which no browser shows); any other file would reach the pages without one.
 */
const IMAGE_FILE = /\.(jpe?g|png|webp|avif)$/i;

/** "./images/x.jpg" and "images/x.jpg" both name content/images/x.jpg from a file in content/. */
const stripDot = (value: string) => value.replace(/^\.\//, "");

function checkValue(
  types: TypeSpecs,
  field: Field,
  value: unknown,
  steps: Step[],
  options: RuleOptions,
  problems: Problem[],
): void {
  if (value === undefined || value === null) {
    if (field.required)
      problems.push({ code: "missing", base: field.base, list: field.list, steps });
    return;
  }
  if (field.list) {
    if (!Array.isArray(value)) {
      problems.push({ code: "not-list", found: describeValue(value), steps });
      return;
    }
    if (field.length !== undefined && value.length !== field.length) {
      problems.push({ code: "length", expected: field.length, found: value.length, steps });
    } else if (field.required && value.length === 0) {
      problems.push({ code: "empty-list", steps });
    }
    const item: Field = { ...field, list: false, required: true, length: undefined };
    const label = field.itemLabel ?? types[field.base]?.label;
    value.forEach((entry, index) =>
      checkValue(types, item, entry, [...steps, { index, label }], options, problems),
    );
    if (field.unique && isScalar(field.base)) {
      value.forEach((entry, index) => {
        const first = value.indexOf(entry);
        if (first < index)
          problems.push({
            code: "duplicate",
            value: entry,
            first,
            steps: [...steps, { index, label }],
          });
      });
    }
    return;
  }
  if (isScalar(field.base)) {
    if (!scalarOk(field.base, value)) {
      problems.push({
        code: "scalar",
        kind: field.base,
        value,
        found: describeValue(value),
        steps,
      });
      return;
    }
    if (field.base === "String" && field.required && (value as string).trim() === "") {
      problems.push({ code: "empty", steps });
      return;
    }
    const typography = field.base === "String" ? typographyIssue(value as string) : null;
    if (typography) {
      problems.push({ code: "typography", issue: typography, steps });
      return;
    }
    if (field.base === "String") {
      const accepted = field.placeholders ?? [];
      for (const written of refusedPlaceholders(value as string, accepted))
        problems.push({ code: "placeholder", written, accepted, steps });
    }
    if (typeof value === "string" && field.pattern && !new RegExp(field.pattern[0]).test(value)) {
      problems.push({
        code: "pattern",
        value,
        regex: field.pattern[0],
        message: field.pattern[1],
        steps,
      });
      return;
    }
    if (typeof value === "number" && (field.min !== undefined || field.max !== undefined)) {
      if (
        (field.min !== undefined && value < field.min) ||
        (field.max !== undefined && value > field.max)
      ) {
        problems.push({ code: "range", min: field.min, max: field.max, value, steps });
      }
      return;
    }
    if (field.base === "File") {
      const file = value as string;
      if (!IMAGE_FILE.test(file)) {
        problems.push({ code: "file-type", value: file, steps });
      } else if (field.folder && !stripDot(file).startsWith(`${field.folder}/`)) {
        problems.push({ code: "file-folder", value: file, folder: field.folder, steps });
      } else if (!options.fileExists(file)) {
        problems.push({ code: "file-not-found", value: file, steps });
      } else {
        const size = field.minSize && options.imageSize?.(file);
        const [width, height] = field.minSize ?? [0, 0];
        if (size && (size.width < width || size.height < height))
          problems.push({ code: "image-size", value: file, size, min: [width, height], steps });
      }
    }
    return;
  }
  if (typeof value !== "object" || Array.isArray(value) || value instanceof Date) {
    problems.push({ code: "not-group", typeName: field.base, found: describeValue(value), steps });
    return;
  }
  checkObject(types, field.base, value as Record<string, unknown>, steps, options, problems);
}

function checkObject(
  types: TypeSpecs,
  typeName: string,
  value: Record<string, unknown>,
  steps: Step[],
  options: RuleOptions,
  problems: Problem[],
): void {
  const spec = types[typeName];
  if (!spec) {
    problems.push({ code: "no-type", typeName, steps });
    return;
  }
  for (const [key, decl] of Object.entries(spec.fields))
    checkValue(types, decl, value[key], [...steps, { key, decl }], options, problems);
  if (spec.oneOf) {
    const given = spec.oneOf.filter((key) => {
      const entry = value[key];
      return (
        entry !== undefined &&
        entry !== null &&
        entry !== "" &&
        !(Array.isArray(entry) && entry.length === 0)
      );
    });
    if (given.length !== 1) {
      const labels = spec.oneOf.map((key) => spec.fields[key].label);
      problems.push({ code: "one-of", fields: spec.oneOf, labels, found: given.length, steps });
    }
  }
  for (const key of Object.keys(value)) {
    if (!(key in spec.fields) && !nodeInternals.has(key)) {
      problems.push({
        code: "unknown-field",
        expected: Object.keys(spec.fields),
        steps: [...steps, { key }],
      });
    }
  }
}

/** Every problem of one object (a file's root or one item of a list file) against its type. */
export function findProblems(
  types: TypeSpecs,
  typeName: string,
  value: Record<string, unknown>,
  options: RuleOptions,
  steps: Step[] = [],
): Problem[] {
  const problems: Problem[] = [];
  checkObject(types, typeName, value, steps, options, problems);
  return problems;
}

/**
 * Every problem of the items of a list file: each item against its type, and the fields declared
 * `unique` (keys that become HTML ids) repeated across items. `steps` lead to the list.
 */
export function findListProblems(
  types: TypeSpecs,
  typeName: string,
  items: Record<string, unknown>[],
  options: RuleOptions,
  steps: Step[] = [],
  itemLabel?: string,
): Problem[] {
  const problems = items.flatMap((item, index) =>
    findProblems(types, typeName, item, options, [...steps, { index, label: itemLabel }]),
  );
  for (const [key, decl] of Object.entries(types[typeName]?.fields ?? {})) {
    if (!decl.unique) continue;
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = item[key];
      if (value === undefined || value === null || value === "") return;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else
        problems.push({
          code: "duplicate",
          value,
          first,
          steps: [...steps, { index, label: itemLabel }, { key, decl }],
        });
    });
  }
  return problems;
}

/**
 * Every problem of a list file (services.yaml, ...): a list of at least one item, each a group of
 * fields checked against `typeName`. The build passes the file's root, the CMS the entry's list;
 * `steps` lead to the list (none for the file's root).
 */
export function findListFileProblems(
  types: TypeSpecs,
  typeName: string,
  data: unknown,
  options: RuleOptions,
  steps: Step[] = [],
): Problem[] {
  const itemLabel = types[typeName]?.label ?? "Elemento";
  if (!Array.isArray(data)) return [{ code: "file-not-list", itemLabel, steps }];
  if (data.length === 0) return [{ code: "file-list-empty", steps }];
  const notGroups = data.flatMap((item, index): Problem[] =>
    isRecord(item)
      ? []
      : [{ code: "item-not-group", steps: [...steps, { index, label: itemLabel }] }],
  );
  if (notGroups.length > 0) return notGroups;
  return findListProblems(
    types,
    typeName,
    data as Record<string, unknown>[],
    options,
    steps,
    itemLabel,
  );
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

/** The field of the CMS that holds a list file's items, as the rules and the messages see it. */
export const listFileField = (types: TypeSpecs, typeName: string, file: string): Field => {
  const spec = types[typeName];
  return list(typeName, {
    label: spec.fileLabels?.[file] ?? spec.label ?? typeName,
    hint: spec.hint,
    itemLabel: spec.label,
  });
};
