/**
 * One Lighthouse run = a fresh Chromium (own temporary profile, deleted afterwards with its
 * singleton-socket folder, chrome-profile.ts) driven by
 * Lighthouse 12 through chrome-launcher, with a time limit; plus helpers that read the figures
 * the audit reports out of a Lighthouse result.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Config, Flags, Result as LHResult } from "lighthouse";
import type { LaunchedChrome } from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../helpers/chromium";
import { removeChromeProfile } from "./chrome-profile";

export type Preset = "mobile" | "desktop";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

const RUN_TIMEOUT_MS = 120_000;

/** Chromes running right now and their profiles, so that a signal handler can stop/delete them. */
const activeChromes = new Set<LaunchedChrome>();
const activeProfiles = new Set<string>();

function killChrome(chrome: LaunchedChrome): void {
  activeChromes.delete(chrome);
  try {
    chrome.kill();
  } catch {
    // already gone
  }
}

function removeProfile(dir: string): void {
  activeProfiles.delete(dir);
  removeChromeProfile(dir);
}

/** Stops every Chromium started here and deletes their temporary profiles. */
export function killAllChromes(): void {
  for (const chrome of [...activeChromes]) killChrome(chrome);
  for (const dir of [...activeProfiles]) removeProfile(dir);
}

export interface RunOptions {
  preset: Preset;
  /** "simulate" (Lighthouse's default, the one the budgets are defined on) or "devtools". */
  throttlingMethod?: Flags["throttlingMethod"];
  /** Mobile only: the CPU slowdown for this host (host-speed.ts); Lighthouse's 4× when unset. */
  cpuSlowdownMultiplier?: number;
}

