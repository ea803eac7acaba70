/**
 * A file's YAML comments survive a save through the editor: the formats write a file from its data,
 * which has no comments, and this puts the original's back, before the line they preceded or at
 * the end of their line. The line is found by its place in the data (`hero.title`), or by its text
 * when its list item moved; a comment whose line is gone goes with it. A line is a comment when
 * dropping it leaves the parsed data as it was (a "#" inside a text is text). Browser-safe.
 */
import { parseContent } from "./parse";

/** YAML data (CORE schema: text, numbers, booleans, null, lists, maps) compared as JSON. */
const isDeepStrictEqual = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

interface Comment {
  /** The comment lines before `anchor`, or the end-of-line comment of `anchor` (with its spaces). */
  text: string[] | string;
  /** The line the comment belongs to, without its comment; START: the head; null: the end. */
  anchor: string | null;
  /** The anchor's place in the data (linePaths). */
  path?: string;
}

export const START = "";

const FULL_LINE = /^\s*#/;
const END_OF_LINE = /^(.*\S)(\s+#.*)$/;

function parses(text: string): { ok: true; data: unknown } | { ok: false } {
  try {
    return { ok: true, data: parseContent(text) };
  } catch {
    return { ok: false };
  }
}

const KEY = /^([\w$-]+|"[^"]*"|'[^']*'):(?=\s|$)(.*)$/;
const DASH = /^-( +|$)(.*)$/;

/**
 * The place in the data of each line that starts a field or a list item ("[2].features[0]"), from
 * the indentation; "" for any other line.
 */
export function linePaths(text: string): string[] {
  // The fields and items the line may belong to, outermost first; the root never closes. `list`:
  // a field with nothing after its colon, whose items may start at its own indentation.
  const open = [{ indent: -1, path: "", items: 0, list: false }];
  // Lines deeper than this carry on a value begun on an earlier line.
  let valueIndent = -1;
  return text.split("\n").map((line) => {
    const rest = line.trim();
    const indent = line.length - line.trimStart().length;
    if (rest === "" || rest.startsWith("#")) return "";
    if (valueIndent >= 0 && indent > valueIndent) return "";
    valueIndent = -1;
    const dash = DASH.exec(rest);
    const closes = (top: (typeof open)[number]) =>
      top.indent > indent || (top.indent === indent && !(dash && top.list));
    while (closes(open[open.length - 1])) open.pop();
    const parent = open[open.length - 1];
    let path = parent.path;
    let keyIndent = indent;
    if (dash) {
      path = `${path}[${parent.items++}]`;
      open.push({ indent, path, items: 0, list: false });
      keyIndent = indent + rest.length - dash[2].length;
    }
    const key = KEY.exec(dash ? dash[2] : rest);
    if (key) {
      const name = key[1].replace(/^["']|["']$/g, "");
      const value = key[2].replace(/\s+#.*$/, "").trim();
      path = path ? `${path}.${name}` : name;
      open.push({ indent: keyIndent, path, items: 0, list: value === "" });
      if (value !== "") valueIndent = keyIndent;
    } else if (dash) valueIndent = indent;
    return path;
  });
}

export function commentsOf(text: string): Comment[] {
  const whole = parses(text);
  if (!whole.ok) return [];
  const lines = text.split("\n");
  const paths = linePaths(text);
  const same = (changed: string[]) => {
    const parsed = parses(changed.join("\n"));
    return parsed.ok && isDeepStrictEqual(parsed.data, whole.data);
  };
  const comments: Comment[] = [];
  let block: string[] = [];
  let seen = false;
  lines.forEach((line, index) => {
    if (FULL_LINE.test(line) && same(lines.filter((_, other) => other !== index))) {
      block.push(line);
      return;
    }
    const end = END_OF_LINE.exec(line);
    const stripped =
      end && same(lines.map((other, at) => (at === index ? end[1] : other))) ? end[1] : line;
    if (line.trim() === "") {
      // A blank line after a comment stays with it; others are the canonical form's own.
      if (block.length > 0) block.push(line);
      return;
    }
    // The blank lines between a comment and its line are the comment's own.
    const path = paths[index] || undefined;
    if (block.length > 0)
      comments.push(
        comments.length === 0 && !seen
          ? { text: block, anchor: START }
          : { text: block, anchor: stripped, path },
      );
    seen = true;
    block = [];
    if (stripped !== line)
      comments.push({ text: line.slice(stripped.length), anchor: stripped, path });
  });
  while (block.length > 0 && block[block.length - 1].trim() === "") block.pop();
  if (block.length > 0) comments.push({ text: block, anchor: null });
  return comments;
}

/** A place in the data whatever the items' numbers: "[2].features[0]" → "[].features[]". */
const shape = (path: string) => path.replace(/\[\d+\]/g, "[]");

/** `written` (the new text of a file) with the comments of `original` put back. */
export function keepComments(original: string, written: string): string {
  const comments = commentsOf(original);
  if (comments.length === 0) return written;
  const lines = written.split("\n");
  const paths = linePaths(written);
  const before = new Map<number, string[]>();
  const after = new Map<number, string>();
  const atEnd: string[] = [];
  let from = 0;
  // Its line at its place in the data if unchanged there; else the same text at the same kind of
  // place (its list item moved); else the line at its place, whatever its value now.
  const find = ({ anchor, path }: Comment): number => {
    const at = path ? paths.indexOf(path) : -1;
    if (at >= 0 && lines[at] === anchor) return at;
    const moved = lines.findIndex(
      (line, index) =>
        index >= from && line === anchor && (!path || shape(paths[index]) === shape(path)),
    );
    return moved >= 0 ? moved : at;
  };
  for (const comment of comments) {
    if (comment.anchor === null) {
      atEnd.push(...(comment.text as string[]));
      continue;
    }
    if (comment.anchor === START) {
      before.set(0, [...(comment.text as string[]), ...(before.get(0) ?? [])]);
      continue;
    }
    const index = find(comment);
    if (index < 0) continue;
    from = index;
    if (Array.isArray(comment.text))
      before.set(index, [...(before.get(index) ?? []), ...comment.text]);
    else after.set(index, comment.text);
  }
  const out: string[] = [];
  lines.forEach((line, index) => {
    out.push(...(before.get(index) ?? []));
    out.push(after.has(index) ? `${line}${after.get(index)}` : line);
  });
  if (atEnd.length > 0) {
    // The written text ends with a newline: the comments go before that last empty line.
    const last = out.pop();
    out.push(...atEnd, last ?? "");
  }
  const result = out.join("\n");
  // Never at the cost of the data: a comment that would change it is not put back.
  const check = parses(result);
  const expected = parses(written);
  return check.ok && expected.ok && isDeepStrictEqual(check.data, expected.data) ? result : written;
}
