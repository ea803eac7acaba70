import fs from "node:fs";
import path from "node:path";

/**
 * Every file under `dir`, at any depth, as paths relative to it with "/" separators, sorted.
 * `skip` (given each directory's relative path) leaves a directory and all below it out.
 * A symbolic link is listed as a file, not followed.
 */
export function filesUnder(
  dir: string,
  skip: (relativeDir: string) => boolean = () => false,
): string[] {
  const skipped: string[] = [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const relative = path
      .relative(dir, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join("/");
    if (skipped.some((prefix) => relative.startsWith(prefix))) continue;
    if (entry.isDirectory()) {
      if (skip(relative)) skipped.push(`${relative}/`);
    } else {
      files.push(relative);
    }
  }
  return files.sort();
}
