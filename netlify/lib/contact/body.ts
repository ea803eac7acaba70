/** Reads and parses the request body with a hard size cap. */
import { FAILURES, type Failure } from "./failures";

export const MAX_BODY_BYTES = 32 * 1024;

export type BodyKind = "json" | "form";
export type RawFields = Record<string, unknown>;
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
export async function readBodyText(req: Request, maxBytes: number = MAX_BODY_BYTES): Promise<BodyResult<string>> {
  const declared = req.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > maxBytes)) {
    return { ok: false, failure: /^\d+$/.test(declared.trim()) ? FAILURES.tooLarge : FAILURES.badRequest };
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
  try {
    return { ok: true, value: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, failure: FAILURES.badRequest };
  }
}

/** Parses the body text into a flat field map; JSON must be an object. For repeated form fields the first wins. */
export function parseFields(kind: BodyKind, text: string): BodyResult<RawFields> {
  if (kind === "form") {
    const fields: RawFields = {};
    for (const [name, value] of new URLSearchParams(text)) {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
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
  return { ok: true, value: parsed as RawFields };
}
