/** @jest-environment node */
import { lighthouseMisses, timelineMisses, type LighthouseRow, type TimelineRow } from "./budgets";

const row = (preset: "mobile" | "desktop", values: Partial<LighthouseRow>): LighthouseRow =>
  ({
    route: "/",
    preset,
    runs: 5,
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0,
    tbt: 10,
    lcp: 1000,
    ...values,
  }) as LighthouseRow;

describe("the Lighthouse budgets", () => {
  it("every budget gates, the host-sensitive mobile figures included", () => {
    const mobile = lighthouseMisses(
      row("mobile", { performance: 99, tbt: 600, lcp: 2500, accessibility: 96, cls: 0.1 }),
    );
    expect(mobile.map((miss) => miss.text)).toEqual([
      "performance 99 < 100",
      "accessibility 96 < 100",
      "CLS 0.10 > 0.00",
      "TBT 600 ms > 100 ms",
      "LCP 2.50 s > 2 s",
    ]);
    expect(lighthouseMisses(row("desktop", { performance: 99 })).map((miss) => miss.text)).toEqual([
      "performance 99 < 100",
    ]);
    expect(lighthouseMisses(row("mobile", {}))).toEqual([]);
  });
});

describe("the timeline's budgets", () => {
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
  const texts = (value: TimelineRow) => timelineMisses(value).map((miss) => miss.text);

  it("passes at the limits and misses a ms above them, for each profile and scenario", () => {
    expect(texts(row({ visible: 2200, interactive: 2100 }))).toEqual([]);
    expect(texts(row({ visible: 2201, interactive: 2101 }))).toEqual([
      "phone first visit: hero visible 2201 ms > 2200 ms",
      "phone first visit: interactive 2101 ms > 2100 ms",
    ]);
    expect(texts(row({ profile: "desktop", visible: 2100, interactive: 682 }))).toEqual([
      "desktop first visit: interactive 682 ms > 500 ms",
    ]);
    expect(texts(row({ scenario: "reload", visible: 428, interactive: 5000 }))).toEqual([
      "phone reload: hero visible 428 ms > 330 ms",
    ]);
    expect(
      texts(row({ profile: "desktop", scenario: "reload", visible: 900, interactive: 5000 })),
    ).toEqual([]);
  });

  it("counts failed runs as a miss, and a row without any successful run only as that", () => {
    expect(
      texts(
        row({
          raw: {
            visible: [2150, 2150, 2150, 2150],
            interactive: [2000, 2000, 2000, 2000],
            fcp: [],
          },
        }),
      ),
    ).toEqual(["phone first visit: 1 of 5 timeline runs failed"]);
    expect(
      texts(
        row({ visible: null, interactive: null, raw: { visible: [], interactive: [], fcp: [] } }),
      ),
    ).toEqual(["phone first visit: 5 of 5 timeline runs failed"]);
  });

  it("holds the reference page to no budget, however slow, but still counts its failed runs", () => {
    expect(
      texts(row({ reference: true, scenario: "reload", visible: 900, interactive: null })),
    ).toEqual([]);
    expect(texts(row({ reference: true, visible: 9000, interactive: null }))).toEqual([]);
    expect(
      texts(
        row({ reference: true, raw: { visible: [300, 300, 300, 300], interactive: [], fcp: [] } }),
      ),
    ).toEqual(["phone first visit: 1 of 5 timeline runs failed"]);
  });

  it("gates a timing over budget as it gates a failed run", () => {
    const misses = timelineMisses(
      row({
        visible: 2300,
        raw: { visible: [2300, 2300, 2300, 2300], interactive: [2000, 2000, 2000, 2000], fcp: [] },
      }),
    );
    expect(misses.map((miss) => miss.text)).toEqual([
      "phone first visit: 1 of 5 timeline runs failed",
      "phone first visit: hero visible 2300 ms > 2200 ms",
    ]);
  });
});
