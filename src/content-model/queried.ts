/**
 * Browser-safe: a content file's data as GraphQL gives it to the components (icons drawn,
 * {placeholders} filled), for the CMS previews and the tests, which hold the YAML as written.
 */
import { isRecord } from "../lib/is-record";
import { isScalar, type Field } from "./field";
import { fillPlaceholders, type PlaceholderValues } from "./model/placeholders";
import { contentTypeName } from "./type-name";
import { contentTypes } from "./types";

/**
 * `value` of the type `typeName` (or a list of them) with every scalar passed through `scalar`,
 * fields in the model's order, then those the model does not know.
 */
export function mapScalars(
  typeName: string,
  value: unknown,
  scalar: (field: Field, value: unknown) => unknown,
): unknown {
  if (Array.isArray(value)) return value.map((item) => mapScalars(typeName, item, scalar));
  const spec = contentTypes[typeName];
  if (!spec || !isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(spec.fields)) {
    if (!(key in value)) continue;
    const entry = value[key];
    if (!isScalar(field.base)) out[key] = mapScalars(field.base, entry, scalar);
    else
      out[key] = Array.isArray(entry)
        ? entry.map((item) => scalar(field, item))
        : scalar(field, entry);
  }
  for (const [key, entry] of Object.entries(value)) if (!(key in out)) out[key] = entry;
  return out;
}

/** An icon's drawing from its name, the placeholders' values: what is left out stays as written. */
export type Resolvers = { draw?: (name: string) => unknown; values?: PlaceholderValues };

/** The data of the content file at `relativePath` (under content/) as GraphQL gives it. */
export function asQueried<T>(relativePath: string, data: T, { draw, values }: Resolvers): T {
  const resolve = ({ base, placeholders }: Field, value: unknown) =>
    typeof value !== "string"
      ? value
      : base === "Icon"
        ? draw
          ? draw(value)
          : value
        : placeholders && values
          ? fillPlaceholders(value, placeholders, values)
          : value;
  return mapScalars(contentTypeName(relativePath), data, resolve) as T;
}
