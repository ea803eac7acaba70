/**
 * `npm run audit`: the performance audit of the built site.
 *   1. Build times: `gatsby clean`, then a cold and a warm `gatsby build`, timed (printed, not gated;
 *      a failed build exits 1).
 *   2. Measures the host first (host-speed.ts): a few Lighthouse runs of the empty reference page
 *      give its benchmarkIndex, and the mobile runs below use the CPU slowdown Lighthouse's own
 *      calculator gives for it (capped at the default 4×). When the empty page itself blocks
 *      (TBT over 50 ms) the host is too loaded to measure: the audit says so, waits and measures
 *      again, a bounded number of times, then gates regardless.
 *      Then serves public/ with `npm run serve` on a free port and runs Lighthouse 12 on every route in the
 *      mobile (default config) and desktop (desktop-config) presets, N runs each, with Debian's
 *      Chromium; prints the medians as a table and writes them to reports/lighthouse.json. One extra
 *      mobile run per route with `throttlingMethod: "devtools"` prints LCP/FCP/Speed Index for
 *      information (the 2-second splash makes Lighthouse's simulated figures pessimistic).
 *      Every run, median table and devtools line carries Lighthouse's benchmarkIndex (the host's
 *      CPU speed as Lighthouse measured it; its simulated TBT and LCP scale with it). N mobile runs
 *      of each reference page on the same host (reference-page.ts), interleaved, are printed, not
 *      budgeted: an empty page (this host's floor), and Home without any script and with the
 *      splash's head script alone (what Home's document and the spec's splash cost here).
 *   3. The real-time timeline (timeline.ts): Home and /servizi/ in Chromium with playwright-core,
 *      phone (throttled) and desktop profiles, first visit and reload in the same session, median of
 *      AUDIT_TIMELINE_RUNS: when the hero is visible and when the page has hydrated; written to
 *      reports/timeline.json. An empty page served the same way (reference-page.ts) is measured
 *      with them as the host's floor, printed and not budgeted. `npm run audit:timeline` runs this
 *      part alone.
 *   4. First-load JS (framework vs. own code, split by source map) and CSS per route, gzip level 9,
 *      from public/ (bundles.ts, chunk-origins.ts).
 *   5. Checks everything against the budgets (budgets.ts); exits 1 when any is missed and lists the
 *      failing Lighthouse audit ids of every category that misses. Every budget gates.
 * Stops the server and every Chromium it started, also on errors, SIGINT and SIGTERM.
 * The project root is process.cwd().
 *
 * Environment:
 *   AUDIT_SKIP_BUILD=1   no builds: audit public/ as it is
 *   AUDIT_RUNS=n         Lighthouse runs per route and preset (default 3)
 *   AUDIT_TIMELINE_RUNS=n timeline runs per route, profile and scenario (default 5)
 *   CHROMIUM_PATH        Chromium binary (default /usr/bin/chromium)
 */
import fs from "node:fs";
import path from "node:path";
import {
  BUDGETS,
  bundleMisses,
  kb,
  lighthouseMisses,
  timelineMisses,
  type LighthouseRow,
  type Miss,
} from "./budgets";
import {
  describeHost,
  hostVerdict,
  HOST_CHECK_ATTEMPTS,
  LOADED_HOST_TBT_MS,
  type HostReading,
  type HostVerdict,
} from "./host-speed";
import { measureBundles, type RouteBundle } from "./bundles";
import { checkAdminIsolation, type AdminIsolation } from "./admin-isolation";
import {
  failingAudits,
  killAllChromes,
  lcpHint,
  metricsOf,
  runLighthouse,
  tbtHint,
  type Category,
  type Metrics,
  type Preset,
} from "./lighthouse";
import {
  runAuditMain,
  startStaticServer,
  stopAllChildren,
  timeCommand,
  withReferenceServer,
  type StaticServer,
} from "./processes";
import { formatTable, median } from "./stats";
import { REFERENCE_PAGES } from "./reference-page";
import {
  closeTimelineBrowser,
  measureTimeline,
  timelineRuns,
  type TimelineOutcome,
} from "./timeline";
import { printTimeline, writeTimelineReport } from "./timeline-report";
import type { Result as LHResult } from "lighthouse";
import { siteRoutes as ROUTES } from "../../src/content-model/routes";

