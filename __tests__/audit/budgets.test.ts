/** @jest-environment node */
import { isHostSensitiveMiss, lighthouseMisses, type LighthouseRow } from "./budgets";

const row = (preset: "mobile" | "desktop", values: Partial<LighthouseRow>): LighthouseRow => ({
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
} as LighthouseRow);

describe("which misses AUDIT_SPEED_ADVISORY leaves out of the exit status", () => {
  it("only the host-sensitive mobile figures: TBT, LCP and the performance score", () => {
    const mobile = lighthouseMisses(row("mobile", { performance: 82, tbt: 600, lcp: 2500, accessibility: 96, cls: 0.1 }));
    expect(mobile.filter(isHostSensitiveMiss).map((miss) => miss.text)).toEqual(["performance 82 < 95", "TBT 600 ms > 100 ms", "LCP 2.50 s > 2 s"]);
    expect(mobile.filter((miss) => !isHostSensitiveMiss(miss)).map((miss) => miss.text)).toEqual(["accessibility 96 < 100", "CLS 0.10 > 0.00"]);
    const desktop = lighthouseMisses(row("desktop", { performance: 90 }));
    expect(desktop.filter(isHostSensitiveMiss)).toEqual([]);
  });
});
