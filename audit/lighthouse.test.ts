/** @jest-environment node */
import { cpuMultiplierFor } from "./lighthouse";

describe("the mobile CPU slowdown for this host (Lighthouse's throttling calculator)", () => {
  it.each([
    [150, 1],
    [800, 2],
    [855, 2.11],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
  ])("maps benchmarkIndex %i to %f×, as the calculator's anchors say", (index, multiplier) => {
    expect(cpuMultiplierFor(index)).toBeCloseTo(multiplier, 2);
  });

  it("applies Lighthouse's 4× on a fast host or without a reading, and never less than 1×", () => {
    expect(cpuMultiplierFor(3800)).toBe(4);
    expect(cpuMultiplierFor(null)).toBe(4);
    expect(cpuMultiplierFor(100)).toBe(1);
  });
});
