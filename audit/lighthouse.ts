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
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../__tests__/helpers/chromium";
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
  tbt: number | null;
  cls: number | null;
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
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
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
