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
import { gzipSize } from "./bundles";
import { filesUnder } from "../src/build/files-under";

export const ADMIN_DIR = "admin";
const ADMIN_SOURCE =
  /(^|\/)(src\/cms\/admin\/|node_modules\/(decap-cms[^/]*|react-19|react-dom-19)\/)/;

export interface AdminIsolation {
  /** One line per leak found; empty when public pages ship zero bytes of the admin. */
  leaks: string[];
  adminScriptGzip: number;
  adminCssGzip: number;
  siteScripts: number;
}

function files(dir: string, skip: string): string[] {
  return filesUnder(dir, (relativeDir) => path.join(dir, relativeDir) === skip).map((file) =>
    path.join(dir, file),
  );
}

/** Markers only the admin bundle holds: React 19's version and Decap's banner. */
export function adminMarkers(root: string): string[] {
  const react19 = JSON.parse(
    fs.readFileSync(path.join(root, "node_modules", "react-19", "package.json"), "utf8"),
  ) as { version: string };
  return [`"${react19.version}"`, "decap-cms-app", "decap-cms-core"];
}

export function checkAdminIsolation(publicDir: string, root: string): AdminIsolation {
  const adminDir = path.join(publicDir, ADMIN_DIR);
  const adminScript = path.join(adminDir, "admin.js");
  if (!fs.existsSync(adminScript))
    throw new Error("public/admin/admin.js missing: the build no longer builds the CMS");
  const leaks: string[] = [];
  const all = files(publicDir, adminDir);
  const markers = adminMarkers(root);
  const adminText = fs.readFileSync(adminScript, "utf8");
  for (const marker of markers) {
    if (!adminText.includes(marker))
      throw new Error(
        `admin.js lacks the marker ${marker}: the isolation check would prove nothing`,
      );
  }
  for (const file of all.filter((name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8");
    if (/(src|href)\s*=\s*["']?\/admin\//i.test(html))
      leaks.push(`${path.relative(publicDir, file)} references /admin/`);
  }
  const scripts = all.filter((name) => name.endsWith(".js"));
  let mapsRead = 0;
  for (const file of scripts) {
    const text = fs.readFileSync(file, "utf8");
    for (const marker of markers)
      if (text.includes(marker)) leaks.push(`${path.relative(publicDir, file)} contains ${marker}`);
    // The build moves source maps out of public/ (src/build/build-meta.ts), keeping their paths.
    const map = [
      path.join(path.dirname(publicDir), BUILD_META_DIR, `${path.relative(publicDir, file)}.map`),
      `${file}.map`,
    ].find((candidate) => fs.existsSync(candidate));
    if (map) {
      mapsRead += 1;
      const { sources = [] } = JSON.parse(fs.readFileSync(map, "utf8")) as { sources?: string[] };
      for (const source of sources)
        if (ADMIN_SOURCE.test(source))
          leaks.push(`${path.relative(publicDir, file)} is built from ${source}`);
    }
  }
  if (mapsRead === 0)
    throw new Error(
      "no source map of the site's scripts found: the check by source would prove nothing",
    );
  return {
    leaks,
    adminScriptGzip: gzipSize(fs.readFileSync(adminScript)),
    adminCssGzip: gzipSize(fs.readFileSync(path.join(adminDir, "admin.css"))),
    siteScripts: scripts.length,
  };
}
