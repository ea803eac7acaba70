/** @jest-environment node */
import { inRounds, median, printTable, settled, spread } from "./stats";

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

describe("printTable", () => {
  it("pads labels left and figures right to the widest cell, under a rule", () => {
    const lines: string[] = [];
    const log = jest.spyOn(console, "log").mockImplementation((text: string) => lines.push(text));
    printTable(
      ["route", "ms"],
      [
        ["/", "2528"],
        ["/servizi/", "95 (90–99)"],
        ["/contatti/", "n/a"],
      ],
    );
    log.mockRestore();
    expect(lines).toEqual([
      "route               ms",
      "----------  ----------",
      "/                 2528",
      "/servizi/   95 (90–99)",
      "/contatti/         n/a",
    ]);
  });
});

describe("settled", () => {
  // A run is a number that must not pass 100; the verdict is the median's.
  const misses = (runs: number[]) => ((median(runs) ?? Infinity) > 100 ? 1 : 0);
  const extremes = { best: 0, worst: Infinity };
  it("is true once the runs still to come cannot change the median's verdict", () => {
    expect(settled([], 3, extremes, misses)).toBe(false);
    expect(settled([50], 3, extremes, misses)).toBe(false);
    expect(settled([50, 90], 3, extremes, misses)).toBe(true);
    expect(settled([50, 190], 3, extremes, misses)).toBe(false);
    expect(settled([150, 190], 3, extremes, misses)).toBe(true);
    expect(settled([50, 190, 120], 3, extremes, misses)).toBe(true);
    expect(settled([50, 190, 20], 5, extremes, misses)).toBe(false);
    expect(settled([50, 190, 20, 30], 5, extremes, misses)).toBe(true);
  });
});

describe("inRounds", () => {
  it("measures every item once per round, in order, leaving out those done, at most max rounds", async () => {
    const counts = new Map([
      ["a", 0],
      ["b", 0],
      ["c", 0],
    ]);
    const log: string[] = [];
    await inRounds(
      [...counts.keys()],
      4,
      (item) => (counts.get(item) ?? 0) >= (item === "a" ? 1 : item === "b" ? 2 : 9),
      async (item, round) => {
        counts.set(item, (counts.get(item) ?? 0) + 1);
        log.push(`${item}${round}`);
      },
    );
    expect(log).toEqual(["a1", "b1", "c1", "b2", "c2", "c3", "c4"]);
  });
});
