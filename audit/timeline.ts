/**
 * The real-time timeline of `npm run audit`: what a visitor sees and when, in Debian's Chromium
 * driven by playwright-core, not simulated. A run of a route and profile: a fresh browser context
 * (empty HTTP cache, fresh sessionStorage, so the splash shows) loads the route ("first visit");
 * once the network is idle the same page reloads ("reload": same session, no splash, the HTTP
 * cache as the first visit left it). In ms from navigation start:
 *   - hero visible: the first animation frame at which the page's `main h1` is opaque (it and every
 *     ancestor at computed opacity 1, visibility visible) and not covered (elementFromPoint at its
 *     centre is the h1 or inside it, and the splash `[data-testid=splash]`, if any, is not drawn
 *     over that point at any opacity), i.e. the splash no longer hides it;
 *   - interactive: Gatsby's `onInitialClientRender` mark, set once the page shell has hydrated;
 *   - FCP, from paint timing, for information.
 * Profiles: phone = 412×823 at 2.625 DPR, touch, 150 ms RTT, 1.6 Mbps down, 750 kbps up and 4× CPU
 * (DevTools throttling through a CDP session: Playwright has no API for it); desktop = 1350×940.
 * Nothing leaves 127.0.0.1: every other host goes to a proxy on a closed local port (the request
 * fails at once, and fails the audit). Not Playwright's `route()`, which turns the HTTP cache off.
 */
import { chromium, type BrowserContextOptions } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../__tests__/helpers/chromium";
import {
  timelineSettled,
  type Sample,
  type TimelineProfile,
  type TimelineRow,
  type TimelineScenario,
} from "./budgets";
import { inRounds } from "./stats";

const TIMELINE_ROUTES = ["/", "/servizi/"] as const;
const TIMELINE_PROFILES: readonly TimelineProfile[] = ["phone", "desktop"];
const TIMELINE_SCENARIOS: readonly TimelineScenario[] = ["first visit", "reload"];

const PROFILES: Record<TimelineProfile, BrowserContextOptions> = {
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
};
/** The phone's network (bytes per second) and CPU slowdown. */
const PHONE_NETWORK = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const PHONE_CPU_SLOWDOWN = 4;

/** Longest wait for one load's figures; a load that takes longer counts as a failed run. */
const LOAD_TIMEOUT_MS = 30_000;
/** Longest wait for the first visit's network to go idle (Gatsby's prefetches) before reloading. */
const IDLE_TIMEOUT_MS = 15_000;
/** Longest wait, once the hero is visible and hydrated, for Chromium's first-contentful-paint entry. */
const FCP_WAIT_MS = 1_000;

/**
 * The probe, an init script of every document (plain JavaScript, so no compiler helper ends up in
 * the page). After every animation frame it checks the hero; once visible, the time of the next
 * frame drawn is its figure. `window.__timeline` resolves with the figures (and the probe's own
 * main-thread time, printed to show it stays small) once the hero is visible, the mark set and
 * FCP known (or FCP_WAIT_MS passed); with null after LOAD_TIMEOUT_MS.
 */
const PROBE = `(() => {
  const t = { visible: null, interactive: null, fcp: null, cost: 0 };
  let finish;
  window.__timeline = new Promise((resolve) => { finish = resolve; });
  setTimeout(() => finish(null), ${LOAD_TIMEOUT_MS});
  const done = () => finish({ visible: t.visible, interactive: t.interactive, fcp: t.fcp, probeMs: t.cost });
  let fcpWait = null;
  const report = () => {
    if (t.visible === null || t.interactive === null) return;
    // Chromium queues the paint entry a little after the frame it times.
    if (t.fcp === null) fcpWait ??= setTimeout(done, ${FCP_WAIT_MS});
    else done();
  };
  const observe = (type, name, set) => new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === name) { set(entry.startTime); report(); }
  }).observe({ type, buffered: true });
  observe("paint", "first-contentful-paint", (time) => { t.fcp = time; });
  observe("mark", "onInitialClientRender", (time) => { t.interactive ??= time; });
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
})();`;

