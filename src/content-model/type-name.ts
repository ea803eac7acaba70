/** Browser-safe: the CMS and the build name a content file's type by the same rule. */

const pascal = (value: string): string =>
  value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

/**
 * The GraphQL type of a content file, by one rule: a file directly in content/ is its own
 * type, named after the file (services.yaml → ServicesYaml); every file in a sub-folder
 * shares the folder's type (legal/privacy-policy.yaml → LegalYaml).
 * src/build/content-nodes.ts gives the content's nodes this type.
 */
export function contentTypeName(relativePath: string): string {
  const parts = relativePath.split("\\").join("/").split("/").filter(Boolean);
  const name = parts.length > 1 ? parts[0] : parts[0].replace(/\.[^.]*$/, "");
  return `${pascal(name)}Yaml`;
}
