/**
 * `npm run audit:options`: what each of gatsby-plugin-first-load's optimisations buys. Not part of
 * CI (a dozen builds and an hour on a 2-core machine).
 *   1. Builds the site once per variant: every optimisation off, each one alone on, and all on
 *      (GATSBY_FIRST_LOAD_OPTIMISATIONS), and keeps each build's public/ and .build-meta/ in
 *      .audit-options/<variant>/ (git-ignored). The worktree's public/ holds the last build after.
 *   2. Serves every variant at once (`npm run serve`) and measures them interleaved, in a rotating
 *      order, AUDIT_RUNS rounds: each round, for each variant, one Lighthouse mobile run of Home
 *      (performance, TBT; Lighthouse's default 4× CPU slowdown) and one real-time timeline run
 *      (timeline.ts: Home and /servizi/, phone and desktop, first visit and reload).
 *   3. Prints per variant the medians of the budgeted figures (the timeline's two routes pooled),
 *      with each figure's spread over the runs, the largest first-load JavaScript over the routes
 *      (exact, from the build), and each optimisation's difference to "off": an optimisation that
 *      does not improve a budgeted figure by more than the noise (the larger half-spread of the
 *      two) has not earned its place. Writes the table to reports/options.json.
 * Environment: AUDIT_RUNS=n (default 3), AUDIT_OPTIONS=off,pageOwnCss,… (the variants; default
 * all), AUDIT_TIMED=… (the variants measured in the browser too; default all: the others get the
 * build's exact first-load JavaScript and CSS only), AUDIT_SKIP_BUILD=1 (measure the builds
 * already in .audit-options/).
 */
import fs from "node:fs";
import path from "node:path";
import { measureBundles } from "./bundles";
import { killAllChromes, metricsOf, runLighthouse } from "./lighthouse";
import { runAuditMain, startStaticServer, stopAllChildren, timeCommand } from "./processes";
import { formatTable, median } from "./stats";
import { measureTimeline, closeTimelineBrowser } from "./timeline";
import { BUILD_META_DIR } from "../../src/build/build-meta";
import { siteRoutes } from "../../src/content-model/routes";
import { OPTIMISATIONS } from "../../plugins/gatsby-plugin-first-load/options";

const root = process.cwd();
const OUT = path.join(root, ".audit-options");

/** The budgeted figures, each with whether lower is better. */
const FIGURES = {
  "LH perf": false,
  "LH TBT": true,
  "phone first visible": true,
  "phone first interactive": true,
  "phone reload visible": true,
  "desktop interactive": true,
} as const;
type Figure = keyof typeof FIGURES;

function variants(env: string | undefined): string[] {
  const all = ["off", ...OPTIMISATIONS, "all"];
  const chosen = env?.split(",").map((name) => name.trim());
  if (!chosen) return all;
  const unknown = chosen.filter((name) => !all.includes(name));
  if (unknown.length > 0) throw new Error(`AUDIT_OPTIONS: unknown ${unknown.join(", ")}`);
  return chosen;
}

async function build(variant: string): Promise<void> {
  const dir = path.join(OUT, variant);
  console.log(`\n== build: ${variant}`);
  const seconds = await timeCommand("npm", ["run", "build"], root, {
    ...process.env,
    GATSBY_FIRST_LOAD_OPTIMISATIONS: variant,
  });
  console.log(`== ${variant} built in ${seconds.toFixed(0)} s`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(root, "public"), path.join(dir, "public"), { recursive: true });
  fs.cpSync(path.join(root, BUILD_META_DIR), path.join(dir, BUILD_META_DIR), { recursive: true });
  fs.copyFileSync(path.join(root, "netlify.toml"), path.join(dir, "netlify.toml"));
}

const TIMELINE_FIGURES: Array<[Figure, string, string, "visible" | "interactive"]> = [
  ["phone first visible", "phone", "first visit", "visible"],
  ["phone first interactive", "phone", "first visit", "interactive"],
  ["phone reload visible", "phone", "reload", "visible"],
  ["desktop interactive", "desktop", "first visit", "interactive"],
];

