/**
 * Gatsby ends every page with `<script src="…" async>` tags for its chunks. After the build, each
 * page's <head> gets instead `<link rel="preload">` tags for the chunks and for what Gatsby's
 * runtime would otherwise ask for one round trip after the other once app-*.js has run (the
 * page's own chunks and JSON, page-resources.ts), and one small inline loader that adds the
 * scripts, in the same order, once the page is parsed and its first frame is on screen (at once
 * in a hidden tab, where frames do not run): the first frame never waits for JavaScript, from the
 * network or the cache (docs/performance.md). Gatsby renders the chunk tags in its own scripts
 * slice, out of reach of onPreRenderHTML, hence a post-build step, before the CSP hashes are taken.
 */
import fs from "node:fs";
import path from "node:path";
import { pagePathOf, pageResources, readChunkGroups, type PageResources } from "./page-resources";

/** The built pages: every HTML file of publicDir (the admin is built after this step). */
const htmlFiles = (publicDir: string): string[] =>
  fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));

export const LOADER_ID = "scripts-after-first-paint";
const PRELOAD_MARK = `data-preload="${LOADER_ID}"`;

const CHUNK_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;
const LOADER_TAG = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`, "g");
const PRELOAD_TAG = new RegExp(
  `<link rel="preload" href="([^"]*)" as="(script|fetch)"[^>]*? ${PRELOAD_MARK}>`,
  "g",
);

export function loaderScript(sources: readonly string[]): string {
  return [
    "(function(d,w){",
    `var s=${JSON.stringify(sources)},parsed=false,drawn=false,running=false;`,
    "function run(){if(running||!parsed||!drawn)return;running=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;(d.body||d.head).appendChild(e);}}",
    "function onParsed(){parsed=true;run();}",
    "function onDrawn(){drawn=true;run();}",
    "if(d.visibilityState==='hidden'||!w.requestAnimationFrame)onDrawn();",
    "else w.requestAnimationFrame(function(){w.requestAnimationFrame(onDrawn);});",
    "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',onParsed);else onParsed();",
    "})(document,window);",
  ].join("");
}

/**
 * The preload tags: the page's JSON first (Gatsby's runtime asks for it first), then the scripts,
 * at low priority: a script preload at the default high priority counts as render-blocking in
 * Lighthouse's simulation, which would then wait for all of the page's JavaScript before the first
 * paint that in reality never waits for it.
 */
export function preloadTags(sources: readonly string[], data: readonly string[] = []): string {
  const escape = (href: string) => href.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return [
    ...data.map(
      (href) =>
        `<link rel="preload" href="${escape(href)}" as="fetch" crossorigin="anonymous" ${PRELOAD_MARK}>`,
    ),
    ...sources.map(
      (href) =>
        `<link rel="preload" href="${escape(href)}" as="script" fetchpriority="low" ${PRELOAD_MARK}>`,
    ),
  ].join("");
}

/**
 * The page with its async chunk scripts replaced by the loader, which adds the page's own
 * resources too; unchanged if it has no chunk scripts, or if it is not a whole page (Gatsby's
 * slice fragments under public/_gatsby/slices).
 */
export function loadScriptsAfterFirstPaint(
  html: string,
  page: PageResources = { scripts: [], data: [] },
): string {
  if (html.lastIndexOf("</body>") < 0 || html.indexOf("</head>") < 0) return html;
  const chunks = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (chunks.length === 0) return html;
  const sources = [...new Set([...chunks, ...page.scripts])];
  // A warm build re-stitches Gatsby's scripts slice into a page rewritten by an earlier build:
  // the chunk tags are back, next to the old loader. Drop the old loader (and its preloads), or
  // every chunk would run twice (two roots on one page).
  const rest = html.replace(CHUNK_SCRIPT, "").replace(LOADER_TAG, "").replace(PRELOAD_TAG, "");
  const head = rest.indexOf("</head>");
  const loader = `${preloadTags(sources, page.data)}<script id="${LOADER_ID}">${loaderScript(sources)}</script>`;
  return `${rest.slice(0, head)}${loader}${rest.slice(head)}`;
}

const LOADER_SOURCES = new RegExp(
  `<script id="${LOADER_ID}">\\(function\\(d,w\\)\\{var s=(\\[[^\\]]*\\]),`,
);

/** The scripts a rewritten page's loader adds (for the audit's first-load JavaScript). */
export function loaderSources(html: string): string[] {
  const match = LOADER_SOURCES.exec(html);
  return match ? (JSON.parse(match[1]) as string[]) : [];
}

/** The JSON files a rewritten page preloads. */
export function loaderData(html: string): string[] {
  return [...html.matchAll(PRELOAD_TAG)]
    .filter((match) => match[2] === "fetch")
    .map((match) => match[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
}

/** Rewrites every built page of publicDir; reads webpack.stats.json there. */
export function rewriteBuiltPages(publicDir: string): number {
  const chunkGroups = readChunkGroups(publicDir);
  let rewritten = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const pagePath = pagePathOf(html);
    const page =
      pagePath === undefined ? undefined : pageResources(publicDir, pagePath, chunkGroups);
    const next = loadScriptsAfterFirstPaint(html, page);
    if (next !== html) {
      fs.writeFileSync(file, next);
      rewritten += 1;
    }
  }
  return rewritten;
}
