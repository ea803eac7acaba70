/**
 * The rules of the content model, checked once for every consumer: the build and
 * `npm run check:content` (validate.ts: the YAML path and the field's labels) and the CMS
 * (src/cms/validate-entry.ts: the field's labels). Messages are Italian for both, worded for
 * where the editor reads them. Browser-safe: whether a file exists is asked through
 * `fileExists`, which only Node can answer.
 */
import { isIconName } from "../components/icon-names";
import { parseIsoDate } from "../lib/iso-date";
import {
  fieldDecl,
  fieldNotation,
  isScalar,
  parseField,
  type FieldDecl,
  type ParsedField,
} from "./field";
import { typographyIssue, typographyItalian, type TypographyIssue } from "./typography";
import { palette, type TypeSpec } from "./types";

/** Fields Gatsby adds to every node; they are not content. */
const nodeInternals = new Set(["id", "parent", "children", "internal", "fields", "$loki"]);

/** One step of the way to a value: a field (with its declaration) or the index of a list item. */
export type Step = { key: string; decl?: FieldDecl } | { index: number; label?: string };

export type ProblemKind =
  | { code: "missing"; notation: string }
  | { code: "empty" }
  | { code: "empty-list" }
  | { code: "one-of"; fields: string[]; labels: string[]; found: number }
  | { code: "duplicate"; value: unknown; first: number }
  | { code: "pattern"; value: string; regex: string; message: string }
  | { code: "not-list"; found: string }
  | { code: "length"; expected: number; found: number }
  | { code: "not-group"; typeName: string; found: string }
  | { code: "unknown-field"; expected: string[] }
  | { code: "no-type"; typeName: string }
  | { code: "scalar"; kind: string; value: unknown; found: string }
  | { code: "typography"; issue: TypographyIssue }
  | { code: "range"; min?: number; max?: number; value: number }
  | { code: "file-not-found"; value: string }
  | { code: "file-folder"; value: string; folder: string }
  | { code: "file-type"; value: string };

export type Problem = ProblemKind & { steps: Step[] };

