/**
 * Browser-safe: a content file's data with every "Icon" field (a name, or a list of names) drawn
 * by `draw`, found by walking the content model. The build draws icons in GraphQL (gatsby-node's
 * field extension on the same fields); the CMS previews and the tests hold the YAML as written,
 * and give it the shape GraphQL gives the components through this.
 */
import { isScalar, type TypeSpecs } from "./field";
import { isRecord } from "../lib/is-record";
import { contentTypeName } from "./type-name";
import { contentTypes } from "./types";

type Types = TypeSpecs;

function drawIn(
  types: Types,
  typeName: string,
  value: unknown,
  draw: (name: string) => unknown,
): unknown {
  const spec = types[typeName];
  if (!spec || !isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [field, { base, list }] of Object.entries(spec.fields)) {
    const current = value[field];
    if (current === null || current === undefined) continue;
    const each = (item: unknown): unknown => {
      if (base === "Icon") return typeof item === "string" ? draw(item) : item;
      return isScalar(base) ? item : drawIn(types, base, item, draw);
    };
    out[field] = list && Array.isArray(current) ? current.map(each) : each(current);
  }
  return out;
}

/** The data of the content file at `relativePath` (under content/) with its icons drawn. */
export function drawIcons<T>(
  relativePath: string,
  data: T,
  draw: (name: string) => unknown,
  types: Types = contentTypes,
): T {
  const typeName = contentTypeName(relativePath);
  if (types[typeName]?.root === "list" && Array.isArray(data))
    return data.map((item) => drawIn(types, typeName, item, draw)) as T;
  return drawIn(types, typeName, data, draw) as T;
}