async function configFor(preset: Preset): Promise<Config | undefined> {
  if (preset === "mobile") return undefined; // Lighthouse's default config is the mobile preset
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  return desktopConfig;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`Lighthouse took longer than ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runOnce(url: string, options: RunOptions): Promise<LHResult> {
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
  ]);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-chrome-"));
  activeProfiles.add(userDataDir);
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir, // chrome-launcher passes it as --user-data-dir and leaves its deletion to us
      handleSIGINT: false, // run.ts stops everything itself
      logLevel: "silent",
    });
    activeChromes.add(chrome);
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...(options.throttlingMethod ? { throttlingMethod: options.throttlingMethod } : {}),
      ...(options.preset === "mobile" && options.cpuSlowdownMultiplier !== undefined
        ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier } }
        : {}),
    };
    const launched = chrome;
    const result = await withTimeout(
      lighthouse(url, flags, await configFor(options.preset)),
      RUN_TIMEOUT_MS,
      () => launched.kill(),
    );
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError)
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    return result.lhr;
  } finally {
    if (chrome) killChrome(chrome);
    removeProfile(userDataDir);
  }
}

/** Runs Lighthouse, retrying once after a failure or a timeout. */
export async function runLighthouse(url: string, options: RunOptions): Promise<LHResult> {
  try {
    return await runOnce(url, options);
  } catch (error) {
    console.warn(
      `  ! ${url} (${options.preset}) failed, retrying once: ${(error as Error).message}`,
    );
    return runOnce(url, options);
  }
}

// ---- reading results -------------------------------------------------------------------------

export interface Metrics {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** milliseconds */
  lcp: number | null;
  /** milliseconds */
  fcp: number | null;
  /** milliseconds */
  speedIndex: number | null;
  /** milliseconds */
  tbt: number | null;
  cls: number | null;
  /** bytes */
  totalBytes: number | null;
  /** bytes, transfer size of resourceType "script" in the resource-summary audit */
  jsBytes: number | null;
  /**
   * Lighthouse's measure of the host's CPU speed (lhr.environment.benchmarkIndex, higher is
   * faster): the simulated TBT and LCP scale with it, so it is printed with every figure.
   */
  benchmarkIndex: number | null;
}

function categoryScore(lhr: LHResult, id: Category): number | null {
  const score = lhr.categories[id]?.score;
  return typeof score === "number" ? Math.round(score * 100) : null;
}

function numeric(lhr: LHResult, auditId: string): number | null {
  const value = lhr.audits[auditId]?.numericValue;
  return typeof value === "number" ? value : null;
}

function scriptTransferSize(lhr: LHResult): number | null {
  const details = lhr.audits["resource-summary"]?.details;
  if (details?.type !== "table") return null;
  const row = details.items.find((item) => item.resourceType === "script");
  return typeof row?.transferSize === "number" ? row.transferSize : null;
}

export function metricsOf(lhr: LHResult): Metrics {
  return {
    performance: categoryScore(lhr, "performance"),
    accessibility: categoryScore(lhr, "accessibility"),
    bestPractices: categoryScore(lhr, "best-practices"),
    seo: categoryScore(lhr, "seo"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    fcp: numeric(lhr, "first-contentful-paint"),
    speedIndex: numeric(lhr, "speed-index"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    totalBytes: numeric(lhr, "total-byte-weight"),
    jsBytes: scriptTransferSize(lhr),
    benchmarkIndex:
      typeof lhr.environment?.benchmarkIndex === "number" ? lhr.environment.benchmarkIndex : null,
  };
}

const GRADED_MODES = new Set(["binary", "numeric", "metricSavings"]);

/** Ids of the scored audits of a category that did not get full marks in this run. */
export function failingAudits(lhr: LHResult, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        GRADED_MODES.has(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < 1,
    )
    .map((audit) => audit.id);
}

// ---- hints for missed metric budgets -----------------------------------------------------------

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Rows of a table-like details object ("table", or the tables/nodes inside a "list"). */
function detailRows(details: unknown): Row[] {
  if (!isRow(details) || !Array.isArray(details.items)) return [];
  const items = details.items.filter(isRow);
  return details.type === "list"
    ? items.flatMap((item) => (item.type === "table" ? detailRows(item) : [item]))
    : items;
}

const ms = (value: unknown) => (typeof value === "number" ? `${Math.round(value)} ms` : "?");

/** The LCP element and the LCP subparts of a run, e.g. `p.hero-text "Strategie su…" (TTFB 36 ms, render delay 219 ms)`. */
export function lcpHint(lhr: LHResult): string {
  const rows = detailRows(
    lhr.audits["lcp-breakdown-insight"]?.details ??
      lhr.audits["largest-contentful-paint-element"]?.details,
  );
  const node = rows.find((row) => row.type === "node") ?? rows.map((row) => row.node).find(isRow);
  const element = node
    ? `${String(node.snippet ?? node.selector ?? "?")} "${String(node.nodeLabel ?? "")}"`
    : "element unknown";
  const parts = rows
    .filter((row) => typeof row.duration === "number" && typeof row.label === "string")
    .map((row) => `${String(row.label)} ${ms(row.duration)}`);
  return `LCP element ${element}${parts.length ? ` (observed: ${parts.join(", ")})` : ""}`;
}

/** The `count` rows with the largest `duration`, largest first. */
function longest(rows: Row[], count: number): Row[] {
  const timed = rows.filter(
    (row): row is Row & { duration: number } => typeof row.duration === "number",
  );
  return timed.sort((a, b) => b.duration - a.duration).slice(0, count);
}

/**
 * What a run's TBT is made of: its longest main-thread tasks (long-tasks audit) and the main
 * thread's time by kind (mainthread-work-breakdown), both as Lighthouse simulates them (4× CPU on
 * mobile). A task of the page's own URL is its document: HTML and CSS parsing, style, layout and
 * paint, not a script. E.g. `longest tasks: / (document) 165 ms, Unattributable 92 ms,
 * /app-1.js 72 ms; by kind: Other 566 ms, Script Evaluation 365 ms, Style & Layout 312 ms`.
 */
export function tbtHint(lhr: LHResult): string {
  const documentUrl = lhr.finalDisplayedUrl;
  const source = (url: unknown) => {
    const text = String(url ?? "?");
    const shown = text.replace(/^https?:\/\/[^/]+/, "");
    return text === documentUrl ? `${shown} (document)` : shown;
  };
  const tasks = longest(detailRows(lhr.audits["long-tasks"]?.details), 4).map(
    (row) => `${source(row.url)} ${ms(row.duration)}`,
  );
  const kinds = longest(detailRows(lhr.audits["mainthread-work-breakdown"]?.details), 3).map(
    (row) => `${String(row.groupLabel ?? row.group ?? "?")} ${ms(row.duration)}`,
  );
  return `longest tasks: ${tasks.join(", ") || "none"}; by kind: ${kinds.join(", ") || "n/a"}`;
}
