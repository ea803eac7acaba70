/**
 * How the CMS and the content check read a content file. CORE schema: no timestamps, so a date
 * stays the YYYY-MM-DD text the CMS date widget stores and is written back unquoted.
 */
import yaml from "js-yaml";

export const schema = yaml.CORE_SCHEMA;

export function parseContent(text: string): unknown {
  return yaml.load(text, { schema }) ?? null;
}
