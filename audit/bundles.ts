/**
 * First-load JavaScript and CSS per route, measured on the built files in public/ (not through
 * Lighthouse), each file gzipped with zlib level 9.
 *
 * JavaScript loaded on first visit of a route =
 *   - the `<script src>` files and `<link rel="preload|modulepreload" as="script">` files its HTML
 *     references, and the files its after-first-paint loader adds (Gatsby: webpack-runtime-*,
 *     framework-*, app-*; plugins/gatsby-plugin-first-load/scripts-after-first-paint.ts), plus
 *   - the chunk group of the page's component (page-data.json → componentChunkName →
 *     webpack.stats.json namedChunkGroups), which Gatsby's runtime fetches before hydrating.
 * Framework vs own code is split by each chunk's source map (chunk-origins.ts): app-* also holds
 * our layout, header, footer and icons, which count as ours.
 * CSS = every inline `<style>` of the HTML (Gatsby inlines the stylesheets) plus `<link rel="stylesheet">` files.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { BUILD_META_DIR } from "../src/build/build-meta";
import { pageResources, readChunkGroups } from "../plugins/gatsby-plugin-first-load/page-resources";
import { loaderSources } from "../plugins/gatsby-plugin-first-load/scripts-after-first-paint";
import { ownShare, type RawSourceMap } from "./chunk-origins";

/** A route's first-load bytes, gzip: JavaScript = framework (Gatsby, React) + own, and CSS. */
export interface RouteBundle {
  route: string;
  /** Public paths ("/app-….js") of the JavaScript files loaded on first visit. */
  scripts: string[];
  jsGzip: number;
  frameworkGzip: number;
  ownGzip: number;
  cssGzip: number;
}

export function gzipSize(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

/** The tags of one name in the HTML, each with its attributes (names lower-cased). */
function tags(html: string, name: string): Array<Map<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map(
    (tag) =>
      new Map(
        [...tag[1].matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(
          (attr) => [attr[1].toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? ""],
        ),
      ),
  );
}

/** Site-local path of a URL found in the HTML, or undefined for external/inline/data URLs. */
function localPath(url: string | undefined): string | undefined {
  if (!url || !url.startsWith("/") || url.startsWith("//")) return undefined;
  return url.split(/[?#]/)[0];
}

const rel = (tag: Map<string, string>) => (tag.get("rel") ?? "").toLowerCase().split(/\s+/);

export function measureBundles(publicDir: string, routes: readonly string[]): RouteBundle[] {
  const readPublic = (publicPath: string) => {
    const file = path.join(publicDir, publicPath);
    if (!fs.existsSync(file))
      throw new Error(`Referenced file missing from public/: ${publicPath}`);
    return fs.readFileSync(file);
  };
  // Source maps and webpack.stats.json are kept out of public/ by the build (src/build/build-meta.ts).
  const metaDir = path.join(path.dirname(publicDir), BUILD_META_DIR);
  const chunkGroups = fs.existsSync(path.join(metaDir, "webpack.stats.json"))
    ? readChunkGroups(metaDir)
    : undefined;
  const sizes = new Map<string, { gzip: number; ownGzip: number }>();
  const measure = (publicPath: string): { gzip: number; ownGzip: number } => {
    const known = sizes.get(publicPath);
    if (known) return known;
    const code = readPublic(publicPath);
    const mapFile = path.join(metaDir, `${publicPath}.map`);
    if (!fs.existsSync(mapFile))
      throw new Error(`${mapFile} missing: the audit splits framework and own code by source map`);
    const map = JSON.parse(fs.readFileSync(mapFile, "utf8")) as RawSourceMap;
    const gzip = gzipSize(code);
    const size = { gzip, ownGzip: Math.round(gzip * ownShare(code.toString("utf8"), map)) };
    sizes.set(publicPath, size);
    return size;
  };

  return routes.map((route) => {
    const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
    const links = tags(html, "link");
    const preloads = links.filter(
      (tag) =>
        rel(tag).includes("modulepreload") ||
        (rel(tag).includes("preload") && tag.get("as") === "script"),
    );
    const scripts = [
      ...new Set([
        ...[...tags(html, "script"), ...preloads]
          .map((tag) => localPath(tag.get("src") ?? tag.get("href")))
          .filter((src): src is string => src !== undefined),
        ...loaderSources(html),
        ...((chunkGroups && pageResources(publicDir, route, chunkGroups)?.scripts) ?? []),
      ]),
    ];
    if (!scripts.some((script) => /^\/(framework|webpack-runtime|app)-[^/]*\.js$/.test(script)))
      throw new Error(
        `${route}: no Gatsby framework chunk found: the bundle measurement no longer sees how the page loads its scripts`,
      );
    const jsGzip = scripts.reduce((total, file) => total + measure(file).gzip, 0);
    const ownGzip = scripts.reduce((total, file) => total + measure(file).ownGzip, 0);
    const stylesheets = links
      .filter((tag) => rel(tag).includes("stylesheet"))
      .map((tag) => localPath(tag.get("href")))
      .filter((href): href is string => href !== undefined);
    const cssGzip =
      [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
        (total, style) => total + gzipSize(style[1]),
        0,
      ) + stylesheets.reduce((total, href) => total + gzipSize(readPublic(href)), 0);
    return { route, scripts, jsGzip, frameworkGzip: jsGzip - ownGzip, ownGzip, cssGzip };
  });
}
