/**
 * The browser suite (`npm run test:e2e`): @playwright/test driving Debian's Chromium against the
 * built site served by `npm run serve` (e2e/fixtures.ts), built first if public/ is stale
 * (e2e/global-setup.ts; E2E_SKIP_BUILD=1 uses public/ as it is).
 *   npm run test:e2e -- --grep carousel     the tests whose title matches "carousel"
 *   npm run test:e2e -- --grep @smoke       the smoke subset (a route's first visit, the form, the 404)
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./__tests__/helpers/chromium";

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  // One worker, one test at a time: the tests share one server and one fake Mailgun (whose
  // recorded requests they count), and several time the page against the clock (the splash),
  // which a second browser on a two-core machine would skew.
  fullyParallel: false,
  workers: 1,
  // The default per test; slower tests set their own with test.setTimeout().
  timeout: 90_000,
  // No retries: a flaky test fails the run, as it always did, rather than passing on a rerun.
  retries: 0,
  forbidOnly: CI,
  // `list` prints each test as it ends, the same in a terminal and in a CI log; on CI also a
  // JUnit report for tools that collect one (reports/ is ignored by git).
  reporter: CI ? [["list"], ["junit", { outputFile: "reports/e2e/junit.xml" }]] : "list",
  outputDir: "reports/e2e/test-results",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
});
