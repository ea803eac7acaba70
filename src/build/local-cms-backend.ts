/**
 * Decap's local proxy for `npm start`: the editor at /admin/ talks to decap-server on
 * 127.0.0.1:8081, which writes the YAML into content/. Without it Decap falls back to its GitHub
 * login, which cannot work on this computer, so the development server (src/build/admin-dev.ts)
 * makes sure one answers before it serves /admin/: it reuses one already running (`npm run cms`
 * starts its own) or starts one as its own child, which stops with it (Ctrl+C).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface LocalBackendOptions {
  port: number;
  /** The folder decap-server writes into: the one that holds content/. */
  repoDir: string;
  /** How long a new decap-server has to answer. */
  timeoutMs?: number;
}

/** Whether decap-server answers on 127.0.0.1:`port`, as Decap itself asks at start. */
export async function localBackendAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * decap-server on 127.0.0.1:`port` in file-system mode, writing into `repoDir` (the folder that holds
 * content/), run from the project's own node_modules (`projectDir`: Gatsby runs in it).
 */
export function decapServerProcess(port: number, repoDir: string, projectDir = process.cwd()): { args: string[]; env: NodeJS.ProcessEnv } {
  // A path, not require.resolve: Gatsby compiles gatsby-config.ts (which loads this) without it.
  return {
    args: [path.resolve(projectDir, "node_modules", "decap-server", "dist", "index.js")],
    env: { BIND_HOST: "127.0.0.1", PORT: String(port), MODE: "fs", GIT_REPO_DIRECTORY: path.resolve(repoDir) },
  };
}

/**
 * Resolves once decap-server answers on 127.0.0.1:`port`, with the child it started (undefined when
 * one was already running); rejects, in Italian, when a new one exits or does not answer in time.
 */
export async function ensureLocalBackend({ port, repoDir, timeoutMs = 30_000 }: LocalBackendOptions): Promise<ChildProcess | undefined> {
  if (await localBackendAnswers(port)) return undefined;
  const decap = decapServerProcess(port, repoDir);
  const child = spawn(process.execPath, decap.args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...decap.env } });
  const stop = () => child.kill();
  process.once("exit", stop);
  child.once("exit", () => process.off("exit", stop));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`decap-server si è fermato (codice ${child.exitCode ?? child.signalCode}): la porta ${port} è forse occupata da un altro programma`);
    }
    if (await localBackendAnswers(port)) return child;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`decap-server non risponde su 127.0.0.1:${port} dopo ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
