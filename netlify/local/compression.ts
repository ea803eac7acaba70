/**
 * Response compression, as Netlify's CDN applies it: brotli or gzip for text types when the
 * client accepts it. Compressed bodies are cached while the bytes stay the same.
 */
import zlib from "node:zlib";

export type Encoding = "br" | "gzip";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
/** Below this size compression is not worth it. */
const MIN_BYTES = 1024;

export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(contentType);
}

/** The encoding to use for an Accept-Encoding header, brotli first. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).find(ok) ?? null;
}

const bufferCache = new Map<string, { source: Buffer; body: Buffer }>();

/** Compresses a body already in memory; cached per key while the bytes stay the same. */
export function compressBuffer(raw: Buffer, encoding: Encoding, key: string): Buffer {
  const cacheKey = `${encoding}:${key}`;
  const cached = bufferCache.get(cacheKey);
  if (cached && cached.source.equals(raw)) return cached.body;
  const body =
    encoding === "br"
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(raw, { level: 9 });
  bufferCache.set(cacheKey, { source: raw, body });
  return body;
}
