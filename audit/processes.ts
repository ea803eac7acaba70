/**
 * Child-process helpers for `npm run audit`: the `npm run serve` static server
 * (spawned detached so its whole process group can be stopped, as in e2e/fixtures.ts)
 * and a timed shell command for the build measurement.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort, stopProcessGroup, waitForServer } from "../__tests__/helpers/processes";
import { writeReferenceSite } from "./reference-page";

/** Children started by this module that are still running, stopped by {@link stopAllChildren}. */
const running = new Set<ChildProcess>();

/** Stops every child (server, build) this module started and that is still running. */
export function stopAllChildren(): void {
  for (const child of running) stopProcessGroup(child);
  running.clear();
}

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

export interface StaticServer {
  url: string;
  stop(): void;
}

/**
 * Starts root's `netlify/local/serve.ts` (`npm run serve`) on a free port of 127.0.0.1 and waits
 * until it answers. It serves `siteDir`'s public/ with `siteDir`'s netlify.toml and functions
 * (default: root's own).
 */
export async function startStaticServer(root: string, siteDir = root): Promise<StaticServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = track(
    spawn(
      path.join(root, "node_modules", ".bin", "tsx"),
      [path.join(root, "netlify", "local", "serve.ts")],
      {
        cwd: siteDir,
        detached: true,
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      },
    ),
  );
  try {
    await waitForServer(`${url}/`);
  } catch (error) {
    stopProcessGroup(child);
    throw error;
  }
  return { url, stop: () => stopProcessGroup(child) };
}

/**
 * Serves the reference page (reference-page.ts) with the same engine and headers as the site, for
 * as long as `measure` runs; then stops the server and deletes the page.
 */
export async function withReferenceServer<T>(
  measure: (referenceUrl: string) => Promise<T>,
  root = process.cwd(),
): Promise<T> {
  const site = writeReferenceSite(root);
  try {
    const server = await startStaticServer(root, site.dir);
    try {
      return await measure(server.url);
    } finally {
      server.stop();
    }
  } finally {
    site.remove();
  }
}

/**
 * Runs a command in its own process group with inherited stdio and resolves with its duration
 * in seconds; rejects when it exits non-zero or is killed.
 */
export function timeCommand(
  command: string,
  args: string[],
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { cwd: root, detached: true, stdio: "inherit", env }));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve(seconds);
      else
        reject(
          new Error(`\`${command} ${args.join(" ")}\` failed (${signal ?? `exit code ${code}`})`),
        );
    });
  });
}

/**
 * Runs an audit entry point and exits with its status: `cleanup` (stop the server, the builds,
 * Chromium) runs on success, on an error (exit 1) and on SIGINT/SIGTERM (exit 130).
 */
export function runAuditMain(main: () => Promise<number>, cleanup: () => void): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server and Chromium`);
      cleanup();
      process.exit(130); // playwright-core kills its browser on exit
    });
  }
  main()
    .then((code) => {
      cleanup();
      process.exit(code);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      cleanup();
      process.exit(1);
    });
}