const PRESETS: readonly Preset[] = ["mobile", "desktop"];

const root = process.cwd();
const publicDir = path.join(root, "public");
const reportFile = path.join(root, "reports", "lighthouse.json");

function runsPerPreset(): number {
  const runs = Number(process.env.AUDIT_RUNS ?? "3");
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`AUDIT_RUNS must be a positive integer, got "${process.env.AUDIT_RUNS}"`);
  return runs;
}

// ---- 1. build times --------------------------------------------------------------------------

async function measureBuilds(): Promise<void> {
  if (process.env.AUDIT_SKIP_BUILD === "1") {
    console.log("build times: skipped (AUDIT_SKIP_BUILD=1)");
    return;
  }
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  await timeCommand("npx", ["gatsby", "clean"], root, env);
  const cold = await timeCommand("npx", ["gatsby", "build"], root, env);
  const warm = await timeCommand("npx", ["gatsby", "build"], root, env);
  const line = (label: string, seconds: number, budget: number) =>
    `${label}: ${seconds.toFixed(1)} s (budget ${budget} s)${seconds > budget ? " — over budget (not gating)" : ""}`;
  console.log(line("cold build", cold, BUDGETS.coldBuildSeconds));
  console.log(line("warm build", warm, BUDGETS.warmBuildSeconds));
}

// ---- 2. Lighthouse ---------------------------------------------------------------------------

/**
 * Median of every metric taken independently over the runs (so the median LCP and the median
 * performance score may come from different runs); category scores are rounded back to integers.
 */
function medianMetrics(runs: Metrics[]): Metrics {
  const of = (key: keyof Metrics) => median(runs.map((run) => run[key]));
  const score = (key: keyof Metrics) => {
    const value = of(key);
    return value === null ? null : Math.round(value);
  };
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("bestPractices"),
    seo: score("seo"),
    lcp: of("lcp"),
    fcp: of("fcp"),
    speedIndex: of("speedIndex"),
    tbt: of("tbt"),
    cls: of("cls"),
    totalBytes: of("totalBytes"),
    jsBytes: of("jsBytes"),
    benchmarkIndex: of("benchmarkIndex"),
  };
}

interface LighthouseOutcome {
  rows: LighthouseRow[];
  /** Every successful run, by "route preset", to explain the misses. */
  results: Map<string, LHResult[]>;
  devtools: Array<{ route: string; metrics: Metrics | null }>;
  /** The reference pages' mobile runs (reference-page.ts: the empty page, Home's references), printed, not budgeted. */
  references: Array<{ label: string; runs: Metrics[] }>;
}

const key = (route: string, preset: Preset) => `${route} ${preset}`;
const seconds = (ms: number | null) => (ms === null ? "n/a" : `${(ms / 1000).toFixed(2)} s`);
const benchmark = (metrics: Metrics) =>
  `benchmarkIndex ${metrics.benchmarkIndex === null ? "n/a" : Math.round(metrics.benchmarkIndex)}`;

