/**
 * Gatsby ends every page with `<script src="…" async></script>` tags for its webpack runtime,
 * framework and app chunks. The browser's preload scanner starts those downloads while the
 * HTML is still arriving, so on a slow phone network ~75 KB of JavaScript competes with the
 * first paint (HTML, font) although the server HTML already is the whole page. After the
 * build, each page gets one small inline loader instead, which adds the same scripts, in
 * the same order, once the first frame has been painted (a timer inside
 * requestAnimationFrame), with a plain timer as fallback for a page opened in a background
 * tab, where animation frames do not run. Gatsby renders these tags in its own scripts
 * slice, out of reach of onPreRenderHTML, hence a post-build step; it runs before the CSP
 * hashes are taken, and a page already rewritten is left as it is.
 */
import fs from "node:fs";
import { htmlFiles } from "./csp";

export const LOADER_ID = "scripts-after-first-paint";

const CHUNK_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;
const LOADER_TAG = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`, "g");

export function loaderScript(sources: readonly string[]): string {
  return [
    "(function(d,w){",
    `var s=${JSON.stringify(sources)},done=false;`,
    "function go(){if(done)return;done=true;",
    "for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;d.body.appendChild(e);}}",
    "if(w.requestAnimationFrame)w.requestAnimationFrame(function(){w.setTimeout(go,0);});",
    "w.setTimeout(go,250);",
    "})(document,window);",
  ].join("");
}

/**
 * The page with its async chunk scripts replaced by the loader; unchanged if it has none,
 * or if it is not a whole page (Gatsby's slice fragments under public/_gatsby/slices).
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const end = html.lastIndexOf("</body>");
  if (end < 0) return html;
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  // A warm build re-stitches Gatsby's scripts slice into a page rewritten by an earlier build:
  // the chunk tags are back, next to the old loader. Drop the old loader, or every chunk
  // would run twice (two React roots on one page).
  const body = html.slice(0, end).replace(CHUNK_SCRIPT, "").replace(LOADER_TAG, "");
  const loader = `<script id="${LOADER_ID}">${loaderScript(sources)}</script>`;
  return `${body}${loader}${html.slice(end)}`;
}

/** The scripts a rewritten page's loader adds (for the audit's first-load JavaScript). */
export function loaderSources(html: string): string[] {
  const match = new RegExp(`<script id="${LOADER_ID}">\\(function\\(d,w\\)\\{var s=(\\[[^\\]]*\\]),`).exec(html);
  return match ? (JSON.parse(match[1]) as string[]) : [];
}

export function rewriteBuiltPages(publicDir: string): number {
  let rewritten = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const next = loadScriptsAfterFirstPaint(html);
    if (next !== html) {
      fs.writeFileSync(file, next);
      rewritten += 1;
    }
  }
  return rewritten;
}
