/**
 * Lighthouse 12 through its node API on one Debian Chromium for all the audit's runs, started by
 * chrome-launcher with its default flags, as Lighthouse's own CLI starts it: Lighthouse opens a
 * new tab for each run and clears the site's cache and storage first. Plus the CPU slowdown for
 * this host, and what the audit reads from a result.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Flags, Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../__tests__/helpers/chromium";
import { lighthouseSettled, type LighthouseRow } from "./budgets";
import { inRounds, median } from "./stats";

export type Preset = "mobile" | "desktop";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Lighthouse on `routes`, the desktop preset first: the median benchmarkIndex of its runs gives
 * the mobile preset's CPU slowdown. In rounds, until the runs of each route and preset decide its
 * verdict (budgets.ts), at most `maxRuns`; a failed run is printed and not counted. `stops` holds
 * what stops Chromium while it runs.
 */
export async function measureLighthouse(
  baseUrl: string,
  routes: readonly string[],
  maxRuns: number,
  stops: Set<() => unknown>,
) {
  const [{ default: lighthouse }, { launch }, { default: desktopConfig }] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
    import("lighthouse/core/config/desktop-config.js"),
  ]);
  // Chromium keeps its singleton socket in a folder of its own under TMPDIR, which a killed
  // Chromium leaves behind: here inside the profile's folder, deleted with it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-chrome-"));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: dir,
    envVars: { ...process.env, TMPDIR: dir },
    handleSIGINT: false, // run.ts stops everything itself
    logLevel: "silent",
  });
  const stop = () => {
    chrome.kill();
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  };
  stops.add(stop);
  const rows: LighthouseRow[] = [];
  /** Every run whole, by "route preset", to explain a miss. */
  const results = new Map<string, Result[]>();
  let multiplier = 4;
  try {
    for (const preset of ["desktop", "mobile"] as const) {
      const flags: Flags = {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        disableFullPageScreenshot: true, // taken after the load, for the report's viewer only
        ...(preset === "mobile" ? { throttling: { cpuSlowdownMultiplier: multiplier } } : {}),
      };
      const config = preset === "desktop" ? desktopConfig : undefined; // the default is mobile
      const presetRows = routes.map((route) => ({ route, preset, raw: [] as Metrics[] }));
      const done = (row: LighthouseRow) => lighthouseSettled(row, maxRuns);
      await inRounds(presetRows, maxRuns, done, async (row, round) => {
        const started = Date.now();
        let summary: string;
        try {
          const lhr = (await lighthouse(baseUrl + row.route, flags, config))?.lhr;
          if (!lhr || lhr.runtimeError)
            throw new Error(`Lighthouse: ${lhr?.runtimeError?.message ?? "no result"}`);
          const m = metricsOf(lhr);
          row.raw.push(m);
          const key = `${row.route} ${preset}`;
          results.set(key, [...(results.get(key) ?? []), lhr]);
          summary = `perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo} LCP ${m.lcp?.toFixed(0)} ms TBT ${m.tbt?.toFixed(0)} ms benchmarkIndex ${m.benchmarkIndex?.toFixed(0)}`;
        } catch (error) {
          summary = `FAILED: ${(error as Error).message}`;
        }
        const took = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`[lighthouse] ${row.route} ${preset} run ${round}: ${summary} (${took} s)`);
      });
      rows.push(...presetRows);
      if (preset === "mobile") continue;
      const index = median(presetRows.flatMap((row) => row.raw.map((m) => m.benchmarkIndex)));
      multiplier = cpuMultiplierFor(index);
      console.log(
        `Host: benchmarkIndex ${index?.toFixed(0) ?? "n/a"} (median of the desktop runs): mobile CPU slowdown ${multiplier}×`,
      );
    }
  } finally {
    stop();
    stops.delete(stop);
  }
  return { rows, results, multiplier };
}

/**
 * The mobile preset's CPU slowdown on a host of this Lighthouse benchmarkIndex: 4× was chosen for
 * a fast desktop, and on a slower host emulates a much slower phone than the one PageSpeed
 * Insights scores. Lighthouse's CPU-throttling calculator (docs/throttling.md: 1× at 150, 2× at
 * 800, 3× at 1300, +1× per 233) gives the slowdown that emulates its reference phone; capped at
 * the default 4×, so that a fast host is judged exactly as PageSpeed Insights judges.
 */
export function cpuMultiplierFor(benchmarkIndex: number | null): number {
  if (benchmarkIndex === null || !Number.isFinite(benchmarkIndex)) return 4;
  const index = benchmarkIndex;
  const multiplier =
    index >= 1300
      ? 3 + (index - 1300) / 233
      : index >= 800
        ? 2 + (index - 800) / 500
        : 1 + (index - 150) / 650;
  return Math.round(Math.min(4, Math.max(1, multiplier)) * 100) / 100;
}

// ---- reading results -------------------------------------------------------------------------

/**
 * A run's figures: the category scores, LCP and TBT in ms, CLS, and benchmarkIndex, Lighthouse's
 * measure of the host's CPU speed (higher is faster), which the simulated TBT and LCP scale with.
 */
type Score = "performance" | "accessibility" | "bestPractices" | "seo";
export type Metrics = {
  [figure in Score | "lcp" | "tbt" | "cls" | "benchmarkIndex"]: number | null;
};

export function metricsOf(lhr: Result): Metrics {
  const number = (value: number | null | undefined) => (typeof value === "number" ? value : null);
  const score = (id: Category) => {
    const value = number(lhr.categories[id]?.score);
    return value === null ? null : Math.round(value * 100);
  };
  const audit = (id: string) => number(lhr.audits[id]?.numericValue);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    benchmarkIndex: number(lhr.environment?.benchmarkIndex),
  };
}

const GRADED_MODES = new Set(["binary", "numeric", "metricSavings"]);

/** Ids of the scored audits of a category that did not get full marks in this run. */
export function failingAudits(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && GRADED_MODES.has(audit.scoreDisplayMode) && (audit.score ?? 1) < 1)
    .map((audit) => audit.id);
}
