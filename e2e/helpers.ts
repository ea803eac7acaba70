/**
 * Helpers of the browser suite (e2e/*.spec.ts): the viewports and routes the tests walk, waiting
 * for a page to settle, reading the content files, polling without fixed sleeps. The fixtures
 * (server, fake Mailgun, openPage) are in fixtures.ts.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { Page } from "@playwright/test";
import { siteRoutes } from "../src/content-model/routes";

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;
export const VIEWPORTS = [MOBILE, DESKTOP] as const;
export type Viewport = { width: number; height: number };

/** The site's seven pages (src/content-model/routes.ts, checked there against src/pages/ and the legal slugs). */
export const ROUTES = siteRoutes;

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
 * time and moved nodes (an empty list: none); `since` (ms from the navigation) leaves out earlier ones.
 */
export async function pageLayoutShifts(page: Page, since = 0): Promise<string[]> {
  return page.evaluate(
    (since) =>
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
                  entry.startTime >= since &&
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
                      ? `${source.node.tagName.toLowerCase()}.${source.node.getAttribute("class") ?? ""}`
                      : String(source.node?.nodeName);
                  const { previousRect: was, currentRect: now } = source;
                  return `${node} x ${Math.round(was.x)}→${Math.round(now.x)} y ${Math.round(was.y)}→${Math.round(now.y)} w ${Math.round(was.width)}→${Math.round(now.width)}`;
                });
                return `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`;
              }),
          );
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
    since,
  );
}
