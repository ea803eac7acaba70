/**
 * `npm run test:e2e`: the browser suite. Builds the site if needed, starts a fake Mailgun and
 * `npm run serve` on free ports of 127.0.0.1, drives Debian's Chromium (CHROMIUM_PATH) through
 * playwright-core, and stops everything it started, also on failure or interruption.
 *   npm run test:e2e -- --grep carousel     runs the tests whose name contains "carousel"
 *   E2E_SKIP_BUILD=1                         uses public/ as it is
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../helpers/chromium";
import { freePort, stopProcessGroup, waitForServer } from "../helpers/processes";
import { startFakeMailgun, type FakeMailgun } from "../helpers/fake-mailgun";
import { registry, type E2EContext } from "./harness";
import "./tests/shell";
import "./tests/pages";
import "./tests/contact";
import "./tests/keyboard";
import "./tests/a11y";
import "./tests/html";
import "./tests/seo";
import "./tests/headers";
import "./tests/cms";
// Last: it starts `npm start` in a copy of the project, the slowest test.
import "./tests/develop";

const root = process.cwd();
const publicDir = path.join(root, "public");

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(target).map((entry) => newestMtime(path.join(target, entry))),
  );
}

function buildIfNeeded(): void {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  const built = path.join(publicDir, "index.html");
  const sources = [
    "src",
    "content",
    "static",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
  ];
  const sourceTime = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sourceTime) return;
  console.log("Building the site (public/ is missing or older than the sources)…");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("npm run build failed");
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`"${name}" took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main(): Promise<number> {
  const grepIndex = process.argv.indexOf("--grep");
  const grep = grepIndex >= 0 ? process.argv[grepIndex + 1]?.toLowerCase() : undefined;
  const selected = registry.filter((t) => !grep || t.name.toLowerCase().includes(grep));

  buildIfNeeded();
  let mailgun: FakeMailgun | undefined;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    stopProcessGroup(server);
    await mailgun?.close().catch(() => undefined);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    mailgun = await startFakeMailgun("ok");
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["netlify/local/serve.ts"], {
      cwd: root,
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        MAILGUN_URL: mailgun.url,
        MAILGUN_API_KEY: "e2e-test-key-3f9a7c",
        MAILGUN_DOMAIN: "mg.example.test",
        MAILGUN_TIMEOUT_MS: "3000",
        CONTACT_TO: "staff@example.test",
        CONTACT_FROM: "Sito web <noreply@mg.example.test>",
      },
    });
    await waitForServer(`${baseUrl}/`);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    const ctx: E2EContext = { baseUrl, browser, mailgun, root, publicDir };

    let passed = 0;
    const failures: string[] = [];
    const started = Date.now();
    // A promise a test left behind that rejects later (a route handler after its context closed)
    // fails the test that was running, instead of ending the whole suite without a summary.
    const stray: unknown[] = [];
    process.on("unhandledRejection", (reason) => stray.push(reason));
    for (const t of selected) {
      const t0 = Date.now();
      mailgun.setMode("ok");
      mailgun.requests.length = 0;
      stray.length = 0;
      try {
        await withTimeout(t.fn(ctx), t.timeoutMs, t.name);
        if (stray.length > 0)
          throw new Error(
            `unhandled rejection during the test: ${String(stray[0] instanceof Error ? stray[0].stack : stray[0])}`,
          );
        passed += 1;
        console.log(`  ✓ ${t.name} (${Date.now() - t0} ms)`);
      } catch (error) {
        failures.push(t.name);
        console.log(
          `  ✗ ${t.name} (${Date.now() - t0} ms)\n      ${String(
            error instanceof Error ? (error.stack ?? error.message) : error,
          )
            .split("\n")
            .join("\n      ")}`,
        );
      }
    }
    console.log(
      `\nBrowser suite: ${selected.length} tests in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    if (failures.length > 0)
      console.log(`Failed:\n${failures.map((name) => `  - ${name}`).join("\n")}`);
    console.log(`${passed} passed, ${failures.length} failed`);
    return failures.length > 0 ? 1 : 0;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log("0 passed, 1 failed");
    process.exit(1);
  },
);
