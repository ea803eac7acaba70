/** @jest-environment node */
import {
  calculatorMultiplier,
  cpuMultiplierFor,
  describeHost,
  DEFAULT_CPU_MULTIPLIER,
  hostVerdict,
} from "./host-speed";

describe("the CPU slowdown for this host (Lighthouse's throttling calculator)", () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
  ])("maps benchmarkIndex %i to %i×, as the calculator's anchors say", (index, multiplier) => {
    expect(calculatorMultiplier(index)).toBeCloseTo(multiplier, 1);
  });

  it("applies the calculator's slowdown on a slow host, Lighthouse's 4× on a fast one", () => {
    expect(cpuMultiplierFor(1050)).toBe(2.5);
    expect(cpuMultiplierFor(855)).toBe(2.11);
    expect(cpuMultiplierFor(3800)).toBe(DEFAULT_CPU_MULTIPLIER);
    expect(cpuMultiplierFor(100)).toBe(1);
    expect(cpuMultiplierFor(null)).toBe(DEFAULT_CPU_MULTIPLIER);
  });
});

describe("the host's verdict", () => {
  it("takes the medians, and calls a host loaded when the empty page blocks over 50 ms", () => {
    const quiet = hostVerdict([
      { benchmarkIndex: 1000, emptyPageTbt: 0 },
      { benchmarkIndex: 1100, emptyPageTbt: 40 },
      { benchmarkIndex: 1050, emptyPageTbt: 10 },
    ]);
    expect(quiet).toEqual({
      benchmarkIndex: 1050,
      emptyPageTbt: 10,
      multiplier: 2.5,
      loaded: false,
    });
    expect(
      hostVerdict([
        { benchmarkIndex: 1000, emptyPageTbt: 60 },
        { benchmarkIndex: 1000, emptyPageTbt: 80 },
        { benchmarkIndex: 1000, emptyPageTbt: 0 },
      ]).loaded,
    ).toBe(true);
    expect(hostVerdict([]).loaded).toBe(true);
    expect(describeHost(quiet)).toBe(
      "benchmarkIndex 1050: calculator 2.50×, applied 2.5× (capped at 4×); empty page TBT 10 ms",
    );
  });
});
