/**
 * Netlify custom-header rules for the local production server: `[[headers]]` of netlify.toml and
 * the `_headers` file of the publish directory, matched with Netlify's `for` path semantics
 * (as in @netlify/headers-parser, which `netlify dev` uses):
 *   - `*` as a whole segment matches anything, including further segments and nothing at all
 *     (`/static/*` matches /static, /static/ and /static/a/b.png; `/*` matches every path);
 *   - `*` inside a segment matches any characters, slashes included (`/*.js` matches /a/b.js);
 *   - `:name` matches one segment; a trailing slash is optional; matching ignores case.
 * Every matching rule applies; when two set the same header the later one wins (case-insensitive),
 * with `_headers` rules first and netlify.toml rules after them, as `netlify dev` does.
 * On Netlify's CDN overlapping rules may instead be combined into one comma-separated value, so
 * the project's rules avoid setting the same header twice for one path.
 */
import { readFile } from "node:fs/promises";
import { parse as parseToml } from "smol-toml";

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Netlify's `for` glob as a RegExp. */
export function compileForPattern(forPath: string): RegExp {
  const parts = forPath
    .trim()
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      return part.split("*").map(escapeRegExp).join("(.*)");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "i");
}

function makeRule(forPath: string, values: Record<string, string>): HeaderRule {
  return { for: forPath.trim(), values, pattern: compileForPattern(forPath) };
}

/** Netlify's value normalisation: trimmed, comma lists re-joined with ", ", no line breaks left. */
export function normalizeHeaderValue(value: string | string[]): string {
  const joined = Array.isArray(value) ? value.map((item) => item.trim()).join(", ") : value.trim();
  return joined.split(/\s*,\s*/).join(", ").replace(/\s*[\r\n]+\s*/g, " ");
}

/** The `[[headers]]` tables of a netlify.toml text. Throws on invalid TOML or malformed rules. */
export function parseNetlifyTomlHeaders(tomlText: string): HeaderRule[] {
  const config = parseToml(tomlText);
  const tables = config.headers;
  if (tables === undefined) return [];
  if (!Array.isArray(tables)) throw new TypeError("netlify.toml: `headers` must be an array of tables");
  return tables.map((table, index) => {
    if (typeof table !== "object" || table === null || Array.isArray(table)) {
      throw new TypeError(`netlify.toml: headers[${index}] must be a table`);
    }
    const { for: forPath, values } = table as { for?: unknown; values?: unknown };
    if (typeof forPath !== "string" || !forPath.trim().startsWith("/")) {
      throw new TypeError(`netlify.toml: headers[${index}].for must be a path starting with "/"`);
    }
    if (typeof values !== "object" || values === null || Array.isArray(values)) {
      throw new TypeError(`netlify.toml: headers[${index}].values must be a table`);
    }
    const normalized: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== "string" && !(Array.isArray(value) && value.every((item) => typeof item === "string"))) {
        throw new TypeError(`netlify.toml: headers[${index}].values.${name} must be a string`);
      }
      normalized[name.trim()] = normalizeHeaderValue(value as string | string[]);
    }
    return makeRule(forPath, normalized);
  });
}

/**
 * A `_headers` file: a path line (starting with "/"), then indented `Name: value` lines; `#`
 * comments and blank lines are ignored; a header repeated inside one block is comma-joined.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const blocks: Array<{ for: string; values: Record<string, string> }> = [];
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#")) return;
    if (line.startsWith("/")) {
      blocks.push({ for: line, values: {} });
      return;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) return;
    const current = blocks[blocks.length - 1];
    if (!current) throw new SyntaxError(`_headers line ${index + 1}: header before any path`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (value === "") throw new SyntaxError(`_headers line ${index + 1}: missing value for ${name}`);
    current.values[name] = current.values[name] === undefined ? value : `${current.values[name]}, ${value}`;
  });
  return blocks.filter((block) => Object.keys(block.values).length > 0).map((block) => makeRule(block.for, block.values));
}

/** The headers for `pathname` (already URL-decoded or not: Netlify matches the raw path). */
export function headersForPath(pathname: string, rules: readonly HeaderRule[]): Record<string, string> {
  const byLowerName = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      byLowerName.delete(key); // keep the winning rule's spelling and order
      byLowerName.set(key, [name, value]);
    }
  }
  return Object.fromEntries(byLowerName.values());
}

/** `_headers` (if present) followed by netlify.toml (if present). */
export async function loadHeaderRules(files: { headersFile?: string; netlifyToml?: string }): Promise<HeaderRule[]> {
  const fromFile = files.headersFile ? await readOptional(files.headersFile) : undefined;
  const fromToml = files.netlifyToml ? await readOptional(files.netlifyToml) : undefined;
  return [
    ...(fromFile === undefined ? [] : parseHeadersFile(fromFile)),
    ...(fromToml === undefined ? [] : parseNetlifyTomlHeaders(fromToml)),
  ];
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
