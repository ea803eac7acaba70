/**
 * What Gatsby's runtime fetches before it can hydrate a page, known at build time: the page's
 * component chunk group (from webpack.stats.json) and the JSON it reads (page-data.json,
 * app-data.json, its static queries' results). Gatsby 5's HTML names none of them, so the runtime
 * asks for them one round trip after the other once app-*.js has run; the after-first-paint
 * loader (scripts-after-first-paint.ts) preloads them with the framework chunks instead.
 */
import fs from "node:fs";
import path from "node:path";

export interface PageResources {
  /** Public paths of the page's own chunk scripts ("/component---….js", shared chunks). */
  scripts: string[];
  /** Public paths of the JSON files the runtime fetches for the page. */
  data: string[];
}

/** The parts of Gatsby's webpack.stats.json that the build steps read. */
export interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: Array<{ name: string } | string> }>;
  assetsByChunkName?: Record<string, string[]>;
}

interface PageData {
  componentChunkName?: string;
  staticQueryHashes?: string[];
  slicesMap?: Record<string, string>;
}

/** The path Gatsby's runtime renders for a built HTML page (`window.pagePath`), if any. */
export function pagePathOf(html: string): string | undefined {
  const match = /window\.pagePath=("(?:[^"\\]|\\.)*")/.exec(html);
  return match ? (JSON.parse(match[1]) as string) : undefined;
}

/** Gatsby's page-data folder for a page path: "/" → "index", "/servizi/" → "servizi", "/404.html" → "404.html". */
export function pageDataDir(pagePath: string): string {
  if (pagePath === "/") return "index";
  return pagePath.replace(/^\/+|\/+$/g, "");
}

/** The JavaScript files of every named chunk group, from webpack.stats.json. */
export function chunkGroupScripts(stats: WebpackStats): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    const scripts = (group.assets ?? [])
      .map((asset) => (typeof asset === "string" ? asset : asset.name))
      .filter((file) => file.endsWith(".js"))
      .map((file) => `/${file}`);
    groups.set(name, scripts);
  }
  return groups;
}

/** Reads webpack.stats.json from the first of `dirs` that has it (public/ during the build). */
export function readWebpackStats(...dirs: string[]): WebpackStats {
  const file = dirs.map((dir) => path.join(dir, "webpack.stats.json")).find(fs.existsSync);
  if (!file) throw new Error(`webpack.stats.json not found in ${dirs.join(" or ")}`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as WebpackStats;
}

/** The chunk groups' scripts, from the first of `dirs` that has webpack.stats.json. */
export function readChunkGroups(...dirs: string[]): Map<string, string[]> {
  return chunkGroupScripts(readWebpackStats(...dirs));
}

/**
 * The resources of the page at `pagePath`; undefined when it has no page-data (not a Gatsby page).
 * Throws when page-data names a component chunk the build does not have: the page could not hydrate.
 */
export function pageResources(
  publicDir: string,
  pagePath: string,
  chunkGroups: Map<string, string[]>,
): PageResources | undefined {
  const pageDataPath = `/page-data/${pageDataDir(pagePath)}/page-data.json`;
  const pageDataFile = path.join(publicDir, pageDataPath);
  if (!fs.existsSync(pageDataFile)) return undefined;
  const pageData = JSON.parse(fs.readFileSync(pageDataFile, "utf8")) as PageData;
  const component = pageData.componentChunkName;
  const scripts = component ? chunkGroups.get(component) : [];
  if (!scripts)
    throw new Error(`${pageDataPath}: component chunk "${component}" is not in webpack.stats.json`);
  const data = [
    pageDataPath,
    "/page-data/app-data.json",
    ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
    ...Object.values(pageData.slicesMap ?? {}).map((slice) => `/slice-data/${slice}.json`),
  ];
  for (const file of [...scripts, ...data]) {
    if (!fs.existsSync(path.join(publicDir, file)))
      throw new Error(`${pagePath}: ${file} is not in ${publicDir}`);
  }
  return { scripts, data };
}
