/** Process and port helpers shared by the browser suite (e2e/) and the other test helpers. */
import type { ChildProcess } from "node:child_process";
import { availablePort } from "../../src/develop/available-port";

/** A port on 127.0.0.1 that nothing listens on. */
export const freePort = (): Promise<number> => availablePort(0);

export async function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${url}`);
}

/** Stops a child spawned `detached` together with everything it started (its process group). */
export function stopProcessGroup(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
