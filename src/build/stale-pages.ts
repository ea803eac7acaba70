/**
 * Pages an incremental `gatsby build` left from an earlier one. Gatsby 5 always builds in slices
 * mode, where a page is rendered again only when its data or its template's server bundle
 * changed: after a change to CSS (or browser-only code) alone, pages keep the CSS they inlined and
 * the webpack runtime they named. `npm run build` cleans first and Netlify's build cache is off
 * (gatsby-config.ts); this check, after every build, fails one that still has such a page.
 */
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "./csp";
import {
  readWebpackStats,
  type WebpackStats,
} from "../../plugins/gatsby-plugin-first-load/page-resources";
import { inlinedStylesheets } from "../../plugins/gatsby-plugin-first-load/stylesheet-order";

/** The CSS and webpack-runtime files this build made, as public paths ("/app.….css"). */
function currentSharedAssets(stats: WebpackStats): Set<string> {
  const assets = Object.values(stats.assetsByChunkName ?? {}).flat();
  return new Set(
    assets
      .filter((file) => file.endsWith(".css") || /^webpack-runtime-.*\.js$/.test(file))
      .map((file) => `/${file}`),
  );
}

/** The inlined styles' and the webpack runtime's paths a page's HTML names. */
export function sharedAssetsNamed(html: string): string[] {
  const styles = inlinedStylesheets(html);
  const runtimes = [...html.matchAll(/["'(](\/webpack-runtime-[0-9a-f]+\.js)["')]/g)].map(
    (match) => match[1],
  );
  return [...new Set([...styles, ...runtimes])];
}

/** Each built page (relative path) that names a styles or runtime file this build did not make. */
export function stalePages(
  publicDir: string,
  stats: WebpackStats,
): { page: string; assets: string[] }[] {
  const current = currentSharedAssets(stats);
  const stale: { page: string; assets: string[] }[] = [];
  for (const file of htmlFiles(publicDir)) {
    const old = sharedAssetsNamed(fs.readFileSync(file, "utf8")).filter(
      (asset) => !current.has(asset),
    );
    if (old.length > 0)
      stale.push({ page: path.relative(publicDir, file).split(path.sep).join("/"), assets: old });
  }
  return stale;
}

/** Throws, naming the pages and files, when the build in `publicDir` left stale pages. */
export function assertNoStalePages(publicDir: string): void {
  const stale = stalePages(publicDir, readWebpackStats(publicDir));
  if (stale.length === 0) return;
  const list = stale.map(({ page, assets }) => `  ${page}: ${assets.join(", ")}`).join("\n");
  throw new Error(
    `${stale.length} page(s) still carry an earlier build's CSS or webpack runtime (Gatsby did not render them again):\n${list}\n` +
      "Build from scratch: npm run build (it runs gatsby clean first).",
  );
}
