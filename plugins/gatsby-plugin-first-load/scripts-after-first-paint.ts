/**
 * Gatsby ends every page with `<script src="…" async>` tags for its chunks. After the build, each
 * page gets instead one small inline loader in its <head>. Once the page's first frame is on
 * screen (at once in a hidden tab, where frames do not run) it preloads the chunks and what
 * Gatsby's runtime would otherwise ask for one round trip after the other once app-*.js has run
 * (the page's own chunks and JSON, page-resources.ts); once the page is parsed as well it adds the
 * scripts, in the same order. Neither the first frame nor the hero's text beneath the splash waits
 * for them, from the network or the cache (docs/performance.md). Gatsby renders the chunk tags in
 * its own scripts slice, out of reach of onPreRenderHTML, hence a post-build step, before the CSP
 * hashes are taken.
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

const CHUNK_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;
const LOADER_TAG = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`, "g");

export function loaderScript(sources: readonly string[], data: readonly string[] = []): string {
  return [
    "(function(d,w){",
    `var s=${JSON.stringify(sources)},f=${JSON.stringify(data)},parsed=false,drawn=false,running=false;`,
    "function preload(h,a){var l=d.createElement('link');l.rel='preload';l.setAttribute('as',a);if(a==='fetch')l.crossOrigin='anonymous';l.href=h;d.head.appendChild(l);}",
    "function run(){if(running||!parsed||!drawn)return;running=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;(d.body||d.head).appendChild(e);}}",
    "function onParsed(){parsed=true;run();}",
    "function onDrawn(){if(drawn)return;drawn=true;var i;for(i=0;i<f.length;i++)preload(f[i],'fetch');for(i=0;i<s.length;i++)preload(s[i],'script');run();}",
    "if(d.visibilityState==='hidden'||!w.requestAnimationFrame)onDrawn();",
    "else w.requestAnimationFrame(function(){w.requestAnimationFrame(onDrawn);});",
    "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',onParsed);else onParsed();",
    "})(document,window);",
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
  // the chunk tags are back, next to the old loader. Drop the old loader, or every chunk would
  // run twice (two roots on one page).
  const rest = html.replace(CHUNK_SCRIPT, "").replace(LOADER_TAG, "");
  const head = rest.indexOf("</head>");
  const loader = `<script id="${LOADER_ID}">${loaderScript(sources, page.data)}</script>`;
  return `${rest.slice(0, head)}${loader}${rest.slice(head)}`;
}

const LOADER_LISTS = new RegExp(
  `<script id="${LOADER_ID}">\\(function\\(d,w\\)\\{var s=(\\[[^\\]]*\\]),f=(\\[[^\\]]*\\]),`,
);

/** The scripts a rewritten page's loader adds (for the audit's first-load JavaScript). */
export function loaderSources(html: string): string[] {
  const match = LOADER_LISTS.exec(html);
  return match ? (JSON.parse(match[1]) as string[]) : [];
}

/** The JSON files a rewritten page's loader preloads. */
export function loaderData(html: string): string[] {
  const match = LOADER_LISTS.exec(html);
  return match ? (JSON.parse(match[2]) as string[]) : [];
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
