/**
 * `npm run audit`: the performance audit of the site built in public/ (it never builds: CI audits
 * the one build its other checks use). `npm run audit -- timeline` (or `lighthouse`, `bytes`)
 * runs those parts alone.
 *   bytes       every route's first-load JavaScript and CSS (bundles.ts), no CMS byte in a public
 *               page (admin-isolation.ts);
 *   lighthouse  five representative routes, desktop and mobile (lighthouse.ts);
 *   timeline    the real-time timeline of Home and /servizi/ (timeline.ts);
 * both served by `npm run serve`. Every figure is printed as the median of the runs (min–max). A
 * budget (budgets.ts) holds the median of AUDIT_RUNS Lighthouse runs (default 3) or
 * AUDIT_TIMELINE_RUNS timeline runs (default 5); the runs are taken in rounds, and a row is no
 * longer measured once the runs taken decide its verdict (stats.ts: settled). Every budget gates
 * (exit 1 on a miss) but the build time, printed when CI passes AUDIT_COLD_BUILD_SECONDS.
 * Writes reports/audit.json, and the Lighthouse runs of a row that misses to reports/lighthouse/.
 * Stops the server and every Chromium it started, also on errors, SIGINT and SIGTERM.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Result } from "lighthouse";
import { startServeProcess } from "../__tests__/helpers/serve-process";
import { siteRoutes } from "../src/content-model/routes";
import { checkAdminIsolation } from "./admin-isolation";
import {
  BUDGETS,
  bundleMisses,
  kb,
  lighthouseMisses,
  TIMELINE_BUDGETS,
  timelineMisses,
  type LighthouseRow,
  type Miss,
  type TimelineRow,
} from "./budgets";
import { measureBundles } from "./bundles";
import { failingAudits, measureLighthouse, type Metrics } from "./lighthouse";
import { countFromEnv, printTable, spread } from "./stats";
import { measureTimeline } from "./timeline";

/** A route per kind of page (/termini-servizio/: /privacy-policy/'s template; /chi-siamo/: cards). */
const LIGHTHOUSE_ROUTES = ["/", "/servizi/", "/portfolio/", "/contatti/", "/privacy-policy/"];
const PARTS = ["bytes", "lighthouse", "timeline"];
const LIGHTHOUSE_RUNS = countFromEnv("AUDIT_RUNS", 3);
const TIMELINE_RUNS = countFromEnv("AUDIT_TIMELINE_RUNS", 5);

const root = process.cwd();
const publicDir = path.join(root, "public");
/** What stops the server and Chromium, on every way out. */
const stops = new Set<() => unknown>();
const whole = (value: number) => value.toFixed(0);
const verdict = (misses: Miss[], gated = true) =>
  misses.length > 0 ? "MISS" : gated ? "pass" : "—";

function printLighthouse(rows: LighthouseRow[], multiplier: number): void {
  const seconds = (value: number) => (value / 1000).toFixed(2);
  const figures: Array<[string, keyof Metrics, (value: number) => string]> = [
    ["perf", "performance", whole],
    ["a11y", "accessibility", whole],
    ["best pr.", "bestPractices", whole],
    ["SEO", "seo", whole],
    ["LCP s", "lcp", seconds],
    ["TBT ms", "tbt", whole],
    ["CLS", "cls", (value) => value.toFixed(2)],
    ["benchmarkIndex", "benchmarkIndex", whole],
  ];
  console.log(`\nLighthouse, median (min–max) of the runs (mobile CPU slowdown ${multiplier}×):`);
  printTable(
    ["route", "preset", "runs", ...figures.map(([title]) => title), "verdict"],
    rows.map((row) => {
      const values = (field: keyof Metrics) => row.raw.map((run) => run[field]);
      return [
        ...[row.route, row.preset, String(row.raw.length)],
        ...figures.map(([, field, format]) => spread(values(field), format)),
        verdict(lighthouseMisses(row)),
      ];
    }),
  );
}

function printTimeline(rows: TimelineRow[]): void {
  console.log(
    "\nReal-time timeline, median (min–max) of the runs, ms from navigation start (Chromium; phone = 412×823, 150 ms RTT, 1.6 Mbps, 4× CPU; desktop unthrottled):",
  );
  const fields = ["visible", "interactive", "fcp"] as const;
  const header = ["route", "profile", "scenario", "runs", "visible", "interactive", "FCP"];
  printTable(
    [...header, "budget (ms)", "verdict"],
    rows.map((row) => {
      const values = (field: (typeof fields)[number]) => row.samples.map((run) => run[field]);
      const { visibleMs, interactiveMs } = TIMELINE_BUDGETS[row.profile][row.scenario];
      const budget = [visibleMs && `vis ≤ ${visibleMs}`, interactiveMs && `int ≤ ${interactiveMs}`];
      return [
        ...[row.route, row.profile, row.scenario, String(row.samples.length + row.failed)],
        ...fields.map((field) => spread(values(field), whole)),
        budget.filter(Boolean).join(", ") || "—",
        verdict(timelineMisses(row), Boolean(visibleMs ?? interactiveMs)),
      ];
    }),
  );
  console.log(
    "  visible = the main h1 opaque and not covered (splash lifted); interactive = Gatsby's onInitialClientRender mark (hydrated)",
  );
}

