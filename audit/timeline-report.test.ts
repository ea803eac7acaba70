/** @jest-environment node */
import type { TimelineRow } from "./budgets";
import { REFERENCE_ROUTE } from "./reference-page";
import { formatTimelineTable, sampleKey, timelineRows, type Sample } from "./timeline-report";

const sample = (visible: number, interactive: number | null, fcp: number | null = 300): Sample => ({
  visible,
  interactive,
  fcp,
  probeMs: 1,
});

describe("timelineRows", () => {
  it("takes the median of every figure over the successful runs and keeps the raw values in run order", () => {
    const samples = new Map<string, Sample[]>([
      [
        sampleKey("/", "phone", "first visit"),
        [sample(2300, 2500, 900), sample(2100, 2000, 700), sample(2250, 2050, null)],
      ],
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
    expect(rows[0].raw).toEqual({
      visible: [2300, 2100, 2250],
      interactive: [2500, 2000, 2050],
      fcp: [900, 700, null],
    });
    expect(rows[2]).toMatchObject({ visible: null, interactive: null, raw: { visible: [] } });
  });

  it("leaves interactive out for a page without JavaScript (the reference page) instead of counting it as 0", () => {
    const samples = new Map<string, Sample[]>([
      [
        sampleKey(REFERENCE_ROUTE, "phone", "reload"),
        [sample(290, null), sample(270, null), sample(310, null)],
      ],
    ]);
    const [, reload] = timelineRows(samples, 3, [REFERENCE_ROUTE]);
    expect(reload).toMatchObject({
      route: REFERENCE_ROUTE,
      scenario: "reload",
      visible: 290,
      interactive: null,
      raw: { visible: [290, 270, 310], interactive: [] },
    });
  });
});

describe("the timeline's table", () => {
  const row = (values: Partial<TimelineRow>): TimelineRow => {
    const base: TimelineRow = {
      route: "/",
      profile: "phone",
      scenario: "first visit",
      runs: 5,
      visible: 2150,
      interactive: 2000,
      fcp: 400,
      raw: {
        visible: [2150, 2150, 2150, 2150, 2150],
        interactive: [2000, 2000, 2000, 2000, 2000],
        fcp: [400, 400, 400, 400, 400],
      },
    };
    return { ...base, ...values };
  };

  it("prints each figure's median and range, the budget and the verdict of every row", () => {
    const lines = formatTimelineTable([
      row({
        runs: 3,
        raw: { visible: [2150, 2100, 2190], interactive: [2000, 2000, 2000], fcp: [400, 400, 400] },
      }),
      row({
        profile: "desktop",
        scenario: "first visit",
        visible: 2129,
        interactive: 682.4,
        raw: { visible: [2129], interactive: [682.4], fcp: [500] },
        runs: 1,
      }),
    ]);
    expect(lines[0].split(/\s{2,}/)).toEqual([
      "route",
      "profile",
      "scenario",
      "visible",
      "interactive",
      "FCP",
      "budget (ms)",
      "verdict",
    ]);
    expect(lines[2].split(/\s{2,}/)).toEqual([
      "/",
      "phone",
      "first visit",
      "2150 (2100–2190)",
      "2000",
      "400",
      "vis ≤ 2200, int ≤ 2100",
      "pass",
    ]);
    expect(lines[3].split(/\s{2,}/)).toEqual([
      "/",
      "desktop",
      "first visit",
      "2129",
      "682",
      "500",
      "vis ≤ 2100, int ≤ 500",
      "MISS",
    ]);
  });

  it("prints the reference page's rows without a budget or a verdict, even above the site's budget", () => {
    const reference = row({
      route: REFERENCE_ROUTE,
      reference: true,
      scenario: "reload",
      visible: 450,
      interactive: null,
      fcp: null,
      raw: { visible: [450], interactive: [], fcp: [null] },
      runs: 1,
    });
    const lines = formatTimelineTable([
      row({
        scenario: "reload",
        visible: 450,
        raw: { visible: [450], interactive: [900], fcp: [400] },
        runs: 1,
      }),
      reference,
    ]);
    expect(lines[2].split(/\s{2,}/).slice(-2)).toEqual(["vis ≤ 330", "MISS"]);
    expect(lines[3].split(/\s{2,}/)).toEqual([
      REFERENCE_ROUTE,
      "phone",
      "reload",
      "450",
      "n/a",
      "n/a",
      "—",
      "—",
    ]);
  });
});
