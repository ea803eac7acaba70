/**
 * The real-time timeline of `npm run audit`: what a visitor sees and when, measured in
 * Debian's Chromium driven by playwright-core, not simulated.
 *
 * For each run, route and profile: a fresh browser context (empty HTTP cache, fresh
 * sessionStorage, so the splash shows) loads the route ("first visit"); once the network is idle
 * the same page reloads ("reload": same session, no splash, the HTTP cache as the first visit left
 * it). Runs are interleaved (run 1 of every route and profile, then run 2, …) so that a change in
 * the shared machine's load touches every row alike.
 *
 * Per load, in ms from navigation start (the page's performance.now() time origin):
 *   - hero visible: the first animation frame at which the page's `main h1` is opaque (it and every
 *     ancestor at computed opacity 1, visibility visible) and not covered (elementFromPoint at its
 *     centre is the h1 or inside it, and the splash `[data-testid=splash]`, if any, is not drawn
 *     over that point at any opacity), i.e. the splash no longer hides it;
 *   - interactive: Gatsby's `onInitialClientRender` mark, set once the page shell has hydrated
 *     (framework-neutral: no React internals);
 *   - FCP, from paint timing, for information.
 *
 * With a reference URL, every run also loads the empty page of reference-page.ts the same way: the
 * host's floor, printed under the site's rows and never budgeted (it has no JavaScript, so no
 * interactive figure).
 *
 * Profiles: phone = 412×823 at 2.625 DPR, touch, 150 ms RTT, 1.6 Mbps down, 750 kbps up and 4× CPU
 * slowdown (DevTools throttling through a CDP session of the page, set before navigating);
 * desktop = 1350×940, unthrottled.
 *
 * Nothing leaves 127.0.0.1: the browser sends every other host to a proxy on a closed local port
 * (so the request fails at once), and every such request is reported as a failure. Playwright's
 * `route()` is not used for this because it turns Chromium's HTTP cache off, which the reload
 * scenario measures.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../__tests__/helpers/chromium";
import type { TimelineProfile, TimelineRow, TimelineScenario } from "./budgets";
import { REFERENCE_ROUTE } from "./reference-page";
import {
  sampleKey,
  TIMELINE_PROFILES,
  TIMELINE_ROUTES,
  TIMELINE_SCENARIOS,
  timelineRows,
  type Sample,
} from "./timeline-report";

interface Throttling {
  /** ms added to every request */
  latency: number;
  /** bytes per second */
  downloadThroughput: number;
  uploadThroughput: number;
  cpuSlowdown: number;
}

interface Profile {
  context: BrowserContextOptions;
  throttling?: Throttling;
}

const PROFILES: Record<TimelineProfile, Profile> = {
  phone: {
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    },
    throttling: {
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
      cpuSlowdown: 4,
    },
  },
  desktop: { context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 } },
};

/** Longest wait for one load's figures; a load that takes longer counts as a failed run. */
const LOAD_TIMEOUT_MS = 30_000;
/** Longest wait for the first visit's network to go idle (Gatsby's prefetches) before reloading. */
const IDLE_TIMEOUT_MS = 15_000;

/** Longest wait, once the hero is visible (and hydrated), for Chromium's first-contentful-paint entry. */
const FCP_WAIT_MS = 1_000;

/**
 * The probe, added as an init script to every document of the timeline's contexts. Plain
 * JavaScript in a string so that no compiler helper ends up in the page. After every animation
 * frame it reads the computed opacity of the h1's ancestors and, only once they are all opaque,
 * asks elementFromPoint; once the hero is visible, the time of the next frame drawn is its
 * figure, and the probe stops. `window.__timeline.done`
 * resolves with the three figures (and the probe's own main-thread time, printed to show it stays
 * small) once both the hero is visible and the mark is set, and Chromium has queued its
 * first-contentful-paint entry (or FCP_WAIT_MS has passed without one); for the reference page,
 * which has no JavaScript and so no mark (`awaitMark` false), once the h1 is visible, with
 * interactive null.
 */
