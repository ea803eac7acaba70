/**
 * Decap's local proxy for `npm start`: the editor at /admin/ talks to decap-server on 127.0.0.1,
 * which writes the YAML into content/. Without it Decap falls back to its GitHub login, which
 * cannot work on this computer, so the development server (src/develop/admin-dev.ts) makes sure one
 * serving this folder answers before it serves /admin/, and builds the admin for its address.
 *
 * A proxy already on the port is reused only if it writes into this folder: one left running by
 * another checkout's `npm start` would otherwise receive this folder's edits and save them into
 * the other one's content/. Then, or when the port is taken by another program, this folder gets
 * its own proxy on a free port. A proxy started here exits with the process that started it
 * (Ctrl+C, or a kill), so none is left behind.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { localBackendUrl } from "../cms/admin/constants";
import { availablePort } from "./available-port";

export interface LocalBackendOptions {
  /** The port to use if free or already serving `repoDir` (the admin's default, 8081). */
  port: number;
  /** The folder decap-server writes into: the one that holds content/. */
  repoDir: string;
  /** How long a new decap-server has to answer. */
  timeoutMs?: number;
  /** The folder whose node_modules holds decap-server (the project; Gatsby runs in it). */
  projectDir?: string;
}

export interface LocalBackend {
  port: number;
  /** decap-server's API, for Decap's `local_backend.url`. */
  url: string;
  /** The decap-server started for this folder; undefined when one serving it was already running. */
  child?: ChildProcess;
}

async function ask(port: number, body: object): Promise<Response> {
  return fetch(localBackendUrl(port), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(2000),
  });
}

/** Whether a decap-server answers on 127.0.0.1:`port`, as Decap itself asks at start. */
export async function localBackendAnswers(port: number): Promise<boolean> {
  try {
    return (await ask(port, { action: "info" })).ok;
  } catch {
    return false;
  }
}

/**
 * Whether the decap-server on 127.0.0.1:`port` reads and writes `repoDir`: its `info` names only
 * the folder's base name, so it is asked for a file written into `repoDir` for the purpose, with
 * random content, and removed at once.
 */
export async function localBackendServes(port: number, repoDir: string): Promise<boolean> {
  const name = `.decap-proxy-check-${crypto.randomUUID()}`;
  const file = path.join(repoDir, name);
  const token = crypto.randomUUID();
  try {
    fs.writeFileSync(file, token);
    // In file-system mode the branch is required by the request's schema and otherwise ignored.
    const response = await ask(port, {
      action: "getEntry",
      params: { branch: "main", path: name },
    });
    return response.ok && ((await response.json()) as { data?: unknown } | null)?.data === token;
  } catch {
    return false;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * decap-server on 127.0.0.1:`port` in file-system mode, writing into `repoDir` (the folder that holds
 * content/), run from the project's own node_modules (`projectDir`). Its standard input must be a
 * pipe from the parent: it exits when that closes, that is when the parent exits for any reason.
 */
export function decapServerProcess(
  port: number,
  repoDir: string,
  projectDir = process.cwd(),
): { args: string[]; env: NodeJS.ProcessEnv } {
  return {
    args: [
      "--import",
      'data:text/javascript,process.stdin.on("end",()=>process.exit(0)).resume()',
      // A path, not require.resolve: Gatsby compiles gatsby-config.ts (which loads this) without it.
      path.resolve(projectDir, "node_modules", "decap-server", "dist", "index.js"),
    ],
    env: {
      BIND_HOST: "127.0.0.1",
      PORT: String(port),
      MODE: "fs",
      GIT_REPO_DIRECTORY: path.resolve(repoDir),
    },
  };
}

/**
 * Resolves once a decap-server writing into `repoDir` answers: the one already on `port`, or one
 * started on `port` or, when that is taken, on a free port. Rejects, in Italian, when a new one
 * exits or does not answer in time.
 */
export async function ensureLocalBackend({
  port,
  repoDir,
  timeoutMs = 30_000,
  projectDir,
}: LocalBackendOptions): Promise<LocalBackend> {
  try {
    fs.accessSync(path.join(repoDir, "content"), fs.constants.W_OK);
  } catch {
    throw new Error(
      `la cartella ${path.join(repoDir, "content")} non esiste o non si può modificare, quindi il CMS non potrebbe salvare`,
    );
  }
  if (await localBackendServes(port, repoDir)) return { port, url: localBackendUrl(port) };
  const chosen = await availablePort(port);
  const decap = decapServerProcess(chosen, repoDir, projectDir);
  const child = spawn(process.execPath, decap.args, {
    stdio: ["pipe", "inherit", "inherit"],
    env: { ...process.env, ...decap.env },
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `il proxy locale di Decap (decap-server) si è fermato appena avviato (codice ${child.exitCode ?? child.signalCode}): il motivo è nei messaggi qui sopra`,
      );
    }
    if (await localBackendServes(chosen, repoDir))
      return { port: chosen, url: localBackendUrl(chosen), child };
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(
        `il proxy locale di Decap (decap-server) non risponde su 127.0.0.1:${chosen} dopo ${timeoutMs / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
