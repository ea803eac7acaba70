/**
 * Playwright's globalSetup for the browser suite: builds the site when public/ is missing or older
 * than the sources, so `npm run test:e2e` tests what the sources say. E2E_SKIP_BUILD=1 uses
 * public/ as it is (CI builds once, then runs the suite on that build).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";

/** What the build reads: a change to any of these makes public/ stale. */
const SOURCES = [
  "src",
  "plugins",
  "content",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(target).map((entry) => newestMtime(path.join(target, entry))),
  );
}

export function buildIfNeeded(root: string): void {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  const built = path.join(root, "public", "index.html");
  const sourceTime = Math.max(...SOURCES.map((entry) => newestMtime(path.join(root, entry))));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sourceTime) return;
  console.log("Building the site (public/ is missing or older than the sources)…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export default function globalSetup(config: FullConfig): void {
  // playwright.config.ts sits at the repository's root.
  buildIfNeeded(
    path.dirname(config.configFile ?? path.join(process.cwd(), "playwright.config.ts")),
  );
}
