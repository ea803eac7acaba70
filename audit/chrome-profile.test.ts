/**
 * @jest-environment node
 */
/**
 * Profiles laid out as a killed Chromium leaves them (checked against Debian's Chromium 150: a
 * `SingletonSocket` link in the profile into /tmp/org.chromium.Chromium.XXXXXX/). The audit's
 * Lighthouse runs use it for real: after `npm run audit` no such folder is left.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeChromeProfile, singletonSocketDir } from "./chrome-profile";

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "chrome-profile-test-"));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A profile as Chromium leaves it when killed: a socket link into a folder of its own. */
function killedProfile(socketFolder: string): { profile: string; socketDir: string } {
  const socketDir = path.join(tmp, socketFolder);
  fs.mkdirSync(socketDir);
  fs.writeFileSync(path.join(socketDir, "SingletonSocket"), "");
  const profile = fs.mkdtempSync(path.join(tmp, "audit-chrome-"));
  fs.writeFileSync(path.join(profile, "Local State"), "{}");
  fs.symlinkSync(path.join(socketDir, "SingletonSocket"), path.join(profile, "SingletonSocket"));
  return { profile, socketDir };
}

it("deletes the profile and the singleton-socket folder it links to", () => {
  const { profile, socketDir } = killedProfile("org.chromium.Chromium.a1B2c3");
  removeChromeProfile(profile, tmp);
  expect(fs.existsSync(profile)).toBe(false);
  expect(fs.existsSync(socketDir)).toBe(false);
});

it("leaves alone a link that points anywhere but a Chromium socket folder in the temp folder", () => {
  const { profile, socketDir } = killedProfile("somebody-elses-folder");
  expect(singletonSocketDir(profile, tmp)).toBeUndefined();
  removeChromeProfile(profile, tmp);
  expect(fs.existsSync(profile)).toBe(false);
  expect(fs.existsSync(socketDir)).toBe(true);
});

it("deletes a profile without a socket link (Chromium exited cleanly or never started)", () => {
  const profile = fs.mkdtempSync(path.join(tmp, "audit-chrome-"));
  removeChromeProfile(profile, tmp);
  expect(fs.existsSync(profile)).toBe(false);
});
