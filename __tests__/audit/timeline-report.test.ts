/** @jest-environment node */
import type { TimelineRow } from "./budgets";
import { formatTimelineTable, sampleKey, timelineRows, type Sample } from "./timeline-report";

const sample = (visible: number, interactive: number, fcp: number | null = 300): Sample => ({ visible, interactive, fcp, probeMs: 1 });

describe("timelineRows", () => {
  it("takes the median of every figure over the successful runs and keeps the raw values in run order", () => {
    const samples = new Map<string, Sample[]>([
      [sampleKey("/", "phone", "first visit"), [sample(2300, 2500, 900), sample(2100, 2000, 700), sample(2250, 2050, null)]],
      [sampleKey("/", "phone", "reload"), [sample(300, 900)]],
    ]);
    const rows = timelineRows(samples, 3, ["/"]);
    expect(rows.map((row) => `${row.route} ${row.profile} ${row.scenario}`)).toEqual([
      "/ phone first visit",
      "/ phone reload",
      "/ desktop first visit",
      "/ desktop reload",
    ]);
    expect(rows[0]).toMatchObject({ runs: 3, visible: 2250, interactive: 2050, fcp: 800 });
    expect(rows[0].raw).toEqual({ visible: [2300, 2100, 2250], interactive: [2500, 2000, 2050], fcp: [900, 700, null] });
    expect(rows[2]).toMatchObject({ visible: null, interactive: null, raw: { visible: [] } });
  });
});

describe("the timeline's table", () => {
  const row = (values: Partial<TimelineRow>): TimelineRow => {
    const base: TimelineRow = { route: "/", profile: "phone", scenario: "first visit", runs: 5, visible: 2150, interactive: 2000, fcp: 400, raw: { visible: [2150, 2150, 2150, 2150, 2150], interactive: [2000, 2000, 2000, 2000, 2000], fcp: [400, 400, 400, 400, 400] } };
    return { ...base, ...values };
  };

  it("prints the medians, each run, the budget and the verdict of every row", () => {
    const lines = formatTimelineTable([
      row({}),
      row({ profile: "desktop", scenario: "first visit", visible: 2129, interactive: 682.4, raw: { visible: [2129], interactive: [682.4], fcp: [500] }, runs: 1 }),
    ]);
    expect(lines[0].split(/\s{2,}/)).toEqual(["route", "profile", "scenario", "visible", "interactive", "FCP", "visible, each run", "interactive, each run", "budget (ms)", "verdict"]);
    expect(lines[2].split(/\s{2,}/)).toEqual(["/", "phone", "first visit", "2150", "2000", "400", "2150 2150 2150 2150 2150", "2000 2000 2000 2000 2000", "vis ≤ 2200, int ≤ 2100", "pass"]);
    expect(lines[3].split(/\s{2,}/)).toEqual(["/", "desktop", "first visit", "2129", "682", "400", "2129", "682", "vis ≤ 2100, int ≤ 500", "MISS"]);
  });
});