/**
 * The timeline of every route and profile, in rounds (run 1 of each, then run 2, …), until the
 * runs of each row decide its verdict (budgets.ts), at most `maxRuns`. `failures`: requests to a
 * host other than 127.0.0.1, failed runs, page errors, each one a miss.
 */
export async function measureTimeline(baseUrl: string, maxRuns: number) {
  // Every host but 127.0.0.1 goes to a closed port and fails at once. On SIGINT/SIGTERM run.ts
  // exits, and playwright-core stops its browser in its own exit handler.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    proxy: { server: "http://127.0.0.1:1", bypass: "127.0.0.1" },
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const failures: string[] = [];
  const rows: TimelineRow[] = TIMELINE_ROUTES.flatMap((route) =>
    TIMELINE_PROFILES.flatMap((profile) =>
      TIMELINE_SCENARIOS.map((scenario) => ({ route, profile, scenario, samples: [], failed: 0 })),
    ),
  );
  // A run loads a route in a profile twice: its first visit's row and its reload's.
  const pairs = rows.filter((row) => row.scenario === "first visit");
  const both = (first: TimelineRow) =>
    rows.filter((row) => row.route === first.route && row.profile === first.profile);
  try {
    const done = (first: TimelineRow) => both(first).every((row) => timelineSettled(row, maxRuns));
    await inRounds(pairs, maxRuns, done, async (first, round) => {
      const started = Date.now();
      const label = `${first.route} ${first.profile}`;
      const context = await browser.newContext({
        ...PROFILES[first.profile],
        locale: "it-IT",
        reducedMotion: "no-preference",
      });
      const taken: Partial<Record<TimelineScenario, Sample>> = {};
      try {
        context.on("request", (request) => {
          const { protocol, hostname } = new URL(request.url());
          if (protocol !== "data:" && protocol !== "blob:" && hostname !== "127.0.0.1")
            failures.push(`${label}: request to a host other than 127.0.0.1: ${request.url()}`);
        });
        await context.addInitScript({ content: PROBE });
        const page = await context.newPage();
        page.on("pageerror", (error) => failures.push(`${label}: page error: ${error.message}`));
        if (first.profile === "phone") {
          const cdp = await context.newCDPSession(page);
          await cdp.send("Network.enable");
          await cdp.send("Network.emulateNetworkConditions", { offline: false, ...PHONE_NETWORK });
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
        }
        const figures = async (scenario: TimelineScenario) => {
          const sample = (await page.evaluate("window.__timeline")) as Sample | null;
          if (!sample) throw new Error(`${scenario}: no figures in ${LOAD_TIMEOUT_MS / 1000} s`);
          taken[scenario] = sample;
        };
        await page.goto(baseUrl + first.route, { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
        await figures("first visit");
        // The reload comes once the first visit has settled, as a visitor's would: Gatsby's
        // prefetches are then in the HTTP cache too.
        await page.waitForLoadState("networkidle", { timeout: IDLE_TIMEOUT_MS }).catch(() => {});
        await page.reload({ waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
        await figures("reload");
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message.split("\n")[0]}`);
      } finally {
        await context.close().catch(() => undefined);
      }
      const text = both(first).map((row) => {
        const sample = taken[row.scenario];
        if (sample) row.samples.push(sample);
        else row.failed += 1;
        return sample
          ? `${row.scenario} visible ${sample.visible.toFixed(0)} interactive ${sample.interactive.toFixed(0)} ms (probe ${sample.probeMs.toFixed(1)} ms)`
          : `${row.scenario} FAILED`;
      });
      const took = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[timeline] ${label} run ${round}: ${text.join("; ")} (${took} s)`);
    });
  } finally {
    await browser.close().catch(() => undefined);
  }
  return { rows, failures };
}
