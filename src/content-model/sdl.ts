import { isScalar, type Field, type TypeSpecs } from "./field";
import { meaningOf } from "./model/placeholders";

/**
 * The field extension that turns an "Icon" field's name (or list of names) into the icon's
 * drawing at build time; gatsby-node.ts registers it (resolver in src/components/icon/editor-icons.ts).
 */
export const SITE_ICON_EXTENSION = "siteIcon";

/** The field extension that fills a text's {placeholders} `names` from site.yaml (gatsby-node.ts). */
export const PLACEHOLDERS_EXTENSION = "sitePlaceholders";

/** An editor's icon as the components take it: the name from YAML and lucide's drawing. */
const SITE_ICON_TYPE = `type SiteIcon @dontInfer {
  name: String!
  classes: String!
  markup: String!
}`;

/** GraphQL type of one field, with the extensions Gatsby needs for files and dates. */
function graphqlType(field: Field): string {
  const named = (() => {
    if (!isScalar(field.base)) return field.base;
    switch (field.base) {
      case "File":
        return "File";
      case "Date":
        return "Date";
      case "Icon":
        return "SiteIcon";
      case "Int":
      case "Float":
      case "Boolean":
        return field.base;
      default:
        return "String";
    }
  })();
  const item = field.list ? `[${named}!]` : named;
  const type = `${item}${field.required ? "!" : ""}`;
  if (field.base === "File") return `${type} @fileByRelativePath`;
  if (field.base === "Date") return `${type} @dateformat`;
  if (field.base === "Icon") return `${type} @${SITE_ICON_EXTENSION}`;
  const filled = (field.placeholders ?? []).filter((name) => meaningOf(name) !== undefined);
  if (filled.length > 0)
    return `${type} @${PLACEHOLDERS_EXTENSION}(names: ${JSON.stringify(filled)})`;
  return type;
}

/** Gatsby type definitions (SDL) for the whole content model, with inference switched off. */
export function toTypeDefs(types: TypeSpecs): string {
  const content = Object.entries(types).map(([name, spec]) => {
    const head = spec.node ? `type ${name} implements Node @dontInfer` : `type ${name} @dontInfer`;
    const fields = Object.entries(spec.fields)
      .map(([name, field]) => `  ${name}: ${graphqlType(field)}`)
      .join("\n");
    return `${head} {\n${fields}\n}`;
  });
  return [...content, SITE_ICON_TYPE].join("\n\n");
}
