/**
 * A content file as the editor is writing it, in the shape the content check guarantees the
 * sections (which read `items.map` without a check), once here rather than in every section:
 * a missing required value is empty, off or completed, a missing optional one null, and a list
 * item with a value nothing neutral can stand for (a number) is left out until filled in.
 */
import { isScalar, type Field } from "../../content-model/field";
import { rootField } from "../../content-model/rules";
import { contentTypeName } from "../../content-model/type-name";
import { contentTypes } from "../../content-model/types";
import { isRecord } from "../../lib/is-record";

const INCOMPLETE = Symbol("incomplete");

const isMissing = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === "number" && Number.isNaN(value));

/** One scalar value of `decl`, or INCOMPLETE, or null for an optional value left empty. */
function scalar(decl: Field, value: unknown, required: boolean): unknown {
  switch (decl.base) {
    case "Int":
    case "Float": {
      // Decap's number widget holds what is typed: "" while empty, a string in some versions.
      const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof number !== "number" || !Number.isFinite(number))
        return required ? INCOMPLETE : null;
      if (decl.base === "Int" && !Number.isInteger(number)) return INCOMPLETE;
      if (decl.min !== undefined && number < decl.min) return INCOMPLETE;
      if (decl.max !== undefined && number > decl.max) return INCOMPLETE;
      return number;
    }
    case "Boolean":
      return typeof value === "boolean" ? value : false;
    case "Icon":
      // Any name draws, an unknown or empty one as the first icon (editor-icons.ts): a card just
      // added shows what the editor types in it before an icon is chosen.
      return typeof value === "string" ? value : required ? "" : null;
    case "Date":
    case "File":
      // No date: the legal page shows the build's date; no picture: the card draws without it.
      return typeof value === "string" && value !== "" ? value : null;
    default:
      // String, Color, Hex, Path: an empty text draws as nothing (no colour, a link to nowhere).
      if (typeof value === "string") return value;
      if (typeof value === "number" || typeof value === "boolean") return String(value);
      return required ? "" : null;
  }
}

function list(decl: Field, value: unknown): unknown[] {
  if (!Array.isArray(value)) return [];
  return (
    value
      // An item just added to a list of texts is null: there is nothing of it to show yet.
      .filter((item) => !isScalar(decl.base) || !isMissing(item))
      .map((item) => (isScalar(decl.base) ? scalar(decl, item, true) : group(decl.base, item)))
      .filter((item) => item !== INCOMPLETE)
  );
}

/** A group of fields, completed; `lenient` (outside any list): what cannot be drawn is null. */
function group(typeName: string, value: unknown, lenient = false): unknown {
  const spec = contentTypes[typeName];
  if (!spec) return value;
  const source = isRecord(value) ? value : {};
  const out: Record<string, unknown> = { ...source };
  for (const [name, field] of Object.entries(spec.fields)) {
    const current = source[name];
    let done: unknown;
    if (field.list) {
      done = !field.required && isMissing(current) ? null : list(field, current);
    } else if (isScalar(field.base)) {
      done = scalar(field, current, field.required);
    } else if (!field.required && !isRecord(current)) {
      done = null;
    } else {
      done = group(field.base, current, lenient);
      // An optional group half filled in is left out as a whole, like an item of a list.
      if (done === INCOMPLETE && !field.required) done = null;
    }
    if (done === INCOMPLETE) {
      if (!lenient) return INCOMPLETE;
      done = null;
    }
    out[name] = done;
  }
  return out;
}

/** The data of the content file at `relativePath` (under content/), completed. */
export function completeContent<T>(relativePath: string, data: unknown): T {
  const typeName = contentTypeName(relativePath);
  const root = rootField(contentTypes, typeName);
  return (root.list ? list(root, data) : group(typeName, data, true)) as T;
}
