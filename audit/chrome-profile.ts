/**
 * Deleting a Lighthouse run's temporary Chromium profile. Chromium keeps its singleton socket
 * outside the profile, in a folder of its own under the system's temporary folder
 * (`/tmp/org.chromium.Chromium.XXXXXX`, linked from the profile's `SingletonSocket`), and
 * removes it only on a clean exit; chrome-launcher's kill leaves it behind, one folder per run
 * (77 per audit). This deletes that folder too, and nothing else outside the profile.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SOCKET_DIR = /^org\.chromium\.Chromium\.[A-Za-z0-9]+$/;

/** The folder holding the profile's singleton socket, if it is Chromium's own under the temp folder. */
export function singletonSocketDir(profileDir: string, tmpDir = os.tmpdir()): string | undefined {
  let target: string;
  try {
    target = fs.readlinkSync(path.join(profileDir, "SingletonSocket"));
  } catch {
    return undefined; // no socket link: Chromium did not start, or cleaned up after itself
  }
  const dir = path.dirname(path.resolve(profileDir, target));
  return path.dirname(dir) === path.resolve(tmpDir) && SOCKET_DIR.test(path.basename(dir))
    ? dir
    : undefined;
}

/** Deletes a temporary Chromium profile and its singleton-socket folder. */
export function removeChromeProfile(profileDir: string, tmpDir = os.tmpdir()): void {
  const socketDir = singletonSocketDir(profileDir, tmpDir);
  if (socketDir) fs.rmSync(socketDir, { recursive: true, force: true, maxRetries: 5 });
  fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 5 });
}
