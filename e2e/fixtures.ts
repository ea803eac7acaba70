/**
 * The browser suite's fixtures on top of @playwright/test's own (`browser` is Debian's Chromium,
 * launched as playwright.config.ts says):
 *   root, publicDir  the repository and the build under test
 *   mailgun          a fake Mailgun HTTP API, started once per worker; reset before each test
 *   baseUrl          `npm run serve` on a free port of 127.0.0.1, its mail sent to `mailgun`
 *   openPage         a fresh browser context and page that collects console errors and requests
 *                    leaving the site; whatever a test leaves open is closed after it
 * The suite runs in one worker (playwright.config.ts), so the server and the fake Mailgun start
 * once for the run (again only if a failed test made Playwright replace its worker) and stop at
 * its end, also on failure or Ctrl-C.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import {
  test as base,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from "@playwright/test";
import { startFakeMailgun, type FakeMailgun } from "../__tests__/helpers/fake-mailgun";
import { freePort, stopProcessGroup, waitForServer } from "../__tests__/helpers/processes";
import { DESKTOP, type Viewport } from "./helpers";

/** The mail settings `npm run serve` gets: the tests assert what reaches the fake Mailgun. */
export const SERVER_MAIL_ENV = {
  MAILGUN_API_KEY: "e2e-test-key-3f9a7c",
  MAILGUN_DOMAIN: "mg.example.test",
  MAILGUN_TIMEOUT_MS: "3000",
  CONTACT_TO: "staff@example.test",
  CONTACT_FROM: "Sito web <noreply@mg.example.test>",
} as const;

const ROOT = path.resolve(__dirname, "..");

export interface PageOptions {
  viewport?: Viewport;
  reducedMotion?: "reduce" | "no-preference";
  javaScriptEnabled?: boolean;
  /** Pretend this browser session already saw the splash (most tests). Default true. */
  skipSplash?: boolean;
  /** The site the page visits, whose origin is not foreign. Default: the served build (baseUrl). */
  siteUrl?: string;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** console.error messages and uncaught page errors. */
  errors: string[];
  /** Every console message, for CSP checks. */
  messages: ConsoleMessage[];
  /** Requests to any origin other than the site's own (data: and blob: URLs excluded). */
  foreignRequests: string[];
  close(): Promise<void>;
}

export type OpenPage = (options?: PageOptions) => Promise<OpenedPage>;

interface WorkerFixtures {
  root: string;
  publicDir: string;
  mailgun: FakeMailgun;
  baseUrl: string;
}

interface TestFixtures {
  openPage: OpenPage;
  /** Automatic: each test starts with an empty, answering fake Mailgun. */
  resetMailgun: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  root: [ROOT, { scope: "worker" }],
  publicDir: [path.join(ROOT, "public"), { scope: "worker" }],

  mailgun: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const mailgun = await startFakeMailgun("ok");
      try {
        await use(mailgun);
      } finally {
        await mailgun.close().catch(() => undefined);
      }
    },
    { scope: "worker", title: "fake Mailgun" },
  ],

  baseUrl: [
    async ({ root, mailgun }, use) => {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      // What `npm run serve` runs.
      const server = spawn(process.execPath, ["netlify/local/serve-launcher.mjs"], {
        cwd: root,
        // Its own process group, so stopping it stops everything it started.
        detached: true,
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          MAILGUN_URL: mailgun.url,
          ...SERVER_MAIL_ENV,
        },
      });
      // Should the worker end without tearing its fixtures down, the server still goes with it.
      const stop = () => stopProcessGroup(server);
      process.once("exit", stop);
      try {
        await waitForServer(`${baseUrl}/`);
        await use(baseUrl);
      } finally {
        stop();
        process.off("exit", stop);
      }
    },
    { scope: "worker", timeout: 60_000, title: "npm run serve" },
  ],

  resetMailgun: [
    async ({ mailgun }, use) => {
      mailgun.setMode("ok");
      mailgun.requests.length = 0;
      await use();
    },
    { auto: true, box: true },
  ],

  openPage: async ({ browser, baseUrl }, use) => {
    const open = new Set<BrowserContext>();
    await use(async (options = {}) => {
      const {
        viewport = DESKTOP,
        reducedMotion = "no-preference",
        javaScriptEnabled = true,
        skipSplash = true,
        siteUrl = baseUrl,
      } = options;
      const context = await browser.newContext({
        viewport,
        reducedMotion,
        javaScriptEnabled,
        locale: "it-IT",
      });
      open.add(context);
      context.on("close", () => open.delete(context));
      if (skipSplash) {
        await context.addInitScript(() => {
          try {
            window.sessionStorage.setItem("splash-seen", "1");
          } catch {
            // storage unavailable: the page shows no splash anyway
          }
        });
      }
      const page = await context.newPage();
      const errors: string[] = [];
      const messages: ConsoleMessage[] = [];
      const foreignRequests: string[] = [];
      const origin = new URL(siteUrl).origin;
      page.on("console", (message) => {
        messages.push(message);
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin)
          foreignRequests.push(url);
      });
      return { context, page, errors, messages, foreignRequests, close: () => context.close() };
    });
    for (const context of open) await context.close().catch(() => undefined);
  },
});
