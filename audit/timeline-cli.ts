/**
 * `npm run audit:timeline`: only the real-time timeline of the audit (timeline.ts), on public/ as
 * it is (no build), served by `npm run serve`; prints the table, writes reports/timeline.json and
 * exits 1 when a timeline budget is missed or a run failed. AUDIT_TIMELINE_RUNS=n (default 5).
 * Stops the server and the browser also on errors, SIGINT and SIGTERM.
 */
import fs from "node:fs";
import path from "node:path";
import { timelineMisses } from "./budgets";
import { runAuditMain, startStaticServer, stopAllChildren, withReferenceServer } from "./processes";
import { measureTimeline, timelineRuns } from "./timeline";
import { printTimeline, writeTimelineReport } from "./timeline-report";

const root = process.cwd();

async function main(): Promise<number> {
  const runs = timelineRuns();
  if (!fs.existsSync(path.join(root, "public", "index.html")))
    throw new Error("public/ has no build: run `npm run build` first");
  const server = await startStaticServer(root);
  let outcome;
  try {
    console.log(`Serving public/ at ${server.url}; timeline: ${runs} run(s)`);
    outcome = await withReferenceServer((referenceUrl) =>
      measureTimeline(server.url, runs, referenceUrl),
    );
  } finally {
    server.stop();
  }
  printTimeline(outcome.rows, runs);
  console.log(`\nTable written to ${path.relative(root, writeTimelineReport(root, outcome.rows))}`);
  const misses = [
    ...outcome.rows.flatMap(timelineMisses).map((miss) => `${miss.route}: ${miss.text}`),
    ...outcome.failures,
  ];
  console.log(
    misses.length === 0
      ? "\nTimeline budgets: all met"
      : `\nTimeline: ${misses.length} missed\n${misses.map((miss) => `  ✗ ${miss}`).join("\n")}`,
  );
  return misses.length === 0 ? 0 : 1;
}

runAuditMain(main, stopAllChildren);
