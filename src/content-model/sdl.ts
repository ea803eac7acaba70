import { fieldNotation, isScalar, parseField, type ParsedField } from "./field";
import type { TypeSpec } from "./types";

/** GraphQL type of one field, with the extensions Gatsby needs for files and dates. */
function graphqlType(field: ParsedField): string {
  const named = (() => {
    if (!isScalar(field.base)) return field.base;
    switch (field.base) {
      case "File":
        return "File";
      case "Date":
        return "Date";
      case "Int":
      case "Float":
      case "Boolean":
        return field.base;
      default:
        return "String";
    }
  })();
  const item = field.list ? `[${named}${field.itemRequired ? "!" : ""}]` : named;
  const type = `${item}${field.required ? "!" : ""}`;
  if (field.base === "File") return `${type} @fileByRelativePath`;
  if (field.base === "Date") return `${type} @dateformat`;
  return type;
}

/** Gatsby type definitions (SDL) for the whole content model, with inference switched off. */
export function toTypeDefs(types: Record<string, TypeSpec>): string {
  return Object.entries(types)
    .map(([name, spec]) => {
      const head = spec.node ? `type ${name} implements Node @dontInfer` : `type ${name} @dontInfer`;
      const fields = Object.entries(spec.fields)
        .map(([field, spec]) => `  ${field}: ${graphqlType(parseField(fieldNotation(spec)))}`)
        .join("\n");
      return `${head} {\n${fields}\n}`;
    })
    .join("\n\n");
}
