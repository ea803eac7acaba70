/**
 * First-load JavaScript and CSS per route, measured on the built files in public/ (not through
 * Lighthouse), each file gzipped with zlib level 9.
 *
 * JavaScript loaded on first visit of a route =
 *   - the `<script src>` files and `<link rel="preload|modulepreload" as="script">` files its HTML
 *     references, and the files its after-first-paint loader adds (Gatsby: webpack-runtime-*,
 *     framework-*, app-*; see plugins/gatsby-plugin-first-load/scripts-after-first-paint.ts), plus
 *   - the chunk group of the page's component (page-data.json → componentChunkName →
 *     webpack.stats.json namedChunkGroups), which Gatsby's runtime fetches before hydrating
 *     even when the HTML does not preload it (component---src-pages-…, shared chunks like 306ff…-….js).
 * Framework vs own code is split by each chunk's source map (chunk-origins.ts): app-* also holds our layout, header,
 * footer and icons, which count as ours.
 * CSS = every inline `<style>` of the HTML (Gatsby inlines the global stylesheet) plus `<link rel="stylesheet">` files.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { BUILD_META_DIR } from "../src/build/build-meta";
import { pageResources, readChunkGroups } from "../plugins/gatsby-plugin-first-load/page-resources";
import { loaderSources } from "../plugins/gatsby-plugin-first-load/scripts-after-first-paint";
import { ownShare, type RawSourceMap } from "./chunk-origins";

export interface RouteBundle {
  route: string;
  /** Public paths ("/app-….js") of the JavaScript files loaded on first visit. */
  scripts: string[];
  jsGzip: number;
  /** Gatsby and React code, from every chunk, by source map. */
  frameworkGzip: number;
  /** Our code and the libraries we import, from every chunk, by source map (jsGzip − frameworkGzip). */
  ownGzip: number;
  cssGzip: number;
}

interface Tag {
  name: string;
  attrs: Map<string, string>;
}

const FRAMEWORK_FILE = /^(framework|webpack-runtime|app)-[^/]*\.js$/;

export function isFrameworkChunk(publicPath: string): boolean {
  return FRAMEWORK_FILE.test(path.posix.basename(publicPath));
}

export function gzipSize(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

function parseTags(html: string, names: string[]): Tag[] {
  const tags: Tag[] = [];
  const tagPattern = new RegExp(`<(${names.join("|")})\\b([^>]*)>`, "gi");
  const attrPattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of html.matchAll(tagPattern)) {
    const attrs = new Map<string, string>();
    for (const attr of match[2].matchAll(attrPattern)) {
      attrs.set(attr[1].toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? "");
    }
    tags.push({ name: match[1].toLowerCase(), attrs });
  }
  return tags;
}

/** Site-local path of a URL found in the HTML, or undefined for external/inline/data URLs. */
function localPath(url: string | undefined): string | undefined {
  if (!url || !url.startsWith("/") || url.startsWith("//")) return undefined;
  return url.split(/[?#]/)[0];
}

function relTokens(tag: Tag): string[] {
  return (tag.attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
}

function htmlScripts(tags: Tag[]): string[] {
  const found: string[] = [];
  for (const tag of tags) {
    if (tag.name === "script") {
      const src = localPath(tag.attrs.get("src"));
      if (src) found.push(src);
    } else if (tag.name === "link") {
      const rel = relTokens(tag);
      const preload =
        rel.includes("modulepreload") ||
        (rel.includes("preload") && tag.attrs.get("as") === "script");
      const href = localPath(tag.attrs.get("href"));
      if (preload && href) found.push(href);
    }
  }
  return found;
}

function readPublic(publicDir: string, publicPath: string): Buffer {
  const file = path.join(publicDir, publicPath);
  if (!fs.existsSync(file)) throw new Error(`Referenced file missing from public/: ${publicPath}`);
  return fs.readFileSync(file);
}

function cssGzipOf(publicDir: string, html: string, tags: Tag[]): number {
  let total = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    total += gzipSize(match[1]);
  for (const tag of tags) {
    const href = localPath(tag.attrs.get("href"));
    if (tag.name === "link" && relTokens(tag).includes("stylesheet") && href)
      total += gzipSize(readPublic(publicDir, href));
  }
  return total;
}

/** Source maps and webpack.stats.json are kept out of public/ by the build (src/build/build-meta.ts). */
function metaDirOf(publicDir: string): string {
  return path.join(path.dirname(publicDir), BUILD_META_DIR);
}

/** The page's component chunk group, as the build's loader adds it (plugins/gatsby-plugin-first-load/page-resources.ts). */
function pageComponentScripts(
  publicDir: string,
  route: string,
  chunkGroups: Map<string, string[]> | undefined,
): string[] {
  return (chunkGroups && pageResources(publicDir, route, chunkGroups)?.scripts) ?? [];
}

export function measureBundles(publicDir: string, routes: readonly string[]): RouteBundle[] {
  const metaDir = metaDirOf(publicDir);
  const chunkGroups = fs.existsSync(path.join(metaDir, "webpack.stats.json"))
    ? readChunkGroups(metaDir)
    : undefined;
  const sizes = new Map<string, { gzip: number; ownGzip: number }>();
  const measure = (publicPath: string): { gzip: number; ownGzip: number } => {
    let size = sizes.get(publicPath);
    if (size === undefined) {
      const code = readPublic(publicDir, publicPath);
      const mapPath = `${publicPath}.map`;
      const mapFile = path.join(metaDirOf(publicDir), mapPath);
      if (!fs.existsSync(mapFile)) {
        throw new Error(
          `${mapFile} missing: the audit splits framework and own code by source map (the build moves them there)`,
        );
      }
      const map = JSON.parse(fs.readFileSync(mapFile, "utf8")) as RawSourceMap;
      const gzip = gzipSize(code);
      size = { gzip, ownGzip: Math.round(gzip * ownShare(code.toString("utf8"), map)) };
      sizes.set(publicPath, size);
    }
    return size;
  };

  return routes.map((route) => {
    const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
    const tags = parseTags(html, ["script", "link"]);
    const scripts = [
      ...new Set([
        ...htmlScripts(tags),
        ...loaderSources(html),
        ...pageComponentScripts(publicDir, route, chunkGroups),
      ]),
    ];
    if (!scripts.some(isFrameworkChunk)) {
      throw new Error(
        `${route}: no Gatsby framework chunk found in its HTML; the bundle measurement no longer sees how the page loads its scripts`,
      );
    }
    const sum = (files: string[], part: "gzip" | "ownGzip"): number =>
      files.reduce((total, file) => total + measure(file)[part], 0);
    const jsGzip = sum(scripts, "gzip");
    const ownGzip = sum(scripts, "ownGzip");
    return {
      route,
      scripts,
      jsGzip,
      frameworkGzip: jsGzip - ownGzip,
      ownGzip,
      cssGzip: cssGzipOf(publicDir, html, tags),
    };
  });
}
