/**
 * The CDN of `npm run serve`: what Netlify's engine answered for a file of public/, kept in memory,
 * so that repeated requests are answered the way Netlify's CDN answers cached objects, in a few ms.
 *
 * Why: each static request costs the engine milliseconds of CPU (it re-parses netlify.toml and
 * _headers and streams the file; before engine.ts skipped it, it also made and removed a
 * temporary folder), and node runs one at a time, so a page's parallel requests for chunks and
 * page-data queued behind each other, and the audit measured the queue instead of the site.
 * The engine does the lookup and serves the file; `engineCandidates` only lists, to stat them, the
 * files its lookup tries (@netlify/static's getURLVariations, which the package does not export).
 *
 * An entry is used only while what it came from is unchanged, checked by stat() on every hit:
 *   - the file the engine served (and the candidates the engine tries before it, still not files):
 *     same inode, size, mtime and ctime; a file that is gone is never served from memory;
 *   - the header rule files (netlify.toml, _headers): when one changes, every entry is dropped.
 * Files changed within the last second are not kept: a second change within the file system's
 * timestamp granularity would leave the same stat. At most `maxBytes` of bodies are kept, the least
 * recently used dropped first. Not tracked: functions and redirect rules (the engine reads the
 * latter once, at start; this project has none that rewrite onto files).
 */
import { stat } from "node:fs/promises";
import path from "node:path";

/** What the engine answered for a file. */
export interface StaticFile {
  /** The file's bytes, as the engine read them. */
  body: Buffer;
  contentType: string;
  /** The engine's headers (header rules applied), without its own bookkeeping. */
  headers: Headers;
  /** Digest of body, for the ETag. */
  digest: string;
}

export interface StaticCacheOptions {
  /** The folder the engine serves (the publish folder). */
  publicDir: string;
  /** Files whose change alters every answer: netlify.toml, _headers. */
  ruleFiles: string[];
  /** Cap on the bodies kept. Default 64 MB. */
  maxBytes?: number;
}

/** A file's identity as stat() sees it. */
interface Stamp {
  id: string;
  mtimeMs: number;
}

interface Entry {
  file: StaticFile;
  /** The engine's candidates up to the one it served, with their stamps when cached. */
  sources: Array<{ file: string; id: string | null }>;
}

/** A change younger than this may be followed by another with the same mtime. */
const SETTLE_MS = 1000;

export class StaticCache {
  private readonly entries = new Map<string, Entry>();
  private readonly publicDir: string;
  private readonly ruleFiles: string[];
  private readonly maxBytes: number;
  private bytes = 0;
  private rules: string | undefined;

  constructor({ publicDir, ruleFiles, maxBytes = 64 * 1024 * 1024 }: StaticCacheOptions) {
    this.publicDir = publicDir;
    this.ruleFiles = ruleFiles;
    this.maxBytes = maxBytes;
  }

  /**
   * The engine's answer for `url`: from memory while still valid, otherwise from `ask` (the engine),
   * kept when it is a file. `undefined` when the engine does not serve it as a static file.
   */
  async get(url: URL, ask: () => Promise<StaticFile | undefined>): Promise<StaticFile | undefined> {
    const key = url.href;
    const cached = this.entries.get(key);
    const [rules, current] = await Promise.all([
      Promise.all(this.ruleFiles.map(stampOf)),
      cached ? Promise.all(cached.sources.map(({ file }) => stampOf(file))) : undefined,
    ]);
    const rulesId = rules.map((stamp) => stamp?.id ?? "-").join("|");
    if (rulesId !== this.rules) {
      this.clear();
      this.rules = rulesId;
    }
    const unchanged =
      current && cached?.sources.every((source, i) => source.id === (current[i]?.id ?? null));
    if (cached && unchanged && this.entries.get(key) === cached) {
      // Most recently used last: eviction starts from the first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.file;
    }
    this.drop(key);

    // Stamps taken before the engine reads: a change while it reads shows at the next hit.
    const sources = await this.servedBy(url.pathname);
    const file = await ask();
    const served = sources.at(-1);
    if (!file || !served?.stamp) return file;
    const now = Date.now();
    const settled = [served.stamp, ...rules].every(
      (stamp) => !stamp || now - stamp.mtimeMs >= SETTLE_MS,
    );
    if (settled && rulesId === this.rules) {
      this.store(key, {
        file,
        sources: sources.map(({ file: source, stamp }) => ({
          file: source,
          id: stamp?.id ?? null,
        })),
      });
    }
    return file;
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The candidates the engine tries for a URL path, up to the first that is a file, with their stamps. */
  private async servedBy(pathname: string) {
    const files = engineCandidates(this.publicDir, pathname);
    const stamps = await Promise.all(files.map(stampOf));
    const first = stamps.findIndex(Boolean);
    return files.slice(0, first + 1).map((file, i) => ({ file, stamp: stamps[i] }));
  }

  private store(key: string, entry: Entry): void {
    this.drop(key);
    const size = entry.file.body.byteLength;
    if (size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.file.body.byteLength;
  }
}

/** The stamp of a file; null when it is not a file (missing, a folder). */
async function stampOf(file: string): Promise<Stamp | null> {
  try {
    const info = await stat(file, { bigint: true });
    if (!info.isFile()) return null;
    return {
      id: `${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`,
      mtimeMs: Number(info.mtimeMs),
    };
  } catch {
    return null;
  }
}

const ASSET_EXTENSION = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/;

/**
 * The files the engine's static handler (@netlify/static, with @netlify/dev 4.18.9) tries for a URL
 * path, in its order: the path itself; for "/dir/" also dir.html, dir.htm, dir/index.html,
 * dir/index.htm; for a path without a known asset extension also path.html, path.htm,
 * path/index.html, path/index.htm. It serves the first that is a file.
 */
export function engineCandidates(publicDir: string, pathname: string): string[] {
  const variations: string[] = [];
  if (pathname.endsWith("/")) {
    const base = pathname.slice(0, -1);
    if (pathname !== "/") variations.push(`${base}.html`, `${base}.htm`);
    variations.push(`${pathname}index.html`, `${pathname}index.htm`);
  } else if (!ASSET_EXTENSION.test(pathname)) {
    variations.push(
      `${pathname}.html`,
      `${pathname}.htm`,
      `${pathname}/index.html`,
      `${pathname}/index.htm`,
    );
  }
  return [pathname, ...variations].map((variation) =>
    path.resolve(publicDir, ...variation.split("/").filter(Boolean)),
  );
}
