/** @jest-environment node */
import type { Result as LHResult } from "lighthouse";
import { tbtHint } from "./lighthouse";

/** The parts of a Lighthouse result tbtHint reads, shaped as Lighthouse 12 writes them (values from a run of Home). */
function result(audits: Record<string, unknown>): LHResult {
  return { finalDisplayedUrl: "http://127.0.0.1:44937/", audits } as unknown as LHResult;
}

const longTasks = {
  details: {
    type: "table",
    items: [
      { url: "Unattributable", duration: 92, startTime: 607.6 },
      { url: "http://127.0.0.1:44937/app-d9cf.js", duration: 60, startTime: 1372.7 },
      { url: "http://127.0.0.1:44937/", duration: 108.4, startTime: 699.6 },
      { url: "http://127.0.0.1:44937/app-d9cf.js", duration: 72, startTime: 1432.7 },
      { url: "http://127.0.0.1:44937/", duration: 165, startTime: 819.6 },
    ],
  },
};

const breakdown = {
  details: {
    type: "table",
    items: [
      { group: "scriptEvaluation", groupLabel: "Script Evaluation", duration: 365.2 },
      { group: "other", groupLabel: "Other", duration: 566.2 },
      { group: "parseHTML", groupLabel: "Parse HTML & CSS", duration: 52.9 },
      { group: "styleLayout", groupLabel: "Style & Layout", duration: 312.1 },
    ],
  },
};

describe("tbtHint", () => {
  it("names the four longest tasks, longest first, marking the page's own document, then the three largest kinds of main-thread work", () => {
    expect(
      tbtHint(result({ "long-tasks": longTasks, "mainthread-work-breakdown": breakdown })),
    ).toBe(
      "longest tasks: / (document) 165 ms, / (document) 108 ms, Unattributable 92 ms, /app-d9cf.js 72 ms; " +
        "by kind: Other 566 ms, Script Evaluation 365 ms, Style & Layout 312 ms",
    );
  });

  it("says so when a run had no long task or no breakdown, instead of failing", () => {
    expect(tbtHint(result({ "long-tasks": { details: { type: "table", items: [] } } }))).toBe(
      "longest tasks: none; by kind: n/a",
    );
  });
});
