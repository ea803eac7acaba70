/**
 * Progressive hydration for Preact, which hydrates a whole page in one synchronous call: on a
 * slow phone that is one long task during which the page cannot answer, and which Lighthouse
 * counts as blocking time.
 *
 * Preact keeps the server's DOM of a component that suspends while it hydrates, and hydrates it
 * when the thrown promise settles. So each hydration boundary (`<Hydrate>`) that Preact meets
 * during the page's hydration asks for a gate here and suspends on it: the first pass hydrates
 * only the shell and what is outside any boundary (an inner page's small hero). Once that pass
 * is done and its frame drawn, the gates open one per task, in page order, each boundary
 * hydrating in a task of its own, with the browser free to handle input and draw in between.
 *
 * Only the hydration of server HTML is split: `whileHydrating` marks the synchronous hydration
 * call, and a boundary rendered at any other time (a client-side navigation, the CMS preview,
 * React's own asynchronous hydration in the unit tests) gets no gate and renders at once.
 */

export interface HydrationGate {
  readonly promise: Promise<void>;
  open: boolean;
}

interface PendingGate extends HydrationGate {
  release(): void;
}

let hydrating = false;
const pending: PendingGate[] = [];

/** Runs Gatsby's hydration call; boundaries met during it wait for their turn. */
export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
    if (pending.length > 0) afterNextFrame(releaseNext);
  }
}

/** The gate a boundary rendered now must wait on, or null when it may render at once. */
export function hydrationGate(): HydrationGate | null {
  if (!hydrating) return null;
  let resolve!: () => void;
  const gate: PendingGate = {
    promise: new Promise<void>((settle) => {
      resolve = settle;
    }),
    open: false,
    release() {
      gate.open = true;
      resolve();
    },
  };
  pending.push(gate);
  return gate;
}

/** Opens the next gate; Preact hydrates that boundary in this task (its re-render is a microtask). */
function releaseNext(): void {
  pending.shift()?.release();
  if (pending.length > 0) setTimeout(releaseNext, 0);
}

/**
 * After the first pass's frame, and after Preact's own effects of that pass (Gatsby's
 * onInitialClientRender among them), which Preact schedules the same way, earlier: the next
 * animation frame or 35 ms, whichever comes first, then a task. At once in a hidden tab.
 */
function afterNextFrame(callback: () => void): void {
  if (typeof document !== "undefined" && document.visibilityState === "hidden") {
    setTimeout(callback, 0);
    return;
  }
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback, 0);
  };
  const timeout = setTimeout(done, 35);
  frame = requestAnimationFrame(done);
}
