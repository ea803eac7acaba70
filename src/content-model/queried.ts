/**
 * Browser-safe: a content file's data as GraphQL gives it to the components, found by walking the
 * content model: every "Icon" field (a name, or a list of names) drawn by `draw`, and every text
 * that takes {placeholders} filled from `values` (model/placeholders.ts). The build does both in
 * GraphQL (gatsby-node's field extensions on the same fields); the CMS previews and the tests hold
 * the YAML as written, and give it the same shape through this.
 */
import { isRecord } from "../lib/is-record";
import { isScalar, type TypeSpecs } from "./field";
import { fillPlaceholders, type PlaceholderValues } from "./model/placeholders";
import { contentTypeName } from "./type-name";
import { contentTypes } from "./types";

type Types = TypeSpecs;

/** An icon's drawing from its name, the placeholders' values: what is left out stays as written. */
export type Resolvers = { draw?: (name: string) => unknown; values?: PlaceholderValues };

function resolveIn(types: Types, typeName: string, value: unknown, resolvers: Resolvers): unknown {
  const spec = types[typeName];
  if (!spec || !isRecord(value)) return value;
  const { draw, values } = resolvers;
  const out: Record<string, unknown> = { ...value };
  for (const [name, { base, list, placeholders }] of Object.entries(spec.fields)) {
    const current = value[name];
    if (current === null || current === undefined) continue;
    const each = (item: unknown): unknown => {
      if (typeof item !== "string")
        return isScalar(base) ? item : resolveIn(types, base, item, resolvers);
      if (base === "Icon") return draw ? draw(item) : item;
      return placeholders && values ? fillPlaceholders(item, placeholders, values) : item;
    };
    out[name] = list && Array.isArray(current) ? current.map(each) : each(current);
  }
  return out;
}

/** The data of the content file at `relativePath` (under content/) as GraphQL gives it. */
export function asQueried<T>(
  relativePath: string,
  data: T,
  resolvers: Resolvers,
  types: Types = contentTypes,
): T {
  const typeName = contentTypeName(relativePath);
  if (types[typeName]?.root === "list" && Array.isArray(data))
    return data.map((item) => resolveIn(types, typeName, item, resolvers)) as T;
  return resolveIn(types, typeName, data, resolvers) as T;
}
