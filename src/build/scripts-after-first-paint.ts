/**
 * Gatsby ends every page with `<script src="…" async></script>` tags for its webpack runtime,
 * framework and app chunks. The browser's preload scanner starts those downloads while the
 * HTML is still arriving, so on a slow phone network ~75 KB of JavaScript competes with the
 * first paint (HTML, font) although the server HTML already is the whole page. After the
 * build, each page gets one small inline loader in its <head> instead:
 *   - at the first frame (a timer inside requestAnimationFrame, or a 250 ms timer for a page
 *     opened in a background tab, where animation frames do not run) it starts the downloads,
 *     as `<link rel="preload">`: the chunks, and what Gatsby's runtime would otherwise ask for
 *     one round trip after the other once app-*.js has run (page-resources.ts): the page's own
 *     chunks, and its JSON (`as="fetch"`, which the runtime's requests then reuse);
 *   - at DOMContentLoaded it adds the scripts, in the same order. Gatsby's runtime waits for
 *     DOMContentLoaded before it hydrates anyway; running ~150 KB of JavaScript earlier would
 *     only slow down the parsing of the page, on a slow phone by hundreds of milliseconds.
 * Being in the <head>, the loader does not wait for the parser to reach the end of the body,
 * which on a slow phone comes a second after the first frame.
 * Gatsby renders the chunk tags in its own scripts slice, out of reach of onPreRenderHTML,
 * hence a post-build step; it runs before the CSP hashes are taken, and a page already
 * rewritten is left as it is.
 */
import fs from "node:fs";
import path from "node:path";
import { BUILD_META_DIR } from "./build-meta";
import { htmlFiles } from "./csp";
import { pagePathOf, pageResources, readChunkGroups, type PageResources } from "./page-resources";

export const LOADER_ID = "scripts-after-first-paint";

const CHUNK_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;
const LOADER_TAG = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`, "g");

export function loaderScript(sources: readonly string[], data: readonly string[] = []): string {
  return [
    "(function(d,w){",
    `var s=${JSON.stringify(sources)},f=${JSON.stringify(data)},fetching=false,running=false;`,
    "function add(e){(d.body||d.head).appendChild(e);}",
    "function link(h,a){var e=d.createElement('link');e.rel='preload';e.setAttribute('as',a);e.href=h;if(a==='fetch')e.crossOrigin='anonymous';add(e);}",
    "function fetchAll(){if(fetching)return;fetching=true;var i;for(i=0;i<f.length;i++)link(f[i],'fetch');for(i=0;i<s.length;i++)link(s[i],'script');}",
    "function run(){if(running)return;running=true;fetchAll();for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;add(e);}}",
    "if(w.requestAnimationFrame)w.requestAnimationFrame(function(){w.setTimeout(fetchAll,0);});",
    "w.setTimeout(fetchAll,250);",
    "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run();",
    "})(document,window);",
  ].join("");
}

/**
 * The page with its async chunk scripts replaced by the loader, which adds the page's own
 * resources too; unchanged if it has no chunk scripts, or if it is not a whole page (Gatsby's
 * slice fragments under public/_gatsby/slices).
 */
export function loadScriptsAfterFirstPaint(html: string, page: PageResources = { scripts: [], data: [] }): string {
  if (html.lastIndexOf("</body>") < 0 || html.indexOf("</head>") < 0) return html;
  const chunks = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (chunks.length === 0) return html;
  const sources = [...new Set([...chunks, ...page.scripts])];
  // A warm build re-stitches Gatsby's scripts slice into a page rewritten by an earlier build:
  // the chunk tags are back, next to the old loader. Drop the old loader, or every chunk
  // would run twice (two React roots on one page).
  const rest = html.replace(CHUNK_SCRIPT, "").replace(LOADER_TAG, "");
  const head = rest.indexOf("</head>");
  const loader = `<script id="${LOADER_ID}">${loaderScript(sources, page.data)}</script>`;
  return `${rest.slice(0, head)}${loader}${rest.slice(head)}`;
}

const LOADER_LISTS = new RegExp(`<script id="${LOADER_ID}">\\(function\\(d,w\\)\\{var s=(\\[[^\\]]*\\]),f=(\\[[^\\]]*\\]),`);

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

/** Rewrites every built page of publicDir; reads webpack.stats.json there (or in .build-meta/). */
export function rewriteBuiltPages(publicDir: string): number {
  const chunkGroups = readChunkGroups(publicDir, path.join(publicDir, "..", BUILD_META_DIR));
  let rewritten = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const pagePath = pagePathOf(html);
    const page = pagePath === undefined ? undefined : pageResources(publicDir, pagePath, chunkGroups);
    const next = loadScriptsAfterFirstPaint(html, page);
    if (next !== html) {
      fs.writeFileSync(file, next);
      rewritten += 1;
    }
  }
  return rewritten;
}
