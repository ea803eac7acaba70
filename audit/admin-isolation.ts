/**
 * The CMS (public/admin/, src/build/admin-bundle.ts) must cost public pages nothing. Proof, on the
 * built files:
 *   1. no public page's HTML references anything under /admin/ (scripts, preloads, styles, links
 *      to its files);
 *   2. no JavaScript file of the site (every *.js outside public/admin/) carries admin code: its
 *      source map lists no source from src/cms/admin/, decap-cms-*, react-19 or react-dom-19,
 *      and its text holds none of the admin bundle's markers (Decap's version banner, React 19's
 *      version string);
 * and the admin's own size (admin.js and admin.css, gzip -9) is printed.
 */
import fs from "node:fs";
import path from "node:path";
import { BUILD_META_DIR } from "../src/build/build-meta";
import { filesUnder } from "../src/build/files-under";
import { gzipSize } from "./bundles";

const ADMIN_SOURCE =
  /(^|\/)(src\/cms\/admin\/|node_modules\/(decap-cms[^/]*|react-19|react-dom-19)\/)/;

export interface AdminIsolation {
  /** One line per leak found; empty when public pages ship zero bytes of the admin. */
  leaks: string[];
  adminScriptGzip: number;
  adminCssGzip: number;
  siteScripts: number;
}

/** Markers only the admin bundle holds: React 19's version and Decap's banner. */
export function adminMarkers(root: string): string[] {
  const react19 = path.join(root, "node_modules", "react-19", "package.json");
  const { version } = JSON.parse(fs.readFileSync(react19, "utf8")) as { version: string };
  return [`"${version}"`, "decap-cms-app", "decap-cms-core"];
}

export function checkAdminIsolation(publicDir: string, root: string): AdminIsolation {
  const adminScript = path.join(publicDir, "admin", "admin.js");
  if (!fs.existsSync(adminScript))
    throw new Error("public/admin/admin.js missing: the build no longer builds the CMS");
  const markers = adminMarkers(root);
  const adminText = fs.readFileSync(adminScript, "utf8");
  const missing = markers.filter((marker) => !adminText.includes(marker));
  if (missing.length > 0)
    throw new Error(
      `admin.js lacks the marker ${missing}: the isolation check would prove nothing`,
    );
  const leaks: string[] = [];
  const files = filesUnder(publicDir, (dir) => dir === "admin");
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    if (/(src|href)\s*=\s*["']?\/admin\//i.test(html)) leaks.push(`${file} references /admin/`);
  }
  const scripts = files.filter((name) => name.endsWith(".js"));
  let mapsRead = 0;
  for (const file of scripts) {
    const text = fs.readFileSync(path.join(publicDir, file), "utf8");
    for (const marker of markers)
      if (text.includes(marker)) leaks.push(`${file} contains ${marker}`);
    // The build moves source maps out of public/ (src/build/build-meta.ts), keeping their paths.
    const map = [
      path.join(path.dirname(publicDir), BUILD_META_DIR, `${file}.map`),
      path.join(publicDir, `${file}.map`),
    ].find((candidate) => fs.existsSync(candidate));
    if (!map) continue;
    mapsRead += 1;
    const { sources = [] } = JSON.parse(fs.readFileSync(map, "utf8")) as { sources?: string[] };
    for (const source of sources.filter((name) => ADMIN_SOURCE.test(name)))
      leaks.push(`${file} is built from ${source}`);
  }
  if (mapsRead === 0)
    throw new Error("no source map of the site's scripts found: the check would prove nothing");
  return {
    leaks,
    adminScriptGzip: gzipSize(fs.readFileSync(adminScript)),
    adminCssGzip: gzipSize(fs.readFileSync(path.join(publicDir, "admin", "admin.css"))),
    siteScripts: scripts.length,
  };
}
