/**
 * A small browser-test harness: tests register with `test()`, run one after another
 * against the built site served by `npm run serve`, in Debian's Chromium driven by
 * playwright-core. Each test gets fresh browser contexts from `openPage`.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core";
import type { FakeMailgun } from "../helpers/fake-mailgun";
import { siteRoutes } from "../../src/content-model/routes";

export interface E2EContext {
  baseUrl: string;
  browser: Browser;
  mailgun: FakeMailgun;
  root: string;
  publicDir: string;
}

export type TestFn = (ctx: E2EContext) => Promise<void>;
export interface RegisteredTest {
  name: string;
  fn: TestFn;
  timeoutMs: number;
}

export const registry: RegisteredTest[] = [];

export function test(name: string, fn: TestFn, timeoutMs = 90_000): void {
  registry.push({ name, fn, timeoutMs });
}

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;
export const VIEWPORTS = [MOBILE, DESKTOP] as const;
export type Viewport = { width: number; height: number };

/** The site's seven pages (src/content-model/routes.ts, checked there against src/pages/ and the legal slugs). */
export const ROUTES = siteRoutes;

export interface PageOptions {
  viewport?: Viewport;
  reducedMotion?: "reduce" | "no-preference";
  javaScriptEnabled?: boolean;
  /** Pretend this browser session already saw the splash (most tests). Default true. */
  skipSplash?: boolean;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** console.error messages and uncaught page errors. */
  errors: string[];
  /** Every console message, for CSP checks. */
  messages: ConsoleMessage[];
  /** Requests to any origin other than the site's own (data: URLs excluded). */
  foreignRequests: string[];
  close(): Promise<void>;
}

export async function openPage(ctx: E2EContext, options: PageOptions = {}): Promise<OpenedPage> {
  const {
    viewport = DESKTOP,
    reducedMotion = "no-preference",
    javaScriptEnabled = true,
    skipSplash = true,
  } = options;
  const context = await ctx.browser.newContext({
    viewport,
    reducedMotion,
    javaScriptEnabled,
    locale: "it-IT",
  });
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
  const origin = new URL(ctx.baseUrl).origin;
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
}

/** Waits until the page's splash is gone (or never shown) and the app has hydrated. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.getAttribute("data-splash") !== "show",
    undefined,
    {
      timeout: 10_000,
    },
  );
  await page.waitForLoadState("load");
  // The chunk scripts load after the first paint and hydration runs in a transition, so `load`
  // does not mean hydrated: Gatsby marks onInitialClientRender once the page shell has
  // hydrated, and the sections' Suspense boundaries follow in idle slices.
  await page.waitForFunction(
    () => performance.getEntriesByName("onInitialClientRender").length > 0,
    undefined,
    {
      timeout: 10_000,
    },
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
}

/** A content YAML file, typed by the GraphQL query that reads it. */
export function content<T>(root: string, file: string): T {
  return yaml.load(fs.readFileSync(path.join(root, "content", file), "utf8")) as T;
}

export function expectedClaims(root: string): string[] {
  return content<Queries.MetricCounterFragment[]>(root, "metrics.yaml").map(
    (m) =>
      `${new Intl.NumberFormat("it-IT", { minimumFractionDigits: m.decimals, maximumFractionDigits: m.decimals }).format(m.value)}${m.suffix}`,
  );
}

export function telOf(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Fails with `message` unless `condition` holds within `timeoutMs` (polling, no fixed sleeps). */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  message: string,
  timeoutMs = 5000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > end) throw new Error(`Timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The layout shifts the page has had so far, outside the splash, each described by its value,
 * time and moved nodes (an empty list: none).
 */
export async function pageLayoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        new PerformanceObserver((list) => {
          resolve(
            (list.getEntries() as Shift[])
              .filter(
                (entry) =>
                  !entry.sources.every((source) =>
                    (source.node instanceof Element
                      ? source.node
                      : source.node?.parentElement
                    )?.closest("#splash"),
                  ),
              )
              .map((entry) => {
                const moved = entry.sources.map((source) => {
                  const node =
                    source.node instanceof Element
                      ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
                      : String(source.node?.nodeName);
                  return `${node} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`;
                });
                return `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`;
              }),
          );
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
  );
}
