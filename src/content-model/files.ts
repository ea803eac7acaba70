import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { contentTypeName } from "./type-name";
import { contentTypes } from "./types";
import { validateContent, validateList } from "./validate";
import { filesUnder } from "../build/files-under";

export { contentTypeName };

export const isYamlFile = (file: string): boolean => /\.ya?ml$/i.test(file);

/** Checks one YAML file under content/; each message starts with the file and the field. */
export function checkContentFile(absolutePath: string, contentRoot: string): string[] {
  const relative = path.relative(contentRoot, absolutePath).split(path.sep).join("/");
  const label = `content/${relative}`;
  const typeName = contentTypeName(relative);
  const spec = contentTypes[typeName];
  if (!spec?.node) {
    return [`${label}: no content type ${typeName} is declared for this file (see src/content-model/types.ts)`];
  }
  let data: unknown;
  try {
    // CORE schema: a date stays the text the editor wrote, so an impossible day (2026-02-30) is
    // refused instead of silently rolling over to another date, as a YAML timestamp would.
    data = yaml.load(fs.readFileSync(absolutePath, "utf8"), { filename: label, schema: yaml.CORE_SCHEMA });
  } catch (error) {
    return [`${label}: invalid YAML: ${(error as Error).message}`];
  }
  const ctx = { dir: path.dirname(absolutePath) };
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
  if (spec.root === "list") {
    if (!Array.isArray(data)) return [`${label}: expected a list of ${typeName} items at the top of the file`];
    if (data.length === 0) return [`${label}: the list is empty`];
    const notGroups = data.flatMap((item, index) => (isRecord(item) ? [] : [`[${index}]: expected a group of fields (${typeName})`]));
    if (notGroups.length > 0) return notGroups.map((message) => `${label}: ${message}`);
    return validateList(contentTypes, typeName, data as Record<string, unknown>[], ctx).map((message) => `${label}: ${message}`);
  }
  if (!isRecord(data)) return [`${label}: expected a group of fields at the top of the file`];
  return validateContent(contentTypes, typeName, data, ctx).map((message) => `${label}: ${message}`);
}

function listYamlFiles(dir: string): string[] {
  return filesUnder(dir)
    .filter((file) => isYamlFile(path.basename(file)))
    .map((file) => path.join(dir, file));
}

/** Checks every YAML file under content/ and that every declared file exists. */
export function checkContentDir(contentRoot: string): string[] {
  const missing = Object.values(contentTypes)
    .flatMap((spec) => spec.files ?? [])
    .filter((file) => !fs.existsSync(path.join(contentRoot, file)))
    .map((file) => `content/${file}: required content file is missing`);
  return [...missing, ...listYamlFiles(contentRoot).flatMap((file) => checkContentFile(file, contentRoot))];
}