const probeScript = (awaitMark: boolean) => `(() => {
  const awaitMark = ${awaitMark};
  const t = { visible: null, interactive: null, cost: 0 };
  let finish;
  t.done = new Promise((resolve) => { finish = resolve; });
  window.__timeline = t;
  // Chromium queues the paint entry a little after the frame it times: a page that is visible and
  // done at once (the reference page) waits for it, up to FCP_WAIT_MS, rather than report none.
  let fcp = null;
  let fcpTimer = null;
  let fcpTimedOut = false;
  const report = () => {
    if (t.visible === null || (awaitMark && t.interactive === null)) return;
    if (fcp === null && !fcpTimedOut) {
      fcpTimer ??= setTimeout(() => { fcpTimedOut = true; report(); }, ${FCP_WAIT_MS});
      return;
    }
    clearTimeout(fcpTimer);
    finish({ visible: t.visible, interactive: t.interactive, fcp, probeMs: t.cost });
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") { fcp = entry.startTime; report(); }
  }).observe({ type: "paint", buffered: true });
  let h1 = null;
  // elementFromPoint skips elements with pointer-events: none, so a splash fading out that way
  // would not count as covering: it also covers the point while drawn at all (opacity > 0).
  const drawnAt = (el, x, y) => {
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility !== "visible") return false;
    for (let node = el; node; node = node.parentElement) if (Number(getComputedStyle(node).opacity) === 0) return false;
    const box = el.getBoundingClientRect();
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  };
  const shown = () => {
    if (!h1 || !h1.isConnected) h1 = document.querySelector("main h1");
    if (!h1) return false;
    if (getComputedStyle(h1).visibility !== "visible") return false;
    for (let el = h1; el; el = el.parentElement) if (Number(getComputedStyle(el).opacity) < 1) return false;
    const box = h1.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (hit === null || (hit !== h1 && !h1.contains(hit))) return false;
    const splash = document.querySelector('[data-testid="splash"]');
    return splash === null || !drawnAt(splash, x, y);
  };
  // Each frame is checked in a task right after it has been rendered, when style and layout are
  // up to date: the probe reads them instead of forcing them.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const start = performance.now();
    const visible = shown();
    t.cost += performance.now() - start;
    if (!visible) { requestAnimationFrame(frame); return; }
    // The check may run long after the frame it follows (a long task in between, or the splash's
    // own timer): the hero is on screen from the next frame drawn after the check found it so.
    requestAnimationFrame((time) => { t.visible = time; report(); });
  };
  const frame = () => channel.port2.postMessage(null);
  requestAnimationFrame(frame);
  const onMark = (entry) => {
    if (entry.name !== "onInitialClientRender" || t.interactive !== null) return;
    t.interactive = entry.startTime;
    report();
  };
  new PerformanceObserver((list) => list.getEntries().forEach(onMark)).observe({ type: "mark", buffered: true });
})();`;

export interface TimelineOutcome {
  rows: TimelineRow[];
  /** Requests to a host other than 127.0.0.1, failed runs, page errors: each one fails the audit. */
  failures: string[];
}

// ---- the browser, stoppable from a signal handler -----------------------------------------------

let activeBrowser: Browser | undefined;

/**
 * Closes the timeline's Chromium if one is running. On a signal, run.ts exits without awaiting
 * this: playwright-core then kills the browser's process group in its own `exit` handler.
 */
export async function closeTimelineBrowser(): Promise<void> {
  const browser = activeBrowser;
  activeBrowser = undefined;
  await browser?.close().catch(() => undefined);
}

async function launchBrowser(): Promise<Browser> {
  activeBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    // A proxy on a closed port: every host but 127.0.0.1 fails at once, without request
    // interception (which would disable the HTTP cache).
    proxy: { server: "http://127.0.0.1:1", bypass: "127.0.0.1" },
    handleSIGINT: false, // run.ts stops everything itself
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  return activeBrowser;
}

// ---- one load ---------------------------------------------------------------------------------

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no figures within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function figures(page: Page, what: string): Promise<Sample> {
  return withTimeout(
    page.evaluate("window.__timeline.done") as Promise<Sample>,
    LOAD_TIMEOUT_MS,
    what,
  );
}

async function throttle(
  context: BrowserContext,
  page: Page,
  throttling: Throttling,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latency,
    downloadThroughput: throttling.downloadThroughput,
    uploadThroughput: throttling.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
}

/**
 * A first visit in a fresh context and a reload of the same page: the samples, or why not.
 * `awaitMark`: wait for Gatsby's hydration mark too (false for the reference page).
 */
