import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { test } from "./fixtures";
import { ROUTES } from "./helpers";

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

test("html: every built page passes the W3C Nu HTML checker with zero errors", async ({
  root,
  publicDir,
}) => {
  test.setTimeout(180_000);
  const pages = [
    ...ROUTES.map((route) => path.join(publicDir, route, "index.html")),
    path.join(publicDir, "404.html"),
  ];
  for (const file of pages) assert.ok(fs.existsSync(file), `${file} is built`);
  const jar = path.join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
  const run = promisify(execFile);
  // vnu exits 1 when it reports errors; its JSON report goes to stderr either way.
  const { stderr } = await run(
    "java",
    ["-jar", jar, "--format", "json", "--errors-only", ...pages],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
  const report = JSON.parse(stderr) as { messages: VnuMessage[] };
  const errors = report.messages.filter(
    (m) => m.type === "error" || m.type === "non-document-error",
  );
  assert.deepEqual(
    errors.map(
      (m) =>
        `${path.relative(publicDir, new URL(m.url).pathname)}:${m.lastLine}:${m.lastColumn} ${m.message} [${m.extract?.trim()}]`,
    ),
    [],
  );
});
