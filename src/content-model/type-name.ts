const pascal = (value: string): string =>
  value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

/**
 * The GraphQL type of a content file, for the build and the CMS alike: services.yaml →
 * ServicesYaml; a file in a sub-folder shares the folder's (legal/x.yaml → LegalYaml).
 */
export function contentTypeName(relativePath: string): string {
  const parts = relativePath.split("\\").join("/").split("/").filter(Boolean);
  const name = parts.length > 1 ? parts[0] : parts[0].replace(/\.[^.]*$/, "");
  return `${pascal(name)}Yaml`;
}