async function visitAndReload(
  browser: Browser,
  url: string,
  profile: TimelineProfile,
  failures: string[],
  {
    label: name = new URL(url).pathname,
    awaitMark = true,
  }: { label?: string; awaitMark?: boolean } = {},
): Promise<Partial<Record<TimelineScenario, Sample>>> {
  const label = `${name} ${profile}`;
  const context = await browser.newContext({
    ...PROFILES[profile].context,
    locale: "it-IT",
    reducedMotion: "no-preference",
  });
  const samples: Partial<Record<TimelineScenario, Sample>> = {};
  try {
    context.on("request", (request) => {
      const requested = new URL(request.url());
      if (
        requested.protocol !== "data:" &&
        requested.protocol !== "blob:" &&
        requested.hostname !== "127.0.0.1"
      ) {
        failures.push(
          `${label}: request to a host other than 127.0.0.1 (blocked): ${request.url()}`,
        );
      }
    });
    await context.addInitScript({ content: probeScript(awaitMark) });
    const page = await context.newPage();
    page.on("pageerror", (error) => failures.push(`${label}: page error: ${error.message}`));
    const throttling = PROFILES[profile].throttling;
    if (throttling) await throttle(context, page, throttling);

    await page.goto(url, { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
    samples["first visit"] = await figures(page, `${label} first visit`);
    // The reload comes after the first visit has settled, as a visitor's would: Gatsby's
    // prefetches are then in the HTTP cache too.
    await page.waitForLoadState("networkidle", { timeout: IDLE_TIMEOUT_MS }).catch(() => undefined);

    await page.reload({ waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
    samples.reload = await figures(page, `${label} reload`);
  } catch (error) {
    failures.push(`${label}: ${(error as Error).message.split("\n")[0]}`);
  } finally {
    await context.close().catch(() => undefined);
  }
  return samples;
}

// ---- the whole timeline -------------------------------------------------------------------------

export function timelineRuns(): number {
  const runs = Number(process.env.AUDIT_TIMELINE_RUNS ?? "5");
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(
      `AUDIT_TIMELINE_RUNS must be a positive integer, got "${process.env.AUDIT_TIMELINE_RUNS}"`,
    );
  return runs;
}

const ms = (value: number | null | undefined) =>
  value === undefined || value === null ? "—" : String(Math.round(value));

/**
 * The timeline of the site served at `baseUrl` and, when `referenceUrl` is given, of the reference
 * page served there (reference-page.ts), interleaved with the site's routes in every run.
 */
export async function measureTimeline(
  baseUrl: string,
  runs: number,
  referenceUrl?: string,
): Promise<TimelineOutcome> {
  const samples = new Map<string, Sample[]>();
  const failures: string[] = [];
  const pages = [
    ...TIMELINE_ROUTES.map((route) => ({ route, url: `${baseUrl}${route}`, awaitMark: true })),
    ...(referenceUrl
      ? [{ route: REFERENCE_ROUTE, url: `${referenceUrl}/`, awaitMark: false }]
      : []),
  ];
  const browser = await launchBrowser();
  try {
    const total = runs * pages.length * TIMELINE_PROFILES.length;
    let done = 0;
    for (let run = 1; run <= runs; run += 1) {
      for (const { route, url, awaitMark } of pages) {
        for (const profile of TIMELINE_PROFILES) {
          const started = Date.now();
          const pair = await visitAndReload(browser, url, profile, failures, {
            label: route,
            awaitMark,
          });
          for (const scenario of TIMELINE_SCENARIOS) {
            const sample = pair[scenario];
            if (!sample) continue;
            const keyed = sampleKey(route, profile, scenario);
            samples.set(keyed, [...(samples.get(keyed) ?? []), sample]);
          }
          done += 1;
          const first = pair["first visit"];
          const reload = pair.reload;
          console.log(
            `[timeline ${done}/${total}] ${route} ${profile} run ${run}: first visit visible ${ms(first?.visible)} interactive ${ms(first?.interactive)} ms;` +
              ` reload visible ${ms(reload?.visible)} interactive ${ms(reload?.interactive)} ms` +
              ` (probe ${first?.probeMs.toFixed(1) ?? "—"} + ${reload?.probeMs.toFixed(1) ?? "—"} ms of main thread; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
        }
      }
    }
  } finally {
    await closeTimelineBrowser();
  }
  const rows = timelineRows(samples, runs);
  if (referenceUrl)
    rows.push(
      ...timelineRows(samples, runs, [REFERENCE_ROUTE]).map((row) => ({ ...row, reference: true })),
    );
  return { rows, failures };
}
