import fs from "node:fs";
import path from "node:path";
import { OPTIONS_RECORD, resolveOptions, type FirstLoadOptions } from "./options";

/** The options a build was made with, from the record in `dir` (every one on where there is none). */
export function builtWithOptions(dir: string): FirstLoadOptions {
  const file = path.join(dir, OPTIONS_RECORD);
  const recorded = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>)
    : {};
  return resolveOptions(recorded, undefined);
}
