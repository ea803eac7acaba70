/**
 * A file's YAML comments survive a save through the editor. The formats write a file from its
 * data (formats.ts), which has no comments; this puts the original's comments back into the new
 * text: a comment line before the line it preceded, a comment at the end of a line at the end of
 * that line, found again by its text or, when the editor changed the value, by its key. A comment
 * whose line is gone (an item removed) goes with it.
 *
 * Only what is really a comment moves: a line is one when dropping it leaves the parsed data as it
 * was (a "#" inside a quoted or block text is text).
 *
 * Browser-safe: the admin's formats call it on every save.
 */
import { parseContent } from "./parse";

/** YAML data (CORE schema: text, numbers, booleans, null, lists, maps) compared as JSON. */
const isDeepStrictEqual = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

interface Comment {
  /** The comment lines before `anchor`, or the end-of-line comment of `anchor` (with its spaces). */
  text: string[] | string;
  /**
   * The line the comment belongs to, without any end-of-line comment; START: the head of the
   * file, before any data; null: the end of the file.
   */
  anchor: string | null;
}

/** The anchor of the comments that open a file. */
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

/** The comments of `text`, in order, each with the line it belongs to. */
export function commentsOf(text: string): Comment[] {
  const whole = parses(text);
  if (!whole.ok) return [];
  const lines = text.split("\n");
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
    if (block.length > 0)
      comments.push({ text: block, anchor: comments.length === 0 && !seen ? START : stripped });
    seen = true;
    block = [];
    if (stripped !== line) comments.push({ text: line.slice(stripped.length), anchor: stripped });
  });
  if (block.length > 0) comments.push({ text: trimBlank(block), anchor: null });
  return comments;
}

function trimBlank(block: string[]): string[] {
  const out = [...block];
  while (out.length > 0 && out[out.length - 1].trim() === "") out.pop();
  return out;
}

/** "  title: Servizi" → "  title:", "- name: Sara" → "- name:"; a line with no key: itself. */
const keyOf = (line: string): string => /^(\s*(?:- )?[^\s:#][^:#]*:)(\s|$)/.exec(line)?.[1] ?? line;

/**
 * `written` (the new text of a file) with the comments of `original` (its text before the save)
 * put back where they belonged.
 */
export function keepComments(original: string, written: string): string {
  const comments = commentsOf(original);
  if (comments.length === 0) return written;
  const lines = written.split("\n");
  const before = new Map<number, string[]>();
  const after = new Map<number, string>();
  const atEnd: string[] = [];
  let from = 0;
  const find = (anchor: string): number => {
    const exact = lines.findIndex((line, index) => index >= from && line === anchor);
    if (exact >= 0) return exact;
    const key = keyOf(anchor);
    if (key === anchor) return -1;
    return lines.findIndex((line, index) => index >= from && keyOf(line) === key);
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
    const index = find(comment.anchor);
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
