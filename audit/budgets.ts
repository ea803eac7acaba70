/**
 * The performance budgets of `npm run audit` and the checks against them. KB = 1024 bytes.
 */
import type { RouteBundle } from "./bundles";
import type { Metrics, Preset } from "./lighthouse";

export const KB = 1024;

export const BUDGETS = {
  /**
   * The production build from scratch (`npm run build`) and a rebuild with Gatsby's cache: printed
   * with their budget, not gating: on a shared machine they measure the neighbours' load
   * (docs/performance.md).
   */
  coldBuildSeconds: 120,
  warmBuildSeconds: 30,
  /** Minimum performance score, both presets (mobile at the host's CPU slowdown, host-speed.ts). */
  performance: 100,
  /** Accessibility, best practices and SEO: 100 in both presets. */
  otherCategories: 100,
  /** CLS rounded to 2 decimals must be 0.00 (both presets). */
  cls: 0,
  /** Mobile (simulated throttling) only. */
  mobileTbtMs: 100,
  mobileLcpMs: 2000,
  /**
   * First-load JavaScript per route (React and Gatsby included), and of it the site's own code
   * (src/ and the libraries it imports), gzip.
   */
  firstLoadJsBytes: 80 * KB,
  ownJsBytes: 15 * KB,
  cssBytes: 15 * KB,
} as const;

export type TimelineProfile = "phone" | "desktop";
export type TimelineScenario = "first visit" | "reload";

/** Upper limits in ms of the real-time timeline's medians; a missing entry is printed, not gated. */
export interface TimelineBudget {
  visibleMs?: number;
  interactiveMs?: number;
}

/**
 * The real-time timeline's budgets, medians in ms from navigation start. First visit:
 * the splash lasts 2000 ms from the start of the load, so the hero cannot be visible earlier;
 * 2200 = the splash plus its 200 ms fade, and the page must have hydrated before it lifts.
 * Reload in the session (no splash): the phone ahead of the plain Gatsby starter (docs/performance.md).
 */
export const TIMELINE_BUDGETS: Record<TimelineProfile, Record<TimelineScenario, TimelineBudget>> = {
  phone: { "first visit": { visibleMs: 2200, interactiveMs: 2100 }, reload: { visibleMs: 330 } },
  // Desktop reload: printed only. Issue 16 measured 123 ms on a quiet machine, but on this shared
  // one the medians spread from 178 to 270 ms, so a 200 ms limit would gate on the neighbours.
  desktop: { "first visit": { visibleMs: 2100, interactiveMs: 500 }, reload: {} },
};

/** One route × profile × scenario of the timeline: medians and the raw values they come from. */
export interface TimelineRow {
  route: string;
  profile: TimelineProfile;
  scenario: TimelineScenario;
  /** Runs asked for (AUDIT_TIMELINE_RUNS). */
  runs: number;
  /** Medians over the successful runs, ms; null when no run succeeded. */
  visible: number | null;
  interactive: number | null;
  fcp: number | null;
  /** The successful runs' values, in run order. */
  raw: { visible: number[]; interactive: number[]; fcp: Array<number | null> };
  /** The host's floor (reference-page.ts), not a page of the site: printed, never budgeted. */
  reference?: boolean;
}

/** The budget a timeline row is held to: none for the reference page. */
export function timelineBudgetFor(
  row: Pick<TimelineRow, "profile" | "scenario" | "reference">,
): TimelineBudget {
  return row.reference ? {} : TIMELINE_BUDGETS[row.profile][row.scenario];
}

export interface LighthouseRow extends Metrics {
  route: string;
  preset: Preset;
  /** Number of Lighthouse runs the medians come from. */
  runs: number;
  /** Every successful run's figures, in run order (the spread). */
  raw: Metrics[];
}

/** A missed budget; `category` is set when the miss is a Lighthouse category score. */
export interface Miss {
  route: string;
  preset?: Preset;
  category?: "performance" | "accessibility" | "best-practices" | "seo";
  text: string;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

export function lighthouseMisses(row: LighthouseRow): Miss[] {
  const { route, preset } = row;
  if (row.runs === 0) return [{ route, preset, text: "no successful Lighthouse run" }];
  const misses: Miss[] = [];
  const scores = [
    ["performance", row.performance, BUDGETS.performance],
    ["accessibility", row.accessibility, BUDGETS.otherCategories],
    ["best-practices", row.bestPractices, BUDGETS.otherCategories],
    ["seo", row.seo, BUDGETS.otherCategories],
  ] as const;
  for (const [category, score, min] of scores) {
    if (score === null || score < min)
      misses.push({ route, preset, category, text: `${category} ${score ?? "n/a"} < ${min}` });
  }
  if (row.cls === null || round2(row.cls) > BUDGETS.cls)
    misses.push({ route, preset, text: `CLS ${row.cls?.toFixed(2) ?? "n/a"} > 0.00` });
  if (preset === "mobile") {
    if (row.tbt === null || row.tbt > BUDGETS.mobileTbtMs)
      misses.push({
        route,
        preset,
        text: `TBT ${row.tbt?.toFixed(0) ?? "n/a"} ms > ${BUDGETS.mobileTbtMs} ms`,
      });
    if (row.lcp === null || row.lcp > BUDGETS.mobileLcpMs)
      misses.push({
        route,
        preset,
        text: `LCP ${row.lcp === null ? "n/a" : (row.lcp / 1000).toFixed(2)} s > ${BUDGETS.mobileLcpMs / 1000} s`,
      });
  }
  return misses;
}

export function timelineMisses(row: TimelineRow): Miss[] {
  const where = `${row.profile} ${row.scenario}`;
  const budget = timelineBudgetFor(row);
  const misses: Miss[] = [];
  const failed = row.runs - row.raw.visible.length;
  if (failed > 0)
    misses.push({
      route: row.route,
      text: `${where}: ${failed} of ${row.runs} timeline runs failed`,
    });
  const checks = [
    ["hero visible", row.visible, budget.visibleMs],
    ["interactive", row.interactive, budget.interactiveMs],
  ] as const;
  for (const [label, value, max] of checks) {
    if (max === undefined || row.raw.visible.length === 0) continue;
    if (value === null || value > max) {
      misses.push({
        route: row.route,
        text: `${where}: ${label} ${value === null ? "n/a" : Math.round(value)} ms > ${max} ms`,
      });
    }
  }
  return misses;
}

export function bundleMisses(bundle: RouteBundle): Miss[] {
  const { route } = bundle;
  const checks = [
    ["first-load JS", bundle.jsGzip, BUDGETS.firstLoadJsBytes],
    ["own JS", bundle.ownGzip, BUDGETS.ownJsBytes],
    ["CSS", bundle.cssGzip, BUDGETS.cssBytes],
  ] as const;
  return checks
    .filter(([, size, max]) => size > max)
    .map(([label, size, max]) => ({ route, text: `${label} ${kb(size)} KB gzip > ${kb(max)} KB` }));
}

export function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}