async function auditRoutes(
  server: StaticServer,
  runs: number,
  referenceUrl: string,
  cpuSlowdownMultiplier: number,
): Promise<LighthouseOutcome> {
  const references = REFERENCE_PAGES.map(({ label, route }) => ({
    label,
    url: `${referenceUrl}${route}`,
  }));
  const total = ROUTES.length * (PRESETS.length * runs + 1) + runs * references.length;
  let done = 0;
  /** One Lighthouse run, with its progress line (or its warning): the result, or null when it failed. */
  const attempt = async (
    label: string,
    url: string,
    options: Parameters<typeof runLighthouse>[1],
  ): Promise<LHResult | null> => {
    const started = Date.now();
    let lhr: LHResult | null = null;
    try {
      lhr = await runLighthouse(url, options);
    } catch (error) {
      console.warn(`  ! ${label}: ${(error as Error).message}`);
    }
    done += 1;
    const took = ((Date.now() - started) / 1000).toFixed(1);
    const metrics = lhr ? metricsOf(lhr) : null;
    const summary = metrics
      ? `perf ${metrics.performance} a11y ${metrics.accessibility} bp ${metrics.bestPractices} seo ${metrics.seo} LCP ${seconds(metrics.lcp)} TBT ${metrics.tbt?.toFixed(0)} ms ${benchmark(metrics)}`
      : "FAILED";
    console.log(`[${done}/${total}] ${label}: ${summary} (${took} s)`);
    return lhr;
  };

  const outcome: LighthouseOutcome = {
    rows: [],
    results: new Map(),
    devtools: [],
    references: references.map(({ label }) => ({ label, runs: [] })),
  };
  for (const route of ROUTES) {
    const url = `${server.url}${route}`;
    for (const preset of PRESETS) {
      const lhrs: LHResult[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const lhr = await attempt(`${route} ${preset} run ${run}`, url, {
          preset,
          cpuSlowdownMultiplier,
        });
        if (lhr) lhrs.push(lhr);
      }
      outcome.results.set(key(route, preset), lhrs);
      outcome.rows.push({
        route,
        preset,
        runs: lhrs.length,
        ...medianMetrics(lhrs.map(metricsOf)),
      });
    }
    const lhr = await attempt(`${route} mobile devtools-throttling`, url, {
      preset: "mobile",
      throttlingMethod: "devtools",
      cpuSlowdownMultiplier,
    });
    outcome.devtools.push({ route, metrics: lhr ? metricsOf(lhr) : null });
  }
  // Interleaved, so that a host whose speed drifts during the audit weighs on each alike.
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, reference] of references.entries()) {
      const lhr = await attempt(`${reference.label} mobile run ${run}`, reference.url, {
        preset: "mobile",
        cpuSlowdownMultiplier,
      });
      if (lhr) outcome.references[index].runs.push(metricsOf(lhr));
    }
  }
  return outcome;
}

const HOST_RUNS = 3;
const HOST_RETRY_WAIT_MS = 30_000;

