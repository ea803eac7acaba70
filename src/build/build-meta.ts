/**
 * Build files that must not be published: source maps (our whole source), webpack.stats.json,
 * chunk-map.json and the first-load options of the build. onPostBuild moves them from public/ to
 * .build-meta/ (git-ignored, not deployed), keeping their paths, where the audit reads them.
 */
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "./files-under";
import { OPTIONS_RECORD } from "../../plugins/gatsby-plugin-first-load/options";

export const BUILD_META_DIR = ".build-meta";
const UNPUBLISHED_FILES = new Set(["webpack.stats.json", "chunk-map.json", OPTIONS_RECORD]);

export function isUnpublishedBuildFile(relativePath: string): boolean {
  return relativePath.endsWith(".map") || UNPUBLISHED_FILES.has(relativePath);
}

/** Moves every unpublished build file from publicDir to metaDir (emptied first); returns how many. */
export function moveBuildMeta(publicDir: string, metaDir: string): number {
  fs.rmSync(metaDir, { recursive: true, force: true });
  const unpublished = filesUnder(publicDir).filter(isUnpublishedBuildFile);
  for (const relative of unpublished) {
    const target = path.join(metaDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(publicDir, relative), target);
  }
  return unpublished.length;
}
