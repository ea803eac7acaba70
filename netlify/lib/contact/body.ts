/** Reads and parses the request body with a hard size cap. */
import { FAILURES, type Failure } from "./failures";
import { HONEYPOT_FIELD, MAX_BODY_BYTES } from "./contract";
import { isFilledHoneypotValue, type RawFields } from "./validate";

export type BodyKind = "json" | "form";
export type BodyResult<T> = { ok: true; value: T } | { ok: false; failure: Failure };

/** `application/json` → json, `application/x-www-form-urlencoded` → form, anything else → null. */
export function bodyKindOf(contentType: string | null): BodyKind | null {
  const mediaType = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return null;
}

/**
 * Reads the body as UTF-8 text, never holding more than `maxBytes`: a declared Content-Length
 * over the cap is refused unread, and the stream is cancelled as soon as the bytes read exceed it.
 */
export async function readBodyText(
  req: Request,
  maxBytes: number = MAX_BODY_BYTES,
): Promise<BodyResult<string>> {
  const declared = req.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > maxBytes)) {
    return {
      ok: false,
      failure: /^\d+$/.test(declared.trim()) ? FAILURES.tooLarge : FAILURES.badRequest,
    };
  }
  if (!req.body) return { ok: true, value: "" };

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, failure: FAILURES.tooLarge };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, failure: FAILURES.badRequest };
  }

  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, failure: FAILURES.badRequest };
  }
  // Bytes that were not UTF-8 but reached us already decoded (a platform may decode the body
  // before the function sees it) show as U+FFFD. Nothing the site sends carries one raw:
  // browsers percent-encode a form's non-ASCII text and the form's script escapes it in JSON.
  if (text.includes(REPLACEMENT_CHARACTER)) return { ok: false, failure: FAILURES.badRequest };
  return { ok: true, value: text };
}

const REPLACEMENT_CHARACTER = "\uFFFD";

/** True when every percent-encoded sequence of a form body is well-formed UTF-8. */
function isWellFormedFormBody(text: string): boolean {
  try {
    for (const part of text.split("&")) decodeURIComponent(part.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

/**
 * Parses the body text into a flat field map; JSON must be an object. For repeated form fields the
 * first wins, for repeated JSON keys the last (as JSON.parse does) — except the honeypot: if ANY of
 * its values is filled, that value is kept, so a bot cannot hide it behind an empty duplicate.
 */
export function parseFields(kind: BodyKind, text: string): BodyResult<RawFields> {
  if (kind === "form") {
    if (!isWellFormedFormBody(text)) return { ok: false, failure: FAILURES.badRequest };
    const fields: RawFields = {};
    for (const [name, value] of new URLSearchParams(text)) {
      if (!Object.hasOwn(fields, name) || (name === HONEYPOT_FIELD && isFilledHoneypotValue(value)))
        fields[name] = value;
    }
    return { ok: true, value: fields };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, failure: FAILURES.badRequest };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, failure: FAILURES.badRequest };
  }
  const fields = parsed as RawFields;
  const filled = topLevelValues(text, HONEYPOT_FIELD).find(isFilledHoneypotValue);
  if (filled !== undefined) fields[HONEYPOT_FIELD] = filled;
  return { ok: true, value: fields };
}

/**
 * Every value of `key` among the top-level members of a JSON object text, duplicates included
 * (JSON.parse keeps only the last). The text is already known to be valid JSON.
 */
export function topLevelValues(text: string, key: string): unknown[] {
  const values: unknown[] = [];
  let i = text.indexOf("{") + 1;
  const skipSpace = () => {
    while (/\s/.test(text[i] ?? "")) i++;
  };
  const stringEnd = (start: number) => {
    let j = start + 1;
    while (text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
    return j + 1;
  };
  while (i > 0 && i < text.length) {
    skipSpace();
    if (text[i] !== '"') break; // "}" of an empty object
    const keyEnd = stringEnd(i);
    const name = JSON.parse(text.slice(i, keyEnd)) as string;
    i = keyEnd;
    skipSpace();
    i++; // ":"
    skipSpace();
    const start = i;
    let depth = 0;
    while (i < text.length) {
      const char = text[i];
      if (char === '"') i = stringEnd(i);
      else {
        if (char === "{" || char === "[") depth++;
        else if (char === "}" || char === "]") {
          if (depth === 0) break;
          depth--;
        } else if (char === "," && depth === 0) break;
        i++;
      }
    }
    if (name === key) values.push(JSON.parse(text.slice(start, i)));
    skipSpace();
    if (text[i] === ",") i++;
    else break;
  }
  return values;
}
