/** @jest-environment node */
import {
  lighthouseMisses,
  lighthouseSettled,
  timelineMisses,
  timelineSettled,
  type LighthouseRow,
  type Sample,
  type TimelineRow,
} from "./budgets";
import type { Metrics } from "./lighthouse";

const run = (values: Partial<Metrics> = {}): Metrics => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbt: 10,
  lcp: 1000,
  benchmarkIndex: 2000,
  ...values,
});
const lighthouseRow = (preset: "mobile" | "desktop", raw: Metrics[]): LighthouseRow => ({
  route: "/",
  preset,
  raw,
});
const texts = (misses: Array<{ text: string }>) => misses.map((miss) => miss.text);

describe("the Lighthouse budgets", () => {
  it("every budget gates, the host-sensitive mobile figures included", () => {
    const slow = run({ performance: 99, tbt: 600, lcp: 2500, accessibility: 96, cls: 0.1 });
    expect(texts(lighthouseMisses(lighthouseRow("mobile", [slow])))).toEqual([
      "performance 99 < 100",
      "accessibility 96 < 100",
      "CLS 0.10 > 0.00",
      "TBT 600 ms > 100 ms",
      "LCP 2.50 s > 2 s",
    ]);
    const desktop = lighthouseRow("desktop", [run({ performance: 99, tbt: 600 })]);
    expect(texts(lighthouseMisses(desktop))).toEqual(["performance 99 < 100"]);
    expect(lighthouseMisses(lighthouseRow("mobile", [run()]))).toEqual([]);
    expect(texts(lighthouseMisses(lighthouseRow("mobile", [])))).toEqual([
      "no successful Lighthouse run",
    ]);
  });

  it("holds the median of the runs, whichever run it comes from", () => {
    const runs = [run({ tbt: 250, performance: 97 }), run({ tbt: 40 }), run({ tbt: 90 })];
    expect(lighthouseMisses(lighthouseRow("mobile", runs))).toEqual([]);
    const two = [run({ tbt: 250, performance: 97 }), run({ tbt: 120, performance: 99 }), run()];
    expect(texts(lighthouseMisses(lighthouseRow("mobile", two)))).toEqual([
      "performance 99 < 100",
      "TBT 120 ms > 100 ms",
    ]);
  });

  it("is settled, of three runs, once two agree on every budget, and not before", () => {
    const settledWith = (raw: Metrics[]) => lighthouseSettled(lighthouseRow("mobile", raw), 3);
    expect(settledWith([])).toBe(false);
    expect(settledWith([run()])).toBe(false);
    expect(settledWith([run(), run({ tbt: 90 })])).toBe(true);
    expect(settledWith([run({ tbt: 300 }), run({ tbt: 200 })])).toBe(true);
    expect(settledWith([run(), run({ tbt: 300 })])).toBe(false);
    // Both over the TBT budget, one of them under the score's: one more run decides the score.
    expect(settledWith([run({ tbt: 300, performance: 98 }), run({ tbt: 200 })])).toBe(false);
    expect(settledWith([run(), run({ tbt: 300 }), run({ tbt: 300 })])).toBe(true);
    expect(lighthouseSettled(lighthouseRow("mobile", [run()]), 1)).toBe(true);
  });
});

describe("the timeline's budgets", () => {
  const sample = (visible: number, interactive = 2000): Sample => ({
    visible,
    interactive,
    fcp: 400,
    probeMs: 1,
  });
  const row = (values: Partial<TimelineRow>): TimelineRow => ({
    route: "/",
    profile: "phone",
    scenario: "first visit",
    samples: [sample(2150), sample(2150), sample(2150)],
    failed: 0,
    ...values,
  });
  const timeline = (values: Partial<TimelineRow>) => texts(timelineMisses(row(values)));

  it("passes at the limits and misses a ms above them, for each profile and scenario", () => {
    expect(timeline({ samples: [sample(2200, 2100)] })).toEqual([]);
    expect(timeline({ samples: [sample(2201, 2101)] })).toEqual([
      "phone first visit: hero visible 2201 ms > 2200 ms",
      "phone first visit: interactive 2101 ms > 2100 ms",
    ]);
    expect(timeline({ profile: "desktop", samples: [sample(2100, 682)] })).toEqual([
      "desktop first visit: interactive 682 ms > 500 ms",
    ]);
    expect(timeline({ scenario: "reload", samples: [sample(428, 5000)] })).toEqual([
      "phone reload: hero visible 428 ms > 330 ms",
    ]);
    expect(
      timeline({ profile: "desktop", scenario: "reload", samples: [sample(900, 5000)] }),
    ).toEqual([]);
  });

  it("counts failed runs as a miss, and a row without any successful run only as that", () => {
    expect(timeline({ failed: 1 })).toEqual(["phone first visit: 1 of 4 timeline runs failed"]);
    expect(timeline({ failed: 5, samples: [] })).toEqual([
      "phone first visit: 5 of 5 timeline runs failed",
    ]);
    expect(timeline({ failed: 1, samples: [sample(2300)] })).toEqual([
      "phone first visit: 1 of 2 timeline runs failed",
      "phone first visit: hero visible 2300 ms > 2200 ms",
    ]);
  });

  it("is settled, of five runs, once three agree (a failed run among the five), and always where nothing is budgeted", () => {
    const settledWith = (values: Partial<TimelineRow>) => timelineSettled(row(values), 5);
    expect(settledWith({ samples: [sample(2150), sample(2150)] })).toBe(false);
    expect(settledWith({})).toBe(true);
    expect(settledWith({ samples: [sample(2150), sample(2300), sample(2150)] })).toBe(false);
    expect(settledWith({ samples: [sample(2150), sample(2300), sample(2150), sample(2100)] })).toBe(
      true,
    );
    expect(settledWith({ samples: [sample(2150), sample(2300)], failed: 1 })).toBe(false);
    expect(settledWith({ failed: 1 })).toBe(true);
    expect(settledWith({ profile: "desktop", scenario: "reload", samples: [] })).toBe(true);
  });
});
