/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isUnpublishedBuildFile, moveBuildMeta } from "./build-meta";

describe("build files kept out of public/", () => {
  it("moves source maps, webpack.stats.json and chunk-map.json, keeping their paths, and nothing else", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-meta-"));
    const publicDir = path.join(root, "public");
    const metaDir = path.join(root, ".build-meta");
    const files = {
      "app-1a2b.js": "code",
      "app-1a2b.js.map": "{}",
      "styles.css.map": "{}",
      "~partytown/debug/partytown.js.map": "{}",
      "webpack.stats.json": "{}",
      "chunk-map.json": "{}",
      "page-data/index/page-data.json": "{}",
      "index.html": "<!doctype html>",
      "maps/index.html": "a page about maps",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), text);
    }
    fs.mkdirSync(metaDir, { recursive: true });
    fs.writeFileSync(path.join(metaDir, "stale.js.map"), "{}");

    expect(moveBuildMeta(publicDir, metaDir)).toBe(5);
    const left = (dir: string): string[] =>
      fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    expect(left(publicDir)).toEqual([
      "app-1a2b.js",
      "index.html",
      "maps/index.html",
      "page-data/index/page-data.json",
    ]);
    expect(left(metaDir)).toEqual([
      "app-1a2b.js.map",
      "chunk-map.json",
      "styles.css.map",
      "webpack.stats.json",
      "~partytown/debug/partytown.js.map",
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ["a.js.map", true],
    ["webpack.stats.json", true],
    ["chunk-map.json", true],
    ["page-data/chunk-map.json", false],
    ["sitemap.xml", false],
  ])("%s unpublished: %s", (file, expected) => {
    expect(isUnpublishedBuildFile(file)).toBe(expected);
  });
});
