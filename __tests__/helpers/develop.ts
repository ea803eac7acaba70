/**
 * `npm start` (gatsby develop) in a throw-away copy of the project, for browser tests of the
 * editors' preview and web editor. A copy, because the development server writes .cache/ and
 * public/, which the production build under test (and the audit after it) must keep as they are.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, stopProcessGroup, waitForServer } from "./processes";

/** Not copied: dependencies are linked, build output and local state start empty. */
const SKIPPED = new Set([
  "node_modules",
  ".git",
  ".cache",
  "public",
  ".build-meta",
  "reports",
  ".outbox",
  ".netlify",
]);

export interface DevelopServer {
  baseUrl: string;
  dir: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** `npm start` in a throw-away copy of the project. */
export async function startDevelopCopy(
  root: string,
  startTimeoutMs = 300_000,
): Promise<DevelopServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-"));
  for (const entry of fs.readdirSync(root)) {
    if (SKIPPED.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");

  const port = await freePort();
  const log: string[] = [];
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), GATSBY_TELEMETRY_DISABLED: "1" },
  });
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const stop = async () => {
    stopProcessGroup(child);
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/`, startTimeoutMs);
  } catch (error) {
    await stop();
    throw new Error(
      `${(error as Error).message}\n--- npm start printed:\n${log.join("").slice(-4000)}`,
    );
  }
  return { baseUrl, dir, output: () => log.join(""), stop };
}
