/**
 * Starts `npm run serve` (node netlify/local/serve-launcher.mjs) as a child process on a free port of
 * 127.0.0.1. The engine (@netlify/dev) is ESM loaded with a dynamic import, which Jest's module
 * runtime cannot run in-process; a child process is also how people run it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface ServeProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  close(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, "..", "..");

export async function startServeProcess({
  cwd,
  env = {},
  timeoutMs = 120_000,
}: {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): Promise<ServeProcess> {
  // What `npm run serve` runs.
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, "netlify", "local", "serve-launcher.mjs")],
    {
      cwd,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    },
  );
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`serve did not start in ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    child,
    output: () => out,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        try {
          process.kill(-child.pid!, "SIGTERM");
        } catch {
          resolve();
        }
      }),
  };
}