function auditBytes(): { bundles: ReturnType<typeof measureBundles>; misses: Miss[] } {
  const bundles = measureBundles(publicDir, siteRoutes);
  const admin = checkAdminIsolation(publicDir, root);
  console.log("\nFirst-load bundles (gzip -9, from public/):");
  for (const bundle of bundles)
    console.log(
      `  ${bundle.route.padEnd(20)} JS ${kb(bundle.jsGzip)} KB = framework ${kb(bundle.frameworkGzip)} + own ${kb(bundle.ownGzip)} KB` +
        `  CSS ${kb(bundle.cssGzip)} KB  — ${verdict(bundleMisses(bundle))}`,
    );
  console.log(
    "  framework = React and Gatsby code, own = src/ and the libraries it imports, split per chunk by source map;\n" +
      `  budgets: first-load JS ≤ ${kb(BUDGETS.firstLoadJsBytes)} KB, own JS ≤ ${kb(BUDGETS.ownJsBytes)} KB, CSS ≤ ${kb(BUDGETS.cssBytes)} KB`,
  );
  console.log(
    `CMS (/admin/, its own bundle): admin.js ${kb(admin.adminScriptGzip)} KB gzip, preview CSS ${kb(admin.adminCssGzip)} KB gzip; ` +
      `public pages ship ${admin.leaks.length === 0 ? "zero bytes" : `${admin.leaks.length} pieces`} of it (${admin.siteScripts} site scripts and every page's HTML checked)`,
  );
  const leaks = admin.leaks.map((text) => ({ route: "public pages", text: `CMS: ${text}` }));
  return { bundles, misses: [...bundles.flatMap(bundleMisses), ...leaks] };
}

/** Each miss; for a Lighthouse row, its failing audits and every run whole, for Lighthouse's viewer. */
function printMisses(misses: Miss[], results: Map<string, Result[]>): void {
  console.log(misses.length === 0 ? "\nBudgets: all met" : `\nBudgets: ${misses.length} missed`);
  for (const miss of misses) {
    console.log(`  ✗ ${miss.route}${miss.preset ? ` ${miss.preset}` : ""}: ${miss.text}`);
    const lhrs = results.get(`${miss.route} ${miss.preset}`) ?? [];
    const { category } = miss;
    if (category) {
      const counts = new Map<string, number>();
      for (const id of lhrs.flatMap((lhr) => failingAudits(lhr, category)))
        counts.set(id, (counts.get(id) ?? 0) + 1);
      const list = [...counts].map(([id, count]) => `${id} (${count}/${lhrs.length})`);
      console.log(`      failing audits: ${list.join(", ") || "none"}`);
    }
    if (lhrs.length === 0) continue;
    const name = `reports/lighthouse/${miss.route.replace(/\W+/g, "") || "home"}-${miss.preset}`;
    fs.mkdirSync(path.join(root, "reports", "lighthouse"), { recursive: true });
    for (const [index, lhr] of lhrs.entries())
      fs.writeFileSync(path.join(root, `${name}-${index + 1}.json`), JSON.stringify(lhr));
    console.log(`      the runs, for Lighthouse's viewer: ${name}-*.json`);
  }
}

async function main(): Promise<number> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) throw new Error(`unknown part ${unknown} (parts: ${PARTS.join(", ")})`);
  const parts = new Set(asked.length > 0 ? asked : PARTS);
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error("public/ has no build: run `npm run build` first");
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(`Host: ${os.cpus().length} cores, load average ${load.join(" ")}`);
  const cold = process.env.AUDIT_COLD_BUILD_SECONDS;
  if (cold) console.log(`Cold build ${cold} s (budget ${BUDGETS.coldBuildSeconds} s, not gating)`);

  const misses: Miss[] = [];
  const report: Record<string, unknown> = { loadAverage: os.loadavg() };
  let results = new Map<string, Result[]>();
  if (parts.has("bytes")) {
    const bytes = auditBytes();
    misses.push(...bytes.misses);
    report.bytes = bytes.bundles;
  }
  if (parts.has("lighthouse") || parts.has("timeline")) {
    const server = await startServeProcess({ cwd: root });
    const stopServer = () => void server.close();
    stops.add(stopServer);
    console.log(`\nServing public/ at ${server.url}`);
    if (parts.has("lighthouse")) {
      const lighthouse = await measureLighthouse(
        server.url,
        LIGHTHOUSE_ROUTES,
        LIGHTHOUSE_RUNS,
        stops,
      );
      printLighthouse(lighthouse.rows, lighthouse.multiplier);
      misses.push(...lighthouse.rows.flatMap(lighthouseMisses));
      ({ results } = lighthouse);
      report.lighthouse = { cpuSlowdownMultiplier: lighthouse.multiplier, rows: lighthouse.rows };
    }
    if (parts.has("timeline")) {
      const timeline = await measureTimeline(server.url, TIMELINE_RUNS);
      printTimeline(timeline.rows);
      misses.push(...timeline.rows.flatMap(timelineMisses));
      misses.push(...timeline.failures.map((text) => ({ route: "timeline", text })));
      report.timeline = timeline.rows;
    }
    await server.close();
    stops.delete(stopServer);
  }
  printMisses(misses, results);
  fs.mkdirSync(path.join(root, "reports"), { recursive: true });
  const file = path.join(root, "reports", "audit.json");
  fs.writeFileSync(file, `${JSON.stringify({ ...report, misses }, null, 2)}\n`);
  console.log("Written: reports/audit.json");
  return misses.length === 0 ? 0 : 1;
}

const exit = (code: number) => {
  stops.forEach((stop) => stop());
  process.exit(code);
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and Chromium`);
    exit(130);
  });
main().then(exit, (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exit(1);
});