async function main(): Promise<number> {
  const runs = Number(process.env.AUDIT_RUNS ?? "3");
  const names = variants(process.env.AUDIT_OPTIONS);
  const timed = variants(process.env.AUDIT_TIMED).filter((name) => names.includes(name));
  if (process.env.AUDIT_SKIP_BUILD !== "1") for (const name of names) await build(name);
  const samples = new Map<string, Map<Figure, number[]>>(
    names.map((name) => [name, new Map(Object.keys(FIGURES).map((f) => [f as Figure, []]))]),
  );
  const add = (name: string, figure: Figure, value: number | null | undefined) => {
    if (typeof value === "number") samples.get(name)?.get(figure)?.push(value);
  };
  const servers = new Map<string, string>();
  for (const name of timed)
    servers.set(name, (await startStaticServer(root, path.join(OUT, name))).url);
  const failures: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    // rotate the order each round, so that no variant is always measured first or last
    const order = timed.map((_, i) => timed[(i + run) % timed.length]);
    for (const name of order) {
      const url = servers.get(name) as string;
      console.log(`\n== round ${run + 1}/${runs}: ${name}`);
      try {
        const metrics = metricsOf(await runLighthouse(`${url}/`, { preset: "mobile" }));
        add(name, "LH perf", metrics.performance);
        add(name, "LH TBT", metrics.tbt);
      } catch (error) {
        failures.push(`${name} Lighthouse: ${(error as Error).message}`);
      }
      const outcome = await measureTimeline(url, 1);
      failures.push(...outcome.failures.map((failure) => `${name}: ${failure}`));
      for (const row of outcome.rows)
        for (const [figure, profile, scenario, field] of TIMELINE_FIGURES)
          if (row.profile === profile && row.scenario === scenario)
            row.raw[field].forEach((value) => add(name, figure, value));
    }
  }
  const bundleKb = new Map(
    names.map((name) => {
      const bundles = measureBundles(path.join(OUT, name, "public"), siteRoutes);
      const largest = (part: "jsGzip" | "ownGzip" | "cssGzip") =>
        Math.max(...bundles.map((b) => b[part])) / 1024;
      return [name, { js: largest("jsGzip"), own: largest("ownGzip"), css: largest("cssGzip") }];
    }),
  );
  const summary = names.map((name) => {
    const figures = Object.fromEntries(
      (Object.keys(FIGURES) as Figure[]).map((figure) => {
        const values = samples.get(name)?.get(figure) ?? [];
        const spread = values.length > 0 ? (Math.max(...values) - Math.min(...values)) / 2 : 0;
        return [figure, { median: median(values), halfSpread: spread, values }];
      }),
    ) as Record<Figure, { median: number | null; halfSpread: number; values: number[] }>;
    return { name, kb: bundleKb.get(name) ?? { js: 0, own: 0, css: 0 }, figures };
  });
  const off = summary.find((row) => row.name === "off");
  const fmt = (value: number | null) => (value === null ? "—" : value.toFixed(0));
  const rows = summary.map((row) => {
    const earned: string[] = [];
    if (off && row.name !== "off") {
      for (const part of ["js", "own", "css"] as const)
        if (off.kb[part] - row.kb[part] >= 0.1)
          earned.push(`${part} −${(off.kb[part] - row.kb[part]).toFixed(1)} KB`);
      for (const figure of Object.keys(FIGURES) as Figure[]) {
        const a = off.figures[figure];
        const b = row.figures[figure];
        if (a.median === null || b.median === null) continue;
        const gain = FIGURES[figure] ? a.median - b.median : b.median - a.median;
        if (gain > Math.max(a.halfSpread, b.halfSpread) && gain > 0)
          earned.push(`${figure} ${FIGURES[figure] ? "−" : "+"}${gain.toFixed(0)}`);
      }
    }
    return [
      row.name,
      ...(Object.keys(FIGURES) as Figure[]).map(
        (figure) =>
          `${fmt(row.figures[figure].median)} ±${row.figures[figure].halfSpread.toFixed(0)}`,
      ),
      row.kb.js.toFixed(1),
      row.kb.own.toFixed(1),
      row.kb.css.toFixed(1),
      row.name === "off" ? "(baseline)" : earned.join(", ") || "nothing beyond noise",
    ];
  });
  console.log(
    `\nMedians of ${runs} interleaved round(s) (± half the spread; timeline: Home and /servizi/ pooled; ms unless said; JS, own code, CSS: the largest over the routes, KB gzip):\n`,
  );
  console.log(
    formatTable(
      ["variant", ...Object.keys(FIGURES), "JS KB", "own KB", "CSS KB", "better than off"],
      rows,
      "lrrrrrrrrrl",
    ).join("\n"),
  );
  fs.mkdirSync(path.join(root, "reports"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "reports", "options.json"),
    `${JSON.stringify({ date: new Date().toISOString(), runs, summary }, null, 2)}\n`,
  );
  if (failures.length > 0)
    console.log(`\n${failures.length} failed run(s):\n  ${failures.join("\n  ")}`);
  return 0;
}

runAuditMain(main, () => {
  void closeTimelineBrowser();
  killAllChromes();
  stopAllChildren();
});
