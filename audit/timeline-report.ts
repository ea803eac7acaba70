/**
 * What the real-time timeline reports: its routes, profiles and scenarios, the rows (medians)
 * built from the samples, the table (pure, unit-tested) and the report file reports/timeline.json.
 */
import fs from "node:fs";
import path from "node:path";
import {
  TIMELINE_BUDGETS,
  timelineBudgetFor,
  timelineMisses,
  type TimelineBudget,
  type TimelineProfile,
  type TimelineRow,
  type TimelineScenario,
} from "./budgets";
import { REFERENCE_ROUTE } from "./reference-page";
import { formatTable, median, spread } from "./stats";

export const TIMELINE_ROUTES = ["/", "/servizi/"] as const;
export const TIMELINE_PROFILES: readonly TimelineProfile[] = ["phone", "desktop"];
export const TIMELINE_SCENARIOS: readonly TimelineScenario[] = ["first visit", "reload"];

/** One page load's figures, ms from navigation start. */
export interface Sample {
  visible: number;
  /** Null for the reference page, which has no JavaScript to hydrate. */
  interactive: number | null;
  fcp: number | null;
  /** Main-thread time the probe itself took in this load. */
  probeMs: number;
}

export const sampleKey = (route: string, profile: TimelineProfile, scenario: TimelineScenario) =>
  `${route} ${profile} ${scenario}`;

/**
 * The timeline's rows, in route, profile, scenario order, from the samples of the successful
 * runs (keyed by {@link sampleKey}) out of `runs` asked for.
 */
export function timelineRows(
  samples: ReadonlyMap<string, readonly Sample[]>,
  runs: number,
  routes: readonly string[] = TIMELINE_ROUTES,
): TimelineRow[] {
  return routes.flatMap((route) =>
    TIMELINE_PROFILES.flatMap((profile) =>
      TIMELINE_SCENARIOS.map((scenario): TimelineRow => {
        const list = samples.get(sampleKey(route, profile, scenario)) ?? [];
        const raw = {
          visible: list.map((s) => s.visible),
          interactive: list.flatMap((s) => (s.interactive === null ? [] : [s.interactive])),
          fcp: list.map((s) => s.fcp),
        };
        return {
          route,
          profile,
          scenario,
          runs,
          visible: median(raw.visible),
          interactive: median(raw.interactive),
          fcp: median(raw.fcp),
          raw,
        };
      }),
    ),
  );
}

const whole = (value: number) => value.toFixed(0);

function budgetText(budget: TimelineBudget): string {
  const parts = [
    budget.visibleMs === undefined ? null : `vis ≤ ${budget.visibleMs}`,
    budget.interactiveMs === undefined ? null : `int ≤ ${budget.interactiveMs}`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? "—" : parts.join(", ");
}

/** The timeline as text lines: each figure's median (min–max over the runs), the budget and the verdict. */
export function formatTimelineTable(rows: readonly TimelineRow[]): string[] {
  const header = [
    "route",
    "profile",
    "scenario",
    "visible",
    "interactive",
    "FCP",
    "budget (ms)",
    "verdict",
  ];
  const body = rows.map((row) => {
    const budget = timelineBudgetFor(row);
    const gated = budget.visibleMs !== undefined || budget.interactiveMs !== undefined;
    return [
      row.route,
      row.profile,
      row.scenario,
      spread(row.raw.visible, whole),
      spread(row.raw.interactive, whole),
      spread(row.raw.fcp, whole),
      budgetText(budget),
      timelineMisses(row).length > 0 ? "MISS" : gated ? "pass" : "—",
    ];
  });
  return formatTable(header, body, "lllrrrll");
}

export function writeTimelineReport(root: string, rows: readonly TimelineRow[]): string {
  const file = path.join(root, "reports", "timeline.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const report = { budgets: TIMELINE_BUDGETS, rows };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

export function printTimeline(rows: readonly TimelineRow[], runs: number): void {
  console.log(
    `\nReal-time timeline, ${runs} run(s): median (min–max), ms from navigation start (Chromium; phone = 412×823, 150 ms RTT, 1.6 Mbps, 4× CPU; desktop unthrottled):`,
  );
  for (const line of formatTimelineTable(rows)) console.log(line);
  console.log(
    "  visible = the main h1 opaque and not covered (splash lifted); interactive = Gatsby's onInitialClientRender mark (hydrated)",
  );
  if (rows.some((row) => row.reference)) {
    console.log(
      `  ${REFERENCE_ROUTE} = a main h1 alone (no CSS, no font, no JavaScript) on the same server: this host's floor, printed, not budgeted`,
    );
  }
}
