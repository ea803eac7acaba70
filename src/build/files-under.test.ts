import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { filesUnder } from "./files-under";

describe("filesUnder", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "files-under-"));
    for (const file of [
      "b.html",
      "a/index.html",
      "a/static/x.css",
      "admin/index.html",
      "page-data/p/d.json",
      "z/y/x/deep.yaml",
    ]) {
      fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), "");
    }
    fs.mkdirSync(path.join(dir, "empty"));
    fs.symlinkSync(path.join(dir, "a"), path.join(dir, "link-to-a"), "dir");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lists every file at any depth, relative with '/', sorted, without directories; a symbolic link as an entry, not followed", () => {
    expect(filesUnder(dir)).toEqual([
      "a/index.html",
      "a/static/x.css",
      "admin/index.html",
      "b.html",
      "link-to-a",
      "page-data/p/d.json",
      "z/y/x/deep.yaml",
    ]);
  });

  it("leaves out a skipped directory and everything below it", () => {
    const skip = (relativeDir: string) =>
      relativeDir === "admin" || /(^|\/)static$/.test(relativeDir) || relativeDir === "z/y";
    expect(filesUnder(dir, skip)).toEqual([
      "a/index.html",
      "b.html",
      "link-to-a",
      "page-data/p/d.json",
    ]);
  });
});
