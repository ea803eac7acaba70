/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtWithOptions } from "./built-options";
import { OPTIONS_RECORD } from "./options";

it("reads the options a build recorded, every one on where it recorded none", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-load-options-"));
  try {
    expect(builtWithOptions(dir).compileHints).toBe(true);
    fs.writeFileSync(path.join(dir, OPTIONS_RECORD), JSON.stringify({ compileHints: false }));
    expect(builtWithOptions(dir)).toMatchObject({ compileHints: false, pageOwnCss: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