export interface RuleOptions {
  /**
   * Whether the file a "File" field names is there; `value` is the path relative to the YAML file.
   * Node answers from the disk; the browser cannot, and returns true.
   */
  fileExists(value: string): boolean;
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
const IMAGE_KINDS = "JPG, PNG, WebP o AVIF";

/** "./images/x.jpg" and "images/x.jpg" both name content/images/x.jpg from a file in content/. */
const stripDot = (value: string) => value.replace(/^\.\//, "");

function checkValue(
  types: Record<string, TypeSpec>,
  field: ParsedField,
  decl: FieldDecl,
  value: unknown,
  steps: Step[],
  options: RuleOptions,
  problems: Problem[],
): void {
  if (value === undefined || value === null) {
    if (field.required) problems.push({ code: "missing", notation: decl.type, steps });
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
    const item: ParsedField = {
      ...field,
      list: false,
      required: field.itemRequired,
      length: undefined,
    };
    const label = decl.itemLabel ?? types[field.base]?.label;
    value.forEach((entry, index) =>
      checkValue(types, item, decl, entry, [...steps, { index, label }], options, problems),
    );
    if (decl.unique && isScalar(field.base)) {
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
    if (typeof value === "string" && decl.pattern && !new RegExp(decl.pattern[0]).test(value)) {
      problems.push({
        code: "pattern",
        value,
        regex: decl.pattern[0],
        message: decl.pattern[1],
        steps,
      });
      return;
    }
    if (typeof value === "number" && (decl.min !== undefined || decl.max !== undefined)) {
      if (
        (decl.min !== undefined && value < decl.min) ||
        (decl.max !== undefined && value > decl.max)
      ) {
        problems.push({ code: "range", min: decl.min, max: decl.max, value, steps });
      }
      return;
    }
    if (field.base === "File") {
      const file = value as string;
      if (!IMAGE_FILE.test(file)) {
        problems.push({ code: "file-type", value: file, steps });
      } else if (decl.folder && !stripDot(file).startsWith(`${decl.folder}/`)) {
        problems.push({ code: "file-folder", value: file, folder: decl.folder, steps });
      } else if (!options.fileExists(file)) {
        problems.push({ code: "file-not-found", value: file, steps });
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
  types: Record<string, TypeSpec>,
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
  for (const [key, declared] of Object.entries(spec.fields)) {
    const decl = fieldDecl(key, declared);
    checkValue(
      types,
      parseField(fieldNotation(declared)),
      decl,
      value[key],
      [...steps, { key, decl }],
      options,
      problems,
    );
  }
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
      const labels = spec.oneOf.map((key) => fieldDecl(key, spec.fields[key]).label);
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
  types: Record<string, TypeSpec>,
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
  types: Record<string, TypeSpec>,
  typeName: string,
  items: Record<string, unknown>[],
  options: RuleOptions,
  steps: Step[] = [],
  itemLabel?: string,
): Problem[] {
  const problems = items.flatMap((item, index) =>
    findProblems(types, typeName, item, options, [...steps, { index, label: itemLabel }]),
  );
  for (const [key, declared] of Object.entries(types[typeName]?.fields ?? {})) {
    const decl = fieldDecl(key, declared);
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

/** The YAML path of a problem, as the build prints it: `hero.primary.to`, `[2].features`. */
export function yamlPath(steps: Step[]): string {
  return steps
    .map((step, i) => ("index" in step ? `[${step.index}]` : i === 0 ? step.key : `.${step.key}`))
    .join("");
}

function rangeText(
  min: number | undefined,
  max: number | undefined,
  from: string,
  to: string,
  least: string,
  most: string,
): string {
  if (min !== undefined && max !== undefined) return `${from} ${min} ${to} ${max}`;
  return min !== undefined ? `${least} ${min}` : `${most} ${max}`;
}

/** The field as an editor sees it in the CMS: labels joined by " › ", list items numbered from 1. */
export function labelPath(steps: Step[]): string {
  const parts: string[] = [];
  for (const step of steps) {
    if ("index" in step) {
      // "Motivi" › item 1 reads "Motivo n. 1": the item's own name replaces the list's.
      const last = parts.length - 1;
      const name = step.label ?? (last >= 0 ? parts[last] : "Elemento");
      if (last >= 0) parts[last] = `${name} n. ${step.index + 1}`;
      else parts.push(`${name} n. ${step.index + 1}`);
    } else {
      parts.push(step.decl ? step.decl.label : step.key);
    }
  }
  return parts.join(" › ");
}

/**
 * Who reads the message: an editor in the CMS, who chooses values from the field's widget, or an
 * editor (or developer) who writes the YAML by hand and reads the build or `npm run check:content`.
 */
type Audience = "cms" | "yaml";

const italianFound = (found: string): string =>
  ({
    null: "niente",
    "a list": "un elenco",
    "a date": "una data",
    string: "un testo",
    number: "un numero",
    boolean: "sì/no",
    object: "un gruppo di campi",
  })[found] ?? found;

/** The CMS's message: the field by its labels, what is wrong, what to do. */
export function italianMessage(problem: Problem): string {
  return `${labelPath(problem.steps) || "Il file"}: ${problemText(problem, "cms")}`;
}

/**
 * The message of the build and of `npm run check:content`, without the file: the YAML path that
 * finds the spot in the file, the field's labels as the CMS shows them, what is wrong, what to do.
 *   hero.titleHighlight (Apertura › Titolo, parte colorata): campo obbligatorio mancante: …
 */
export function yamlMessage(problem: Problem): string {
  const at = yamlPath(problem.steps);
  const labels = labelPath(problem.steps);
  const text = problemText(problem, "yaml");
  if (!at) return text;
  return labels && labels !== at ? `${at} (${labels}): ${text}` : `${at}: ${text}`;
}

/** What is wrong and what to do, in Italian, for the editor who reads it where `audience` says. */
function problemText(problem: Problem, audience: Audience): string {
  const yaml = audience === "yaml";
  switch (problem.code) {
    case "missing": {
      const { base, list } = parseField(problem.notation);
      if (list) return "serve almeno un elemento";
      if (yaml) {
        const last = problem.steps[problem.steps.length - 1];
        return last && "key" in last
          ? `campo obbligatorio mancante: aggiungi la riga «${last.key}: …» con il suo valore`
          : "elemento vuoto: scrivi un valore o togli la riga";
      }
      if (base === "File") return "campo obbligatorio: scegli o carica un'immagine";
      if (["Path", "Icon", "Color", "Date", "Boolean"].includes(base))
        return "campo obbligatorio: scegli un valore";
      return "campo obbligatorio: scrivi un valore";
    }
    case "empty":
      return "campo obbligatorio: scrivi un valore";
    case "empty-list":
      return "serve almeno un elemento";
    case "one-of": {
      const either = problem.labels.map((l) => l.toLowerCase()).join(" oppure ");
      if (yaml) {
        return problem.found === 0
          ? `scrivi ${either} (il campo ${problem.fields.join(" oppure ")})`
          : `usa solo uno tra ${problem.fields.join(" e ")}: per il secondo crea un altro blocco`;
      }
      return problem.found === 0
        ? `scrivi ${either}`
        : `scegli: ${either}, non tutti e due (crea un altro blocco per il secondo)`;
    }
    case "duplicate":
      return `«${String(problem.value)}» è già usato dal n. ${problem.first + 1}: scegline uno diverso`;
    case "pattern":
      return `«${problem.value}» non va bene. ${problem.message}`;
    case "not-list":
      return `serve un elenco, c'è ${italianFound(problem.found)}`;
    case "length":
      return `servono esattamente ${problem.expected} elementi, ce ne sono ${problem.found}`;
    case "not-group":
      return `serve un gruppo di campi, c'è ${italianFound(problem.found)}`;
    case "unknown-field":
      return yaml
        ? `campo non previsto dal sito (nome scritto male?): qui i campi sono ${problem.expected.join(", ")}`
        : "campo non previsto dal sito: va tolto";
    case "no-type":
      return "questo contenuto non è previsto dal sito";
    case "range":
      return `serve un numero ${rangeText(problem.min, problem.max, "da", "a", "di almeno", "di al massimo")}, c'è ${problem.value}`;
    case "file-not-found":
      return yaml
        ? `il file ${problem.value} non esiste (il percorso parte dalla cartella di questo file YAML)`
        : `l'immagine ${problem.value} non esiste: caricala di nuovo`;
    case "file-folder":
      return yaml
        ? `l'immagine va messa nella cartella content/${problem.folder}/, c'è «${problem.value}»`
        : `l'immagine va caricata nella cartella content/${problem.folder}/ (scegli o carica l'immagine con il pulsante del campo)`;
    case "file-type":
      return yaml
        ? `serve un'immagine ${IMAGE_KINDS}, c'è «${problem.value}»`
        : `l'immagine deve essere un file ${IMAGE_KINDS}: «${problem.value}» non lo è, caricane un'altra`;
    case "scalar":
      return italianScalar(problem.kind, problem.value, problem.found, audience);
    case "typography":
      return typographyItalian(problem.issue);
  }
}

function italianScalar(kind: string, value: unknown, found: string, audience: Audience): string {
  const yaml = audience === "yaml";
  const shown = typeof value === "string" ? `"${value}"` : JSON.stringify(value);
  switch (kind) {
    case "String":
      // In YAML, `title: 2026` or `title: sì` is read as a number or a yes/no, not as text.
      return yaml
        ? `serve un testo, c'è ${italianFound(found)} (scrivi il valore tra virgolette: "…")`
        : "serve un testo";
    case "Int":
      return `serve un numero intero, c'è ${shown}`;
    case "Float":
      return `serve un numero, c'è ${shown}`;
    case "Boolean":
      return yaml ? `serve true (sì) o false (no), c'è ${shown}` : "scegli sì o no";
    case "Date":
      return `serve una data esistente nel formato AAAA-MM-GG (per esempio 2026-11-22), c'è ${shown}`;
    case "Icon":
      return yaml
        ? `l'icona ${shown} non esiste: i nomi sono in src/components/icon-names.ts`
        : `l'icona ${shown} non esiste: scegline una dall'elenco`;
    case "Color":
      return yaml
        ? `il colore ${shown} non è tra quelli del sito (${palette.join(", ")})`
        : `il colore ${shown} non è tra quelli del sito: scegline uno dall'elenco`;
    case "Hex":
      return `serve un colore nel formato #rrggbb (per esempio #7c3aed), c'è ${shown}`;
    case "Path":
      return `serve una pagina del sito, come /contatti/, c'è ${shown}`;
    case "File":
      return yaml
        ? `serve il percorso di un file, c'è ${italianFound(found)}`
        : "scegli o carica un'immagine";
    default:
      return "valore non valido";
  }
}
