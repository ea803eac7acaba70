/** @jest-environment node */
import { formatTable, median } from "./stats";

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
