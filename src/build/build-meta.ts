/**
 * Build files that must not be published: source maps (our whole source), webpack.stats.json and
 * chunk-map.json. Gatsby writes them into public/; onPostBuild moves them to .build-meta/ (git-ignored,
 * outside the deployed folder), keeping their relative paths, where the performance audit reads them.
 */
import fs from "node:fs";
import path from "node:path";

export const BUILD_META_DIR = ".build-meta";
const UNPUBLISHED_FILES = new Set(["webpack.stats.json", "chunk-map.json"]);

export function isUnpublishedBuildFile(relativePath: string): boolean {
  return relativePath.endsWith(".map") || UNPUBLISHED_FILES.has(relativePath);
}

/** Moves every unpublished build file from publicDir to metaDir (emptied first); returns how many. */
export function moveBuildMeta(publicDir: string, metaDir: string): number {
  fs.rmSync(metaDir, { recursive: true, force: true });
  let moved = 0;
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(publicDir, full).split(path.sep).join("/");
      if (entry.isDirectory()) walk(full);
      else if (isUnpublishedBuildFile(relative)) {
        const target = path.join(metaDir, relative);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(full, target);
        moved++;
      }
    }
  };
  walk(publicDir);
  return moved;
}
