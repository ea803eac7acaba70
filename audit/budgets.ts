/**
 * The performance budgets of `npm run audit` and the checks against them, each on the median of
 * the runs. KB = 1024 bytes.
 */
import type { RouteBundle } from "./bundles";
import type { Category, Metrics, Preset } from "./lighthouse";
import { median, settled } from "./stats";

export const KB = 1024;

export const BUDGETS = {
  /**
   * The production build from scratch (CI's `npm run build`): printed with its budget, not
   * gating: on a shared machine it measures the neighbours' load (docs/performance.md).
   */
  coldBuildSeconds: 120,
  /** Minimum performance score, both presets (mobile at the host's CPU slowdown, lighthouse.ts). */
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

/**
 * The real-time timeline's budgets, medians in ms from navigation start. First visit:
 * the splash lasts 2000 ms from the start of the load, so the hero cannot be visible earlier;
 * 2200 = the splash plus its 200 ms fade, and the page must have hydrated before it lifts.
 * Reload in the session (no splash): the phone ahead of the plain Gatsby starter (docs/performance.md).
 * A missing entry is printed, not gated.
 */
export const TIMELINE_BUDGETS: Record<
  TimelineProfile,
  Record<TimelineScenario, { visibleMs?: number; interactiveMs?: number }>
> = {
  phone: { "first visit": { visibleMs: 2200, interactiveMs: 2100 }, reload: { visibleMs: 330 } },
  // Desktop reload: printed only (on a shared machine it measures the neighbours).
  desktop: { "first visit": { visibleMs: 2100, interactiveMs: 500 }, reload: {} },
};

/** One page load's figures, ms from navigation start. */
export interface Sample {
  visible: number;
  interactive: number;
  fcp: number | null;
  /** Main-thread time the timeline's probe itself took in this load. */
  probeMs: number;
}

/** One route × profile × scenario of the timeline: the samples of its successful runs. */
export interface TimelineRow {
  route: string;
  profile: TimelineProfile;
  scenario: TimelineScenario;
  samples: Sample[];
  /** Runs that gave no figures (each one a miss). */
  failed: number;
}

export interface LighthouseRow {
  route: string;
  preset: Preset;
  /** Every successful run's figures, in run order. */
  raw: Metrics[];
}

/** A missed budget; `category` is set when the miss is a Lighthouse category score. */
export interface Miss {
  route: string;
  preset?: Preset;
  category?: Category;
  text: string;
}

const SCORES = [
  ["performance", "performance", BUDGETS.performance],
  ["accessibility", "accessibility", BUDGETS.otherCategories],
  ["best-practices", "bestPractices", BUDGETS.otherCategories],
  ["seo", "seo", BUDGETS.otherCategories],
] as const;
const fixed = (value: number | null, digits = 0) => value?.toFixed(digits) ?? "n/a";

export function lighthouseMisses({ route, preset, raw }: LighthouseRow): Miss[] {
  if (raw.length === 0) return [{ route, preset, text: "no successful Lighthouse run" }];
  const of = (field: keyof Metrics) => median(raw.map((run) => run[field]));
  const misses: Miss[] = [];
  const miss = (text: string, category?: Category) =>
    misses.push({ route, preset, category, text });
  for (const [category, field, min] of SCORES) {
    const value = of(field);
    const score = value === null ? null : Math.round(value);
    if (score === null || score < min) miss(`${category} ${fixed(score)} < ${min}`, category);
  }
  const [cls, tbt, lcp] = [of("cls"), of("tbt"), of("lcp")];
  if (cls === null || Math.round(cls * 100) / 100 > BUDGETS.cls)
    miss(`CLS ${fixed(cls, 2)} > 0.00`);
  if (preset === "desktop") return misses;
  if (tbt === null || tbt > BUDGETS.mobileTbtMs)
    miss(`TBT ${fixed(tbt)} ms > ${BUDGETS.mobileTbtMs} ms`);
  if (lcp === null || lcp > BUDGETS.mobileLcpMs)
    miss(`LCP ${fixed(lcp && lcp / 1000, 2)} s > ${BUDGETS.mobileLcpMs / 1000} s`);
  return misses;
}

export function timelineMisses({ route, profile, scenario, samples, failed }: TimelineRow): Miss[] {
  const where = `${profile} ${scenario}`;
  const { visibleMs, interactiveMs } = TIMELINE_BUDGETS[profile][scenario];
  const misses: Miss[] = [];
  if (failed > 0)
    misses.push({
      route,
      text: `${where}: ${failed} of ${failed + samples.length} timeline runs failed`,
    });
  for (const [label, field, max] of [
    ["hero visible", "visible", visibleMs],
    ["interactive", "interactive", interactiveMs],
  ] as const) {
    const value = median(samples.map((sample) => sample[field]));
    if (max !== undefined && value !== null && value > max)
      misses.push({ route, text: `${where}: ${label} ${fixed(value)} ms > ${max} ms` });
  }
  return misses;
}

/** A Lighthouse run meeting every budget (score 100, 0 ms) or missing every one. */
function run(score: number, time: number): Metrics {
  const scores = { performance: score, accessibility: score, bestPractices: score, seo: score };
  return { ...scores, lcp: time, tbt: time, cls: time, benchmarkIndex: null };
}

/** Whether the row's runs decide the verdict of the median of `max` runs (stats.ts: settled). */
export function lighthouseSettled(row: LighthouseRow, max: number): boolean {
  const extremes = { best: run(100, 0), worst: run(0, Infinity) };
  return settled(row.raw, max, extremes, (raw) => lighthouseMisses({ ...row, raw }).length);
}

/** The same for a timeline row, whose failed runs count among the `max`. */
export function timelineSettled(row: TimelineRow, max: number): boolean {
  const best = { visible: 0, interactive: 0, fcp: 0, probeMs: 0 };
  const worst = { visible: Infinity, interactive: Infinity, fcp: null, probeMs: 0 };
  return settled(
    row.samples,
    max - row.failed,
    { best, worst },
    (samples) => timelineMisses({ ...row, samples }).length,
  );
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
