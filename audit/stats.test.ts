/** @jest-environment node */
import { formatTable, median, spread } from "./stats";

describe("median", () => {
  it("is the middle value of an odd count and the mean of the two middle values of an even count, in any order", () => {
    expect(median([2528, 2410, 2611, 2455, 2530])).toBe(2528);
    expect(median([400, 100, 300, 200])).toBe(250);
  });
  it("ignores missing values and is null when there is none", () => {
    expect(median([null, 5, null, 1, 3])).toBe(3);
    expect(median([null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe("spread", () => {
  const whole = (value: number) => value.toFixed(0);
  it("is the median with the range of the runs when they differ, the one value when they agree", () => {
    expect(spread([45, 0, 12], whole)).toBe("12 (0–45)");
    expect(spread([100, 100, null], whole)).toBe("100");
    expect(spread([99.6, 100.4], whole)).toBe("100");
  });
  it("is n/a without a value", () => {
    expect(spread([null], whole)).toBe("n/a");
  });
});

describe("formatTable", () => {
  it("pads labels left and figures right to the widest cell, under a rule", () => {
    expect(
      formatTable(
        ["route", "ms"],
        [
          ["/", "2528"],
          ["/servizi/", "95"],
        ],
        "lr",
      ),
    ).toEqual(["route        ms", "---------  ----", "/          2528", "/servizi/    95"]);
  });
});
