/** Reads and parses the request body with a hard size cap. */
import { FAILURES, type Failure } from "./failures";
import { HONEYPOT_FIELD, MAX_BODY_BYTES } from "./contract";
import { isFilledHoneypotValue, type RawFields } from "./validate";

type BodyKind = "json" | "form";
type BodyResult<T> = { ok: true; value: T } | { ok: false; failure: Failure };

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
  const declared = req.headers.get("content-length")?.trim();
  if (declared !== undefined && !/^\d+$/.test(declared)) return refuse(FAILURES.badRequest);
  if (Number(declared) > maxBytes) return refuse(FAILURES.tooLarge);
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      total += read.value.byteLength;
      if (total > maxBytes) {
        await reader?.cancel().catch(() => undefined);
        return refuse(FAILURES.tooLarge);
      }
      chunks.push(read.value);
    }
    const text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
    // Bytes that were not UTF-8 but reached us already decoded (a platform may decode the body
    // before the function sees it) show as U+FFFD. Nothing the site sends carries one raw:
    // browsers percent-encode a form's non-ASCII text and the form's script escapes it in JSON.
    return text.includes("\uFFFD") ? refuse(FAILURES.badRequest) : { ok: true, value: text };
  } catch {
    return refuse(FAILURES.badRequest);
  }
}

const refuse = (failure: Failure): { ok: false; failure: Failure } => ({ ok: false, failure });

/**
 * Parses the body text into a flat field map; JSON must be an object. For repeated form fields the
 * first wins, for repeated JSON keys the last (as JSON.parse does) — except the honeypot: if ANY of
 * its values is filled, that value is kept, so a bot cannot hide it behind an empty duplicate.
 */
export function parseFields(kind: BodyKind, text: string): BodyResult<RawFields> {
  if (kind === "form") {
    try {
      // Every percent-encoded sequence must be well-formed UTF-8 (URLSearchParams would not say).
      for (const part of text.split("&")) decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      return refuse(FAILURES.badRequest);
    }
    const fields: RawFields = {};
    for (const [name, value] of new URLSearchParams(text)) {
      if (!Object.hasOwn(fields, name) || (name === HONEYPOT_FIELD && isFilledHoneypotValue(value)))
        fields[name] = value;
    }
    return { ok: true, value: fields };
  }
  let fields: RawFields;
  try {
    fields = JSON.parse(text) as RawFields;
  } catch {
    return refuse(FAILURES.badRequest);
  }
  if (typeof fields !== "object" || fields === null || Array.isArray(fields))
    return refuse(FAILURES.badRequest);
  const filled = topLevelValues(text, HONEYPOT_FIELD).find(isFilledHoneypotValue);
  if (filled !== undefined) fields[HONEYPOT_FIELD] = filled;
  return { ok: true, value: fields };
}

/**
 * Every value of `key` among the top-level members of a JSON object text, duplicates included
 * (JSON.parse keeps only the last). The text is already known to be valid JSON: a member's value
 * is what lies between its key's `:` and the next `,` or `}` of the object's own level.
 */
export function topLevelValues(text: string, key: string): unknown[] {
  const values: unknown[] = [];
  let depth = 0;
  let lastString = "";
  let member: { name: string; start: number } | undefined;
  for (const { 0: token, index } of text.matchAll(/"(?:[^"\\]|\\.)*"|[{}[\],:]/g)) {
    if (depth === 1 && token === ":") member = { name: JSON.parse(lastString), start: index + 1 };
    else if (depth === 1 && (token === "," || token === "}") && member) {
      if (member.name === key) values.push(JSON.parse(text.slice(member.start, index)));
      member = undefined;
    }
    if (token === "{" || token === "[") depth++;
    else if (token === "}" || token === "]") depth--;
    else if (token.startsWith('"')) lastString = token;
  }
  return values;
}