/** The host's speed and load, from the empty reference page at Lighthouse's default slowdown. */
async function measureHost(referenceUrl: string): Promise<HostVerdict> {
  let verdict: HostVerdict | undefined;
  for (let attempt = 1; attempt <= HOST_CHECK_ATTEMPTS; attempt += 1) {
    const readings: HostReading[] = [];
    for (let run = 1; run <= HOST_RUNS; run += 1) {
      try {
        const metrics = metricsOf(await runLighthouse(`${referenceUrl}/`, { preset: "mobile" }));
        readings.push({ benchmarkIndex: metrics.benchmarkIndex, emptyPageTbt: metrics.tbt });
      } catch (error) {
        console.warn(`  ! host check run ${run}: ${(error as Error).message}`);
      }
    }
    verdict = hostVerdict(readings);
    console.log(`Host (attempt ${attempt}/${HOST_CHECK_ATTEMPTS}): ${describeHost(verdict)}`);
    if (!verdict.loaded) return verdict;
    if (attempt < HOST_CHECK_ATTEMPTS) {
      console.log(
        `  the empty page blocks for more than ${LOADED_HOST_TBT_MS} ms: this host is too loaded to measure; measuring again in ${HOST_RETRY_WAIT_MS / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, HOST_RETRY_WAIT_MS));
    }
  }
  console.log(
    `  still loaded after ${HOST_CHECK_ATTEMPTS} attempts: measuring and gating anyway, at the slowdown above`,
  );
  return verdict as HostVerdict;
}

function printTable(rows: LighthouseRow[]): void {
  const header = [
    "route",
    "preset",
    "perf",
    "a11y",
    "best pr.",
    "SEO",
    "LCP s",
    "TBT ms",
    "CLS",
    "total KB",
    "JS KB",
    "benchmarkIndex",
  ];
  const fmt = (value: number | null, digits: number, divisor = 1) =>
    value === null ? "n/a" : (value / divisor).toFixed(digits);
  const body = rows.map((row) => [
    row.route,
    row.preset,
    fmt(row.performance, 0),
    fmt(row.accessibility, 0),
    fmt(row.bestPractices, 0),
    fmt(row.seo, 0),
    fmt(row.lcp, 2, 1000),
    fmt(row.tbt, 0),
    fmt(row.cls, 2),
    fmt(row.totalBytes, 1, 1024),
    fmt(row.jsBytes, 1, 1024),
    fmt(row.benchmarkIndex, 0),
  ]);
  for (const line of formatTable(header, body, "llrrrrrrrrrr")) console.log(line);
  console.log(
    "  benchmarkIndex: Lighthouse's measure of this host's CPU (higher = faster), median of the runs; the simulated TBT and LCP scale with it",
  );
}

function printDevtools(devtools: LighthouseOutcome["devtools"]): void {
  console.log("\nMobile with devtools throttling (one run per route, informational, not gated):");
  for (const { route, metrics } of devtools) {
    const text = metrics
      ? `time to content (LCP) ${seconds(metrics.lcp)}, FCP ${seconds(metrics.fcp)}, Speed Index ${seconds(metrics.speedIndex)}, perf ${metrics.performance}, ${benchmark(metrics)}`
      : "run failed";
    console.log(`  ${route.padEnd(20)} ${text}`);
  }
}

function printReferences(references: LighthouseOutcome["references"]): void {
  console.log("\nMobile, reference pages on the same server (medians; printed, not budgeted):");
  const width = Math.max(...references.map(({ label }) => label.length));
  for (const { label, runs } of references) {
    const { tbt, performance, benchmarkIndex } = medianMetrics(runs);
    const each =
      runs.map((metrics) => (metrics.tbt === null ? "n/a" : metrics.tbt.toFixed(0))).join(" ") ||
      "—";
    console.log(
      `  ${label.padEnd(width)}  TBT ${tbt === null ? "n/a" : tbt.toFixed(0)} ms (each run: ${each}), perf ${performance ?? "n/a"}, benchmarkIndex ${benchmarkIndex === null ? "n/a" : Math.round(benchmarkIndex)}`,
    );
  }
  console.log(
    "  Home's mobile TBT (table above) less the first Home reference's is what its scripts cost on this host; less the second's, what the framework costs",
  );
}

function writeReport(rows: LighthouseRow[]): void {
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\nTable written to ${path.relative(root, reportFile)}`);
}

// ---- 4. bundle sizes -------------------------------------------------------------------------

function printBundles(bundles: RouteBundle[]): void {
  console.log("\nFirst-load bundles (gzip -9, from public/):");
  for (const bundle of bundles) {
    const verdict = bundleMisses(bundle).length === 0 ? "within budget" : "OVER BUDGET";
    console.log(
      `  ${bundle.route.padEnd(20)} JS ${kb(bundle.jsGzip)} KB = framework ${kb(bundle.frameworkGzip)} + own ${kb(bundle.ownGzip)} KB` +
        ` (framework chunks ${kb(bundle.frameworkChunksGzip)} KB)  CSS ${kb(bundle.cssGzip)} KB  — ${verdict}`,
    );
  }
  console.log(
    "  framework = React and Gatsby code, own = src/ and the libraries it imports, split per chunk by source map;",
  );
  console.log(
    "  framework chunks = framework-*, webpack-runtime-*, app-* whole (app-* also carries our layout)",
  );
  console.log(
    `  budgets: first-load JS ≤ ${kb(BUDGETS.firstLoadJsBytes)} KB, own JS ≤ ${kb(BUDGETS.ownJsBytes)} KB, CSS ≤ ${kb(BUDGETS.cssBytes)} KB`,
  );
}

// ---- 5. budgets ------------------------------------------------------------------------------

/** Failing audit ids of a category over the runs of a route/preset, with how many runs they failed in. */
function explainCategory(lhrs: LHResult[], category: Category): string {
  const counts = new Map<string, number>();
  for (const lhr of lhrs)
    for (const id of failingAudits(lhr, category)) counts.set(id, (counts.get(id) ?? 0) + 1);
  if (counts.size === 0) return "no failing audits";
  return [...counts].map(([id, count]) => `${id} (${count}/${lhrs.length})`).join(", ");
}

/** The run whose LCP/TBT is closest to the median, so that the hint describes a typical run. */
function typicalRun(lhrs: LHResult[], metric: "lcp" | "tbt"): LHResult | undefined {
  const values = lhrs.map((lhr) => metricsOf(lhr)[metric] ?? Number.NaN);
  const middle = median(values.filter((value) => !Number.isNaN(value)));
  if (middle === null) return undefined;
  const distance = (index: number) => Math.abs(values[index] - middle);
  const best = values.reduce(
    (bestIndex, _, index) => (distance(index) < distance(bestIndex) ? index : bestIndex),
    0,
  );
  return lhrs[best];
}

function printAdmin(admin: AdminIsolation): void {
  console.log(
    `\nCMS (/admin/, its own bundle, never loaded by public pages): admin.js ${kb(admin.adminScriptGzip)} KB gzip, preview CSS ${kb(admin.adminCssGzip)} KB gzip`,
  );
  console.log(
    admin.leaks.length === 0
      ? `  public pages ship zero bytes of it (${admin.siteScripts} site scripts and every page's HTML checked)`
      : `  LEAKS into public pages:\n${admin.leaks.map((leak) => `    ${leak}`).join("\n")}`,
  );
}

function printBudgets(misses: Miss[], results: Map<string, LHResult[]>): void {
  if (misses.length === 0) {
    console.log("\nBudgets: all met");
    return;
  }
  console.log(`\nBudgets: ${misses.length} missed`);
  for (const miss of misses) {
    console.log(`  ✗ ${miss.route}${miss.preset ? ` ${miss.preset}` : ""}: ${miss.text}`);
    if (miss.category && miss.preset) {
      console.log(
        `      failing audits: ${explainCategory(results.get(key(miss.route, miss.preset)) ?? [], miss.category)}`,
      );
    }
    const lighthouseMetric =
      miss.metric === "lcp" || miss.metric === "tbt" ? miss.metric : undefined;
    const run =
      lighthouseMetric && miss.preset
        ? typicalRun(results.get(key(miss.route, miss.preset)) ?? [], lighthouseMetric)
        : undefined;
    if (run) console.log(`      ${miss.metric === "lcp" ? lcpHint(run) : tbtHint(run)}`);
  }
}

// ---- main ------------------------------------------------------------------------------------

/** Synchronous, for the signal handlers; the timeline's browser is killed by playwright-core on exit. */
function cleanup(): void {
  killAllChromes();
  stopAllChildren();
}

async function main(): Promise<number> {
  const runs = runsPerPreset();
  const timelineRunCount = timelineRuns();
  await measureBuilds();
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error("public/ has no build: run `npm run build` or unset AUDIT_SKIP_BUILD");

  const bundles = measureBundles(publicDir, ROUTES);
  const admin = checkAdminIsolation(publicDir, root);
  const server = await startStaticServer(root);
  let outcome: LighthouseOutcome;
  let timeline: TimelineOutcome;
  let host: HostVerdict | undefined;
  try {
    console.log(
      `Serving public/ at ${server.url}; Lighthouse: ${ROUTES.length} routes × ${PRESETS.length} presets × ${runs} run(s) + 1 devtools-throttled run per route`,
    );
    [outcome, timeline] = await withReferenceServer(
      async (referenceUrl) => {
        host = await measureHost(referenceUrl);
        const lighthouse = await auditRoutes(server, runs, referenceUrl, host.multiplier);
        console.log(
          `\nTimeline: ${timelineRunCount} run(s) per route and profile, each a first visit and a reload`,
        );
        return [
          lighthouse,
          await measureTimeline(server.url, timelineRunCount, referenceUrl),
        ] as const;
      },
      root,
      publicDir,
    );
  } finally {
    await closeTimelineBrowser();
    server.stop();
  }

  console.log(
    `\nLighthouse medians of ${runs} run(s) (simulated throttling; mobile CPU slowdown ${host?.multiplier ?? "n/a"}×):`,
  );
  if (host) console.log(`  host: ${describeHost(host)}`);
  printTable(outcome.rows);
  printReferences(outcome.references);
  printDevtools(outcome.devtools);
  writeReport(outcome.rows);
  printTimeline(timeline.rows, timelineRunCount);
  console.log(
    `Timeline written to ${path.relative(root, writeTimelineReport(root, timeline.rows))}`,
  );
  printBundles(bundles);
  printAdmin(admin);

  const misses = [
    ...outcome.rows.flatMap(lighthouseMisses),
    ...timeline.rows.flatMap(timelineMisses),
    ...timeline.failures.map((failure) => ({ route: "timeline", text: failure })),
    ...bundles.flatMap(bundleMisses),
    ...admin.leaks.map((leak) => ({
      route: "/admin/",
      text: `public pages must ship no byte of the CMS: ${leak}`,
    })),
  ];
  printBudgets(misses, outcome.results);
  return misses.length === 0 ? 0 : 1;
}

runAuditMain(main, cleanup);
