import fs from "node:fs";
import path from "node:path";
import { isIconName } from "../components/icon-names";
import { parseIsoDate } from "../lib/iso-date";
import { isScalar, parseField, type ParsedField } from "./field";
import { palette, type TypeSpec } from "./types";
import { typographyProblem } from "./typography";

export interface ValidationContext {
  /** Absolute folder of the YAML file, to resolve "File" fields. */
  dir: string;
}

/** Fields Gatsby adds to every node; they are not content. */
const nodeInternals = new Set(["id", "parent", "children", "internal", "fields", "$loki"]);

const describe = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "a list" : value instanceof Date ? "a date" : typeof value;

function checkScalar(kind: string, value: unknown, ctx: ValidationContext): string | null {
  switch (kind) {
    case "String":
      return typeof value === "string" ? typographyProblem(value) : `expected text, found ${describe(value)}`;
    case "Int":
      return Number.isInteger(value) ? null : `expected a whole number, found ${JSON.stringify(value)}`;
    case "Float":
      return typeof value === "number" && Number.isFinite(value)
        ? null
        : `expected a number, found ${JSON.stringify(value)}`;
    case "Boolean":
      return typeof value === "boolean" ? null : `expected true or false, found ${JSON.stringify(value)}`;
    case "Date":
      return value instanceof Date || (typeof value === "string" && parseIsoDate(value) !== null)
        ? null
        : `expected a date as YYYY-MM-DD, found ${JSON.stringify(value)}`;
    case "Icon":
      return typeof value === "string" && isIconName(value)
        ? null
        : `unknown icon ${JSON.stringify(value)} (see src/components/icon-names.ts)`;
    case "Color":
      return typeof value === "string" && (palette as readonly string[]).includes(value)
        ? null
        : `unknown colour ${JSON.stringify(value)} (one of: ${palette.join(", ")})`;
    case "Hex":
      return typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value)
        ? null
        : `expected a colour like "#7c3aed", found ${JSON.stringify(value)}`;
    case "Path":
      return typeof value === "string" && /^\/[a-z0-9\-/#]*$/.test(value)
        ? null
        : `expected an internal path like "/contatti/", found ${JSON.stringify(value)}`;
    case "File": {
      if (typeof value !== "string" || value === "") return `expected a file path, found ${describe(value)}`;
      const file = path.resolve(ctx.dir, value);
      return fs.existsSync(file) ? null : `file not found: ${value}`;
    }
    default:
      return `unknown field kind ${kind}`;
  }
}

function checkValue(
  types: Record<string, TypeSpec>,
  field: ParsedField,
  notation: string,
  value: unknown,
  at: string,
  ctx: ValidationContext,
  errors: string[]
): void {
  if (value === undefined || value === null) {
    if (field.required) errors.push(`${at}: required field is missing (${notation})`);
    return;
  }
  if (field.list) {
    if (!Array.isArray(value)) {
      errors.push(`${at}: expected a list, found ${describe(value)}`);
      return;
    }
    if (field.length !== undefined && value.length !== field.length) {
      errors.push(`${at}: expected exactly ${field.length} items, found ${value.length}`);
    }
    const item: ParsedField = { ...field, list: false, required: field.itemRequired, length: undefined };
    value.forEach((entry, index) => checkValue(types, item, notation, entry, `${at}[${index}]`, ctx, errors));
    return;
  }
  if (isScalar(field.base)) {
    const problem = checkScalar(field.base, value, ctx);
    if (problem) errors.push(`${at}: ${problem}`);
    return;
  }
  if (typeof value !== "object" || Array.isArray(value) || value instanceof Date) {
    errors.push(`${at}: expected a group of fields (${field.base}), found ${describe(value)}`);
    return;
  }
  validateObject(types, field.base, value as Record<string, unknown>, at, ctx, errors);
}

function validateObject(
  types: Record<string, TypeSpec>,
  typeName: string,
  value: Record<string, unknown>,
  prefix: string,
  ctx: ValidationContext,
  errors: string[]
): void {
  const spec = types[typeName];
  if (!spec) {
    errors.push(`${prefix || "(file)"}: no content type ${typeName} is declared`);
    return;
  }
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  for (const [key, notation] of Object.entries(spec.fields)) {
    checkValue(types, parseField(notation), notation, value[key], join(key), ctx, errors);
  }
  for (const key of Object.keys(value)) {
    if (!(key in spec.fields) && !nodeInternals.has(key)) {
      errors.push(`${join(key)}: unknown field (expected one of: ${Object.keys(spec.fields).join(", ")})`);
    }
  }
}

/**
 * Checks one YAML object (a file's root object or one item of a list file) against its
 * declared type. Returns one message per problem, each starting with the field's path.
 */
export function validateContent(
  types: Record<string, TypeSpec>,
  typeName: string,
  value: Record<string, unknown>,
  ctx: ValidationContext,
  prefix = ""
): string[] {
  const errors: string[] = [];
  validateObject(types, typeName, value, prefix, ctx, errors);
  return errors;
}
