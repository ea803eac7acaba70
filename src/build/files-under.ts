import fs from "node:fs";
import path from "node:path";

/**
 * Every file under `dir`, at any depth, as paths relative to it with "/" separators, sorted.
 * `skip` (given each directory's relative path) leaves a directory and all below it out.
 * A symbolic link is listed as a file, not followed (Node 22's recursive readdir would follow
 * one to a directory, so the walk is our own).
 */
export function filesUnder(
  dir: string,
  skip: (relativeDir: string) => boolean = () => false,
): string[] {
  const walk = (relative: string): string[] =>
    fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (!entry.isDirectory()) return [child];
      return skip(child) ? [] : walk(child);
    });
  return walk("").sort();
}
