import { isScalar, type Field, type ScalarKind, type TypeSpecs } from "./field";
import { meaningOf } from "./model/placeholders";

/** The field extension that draws an "Icon" field's icon (gatsby-node.ts registers it). */
export const SITE_ICON_EXTENSION = "siteIcon";

/** The field extension that fills a text's {placeholders} `names` from site.yaml (gatsby-node.ts). */
export const PLACEHOLDERS_EXTENSION = "sitePlaceholders";

/** An editor's icon as the components take it: the name from YAML and lucide's drawing. */
const SITE_ICON_TYPE = `type SiteIcon @dontInfer {
  name: String!
  classes: String!
  markup: String!
}`;

/** The GraphQL type of each scalar kind, and the extension Gatsby needs for files and dates. */
const scalarTypes: Record<ScalarKind, [string, string?]> = {
  String: ["String"],
  Int: ["Int"],
  Float: ["Float"],
  Boolean: ["Boolean"],
  Date: ["Date", "@dateformat"],
  File: ["File", "@fileByRelativePath"],
  Icon: ["SiteIcon", `@${SITE_ICON_EXTENSION}`],
  Color: ["String"],
  Hex: ["String"],
  Path: ["String"],
};

function graphqlType(field: Field): string {
  const [named, extension] = isScalar(field.base) ? scalarTypes[field.base] : [field.base];
  const type = `${field.list ? `[${named}!]` : named}${field.required ? "!" : ""}`;
  if (extension) return `${type} ${extension}`;
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
