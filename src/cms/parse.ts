/**
 * How the CMS reads a content file: as the build does, except that dates stay text. Its own module
 * so that formats.ts (which writes files) and comments.ts (which it calls) both read through it.
 *
 * CORE schema: no timestamps, so a date field such as `updatedOn` reaches the CMS as YYYY-MM-DD
 * text (what the CMS date widget stores) and is written back unquoted, exactly as an editor would
 * type it in the file.
 */
import yaml from "js-yaml";

export const schema = yaml.CORE_SCHEMA;

export function parseContent(text: string): unknown {
  return yaml.load(text, { schema }) ?? null;
}
