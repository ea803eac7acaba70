/** Splash constants (spec §9): 2 % every 40 ms, 2000 ms in all. */
export const SPLASH_STEP_MS = 40;
export const SPLASH_STEP_PERCENT = 2;
export const SPLASH_DURATION_MS = 2000;
export const SPLASH_SEEN_KEY = "splash-seen";

/** Progress shown `elapsedMs` after the start of the page load. */
export function splashProgress(elapsedMs: number): number {
  const steps = Math.floor(Math.max(0, elapsedMs) / SPLASH_STEP_MS);
  return Math.min(100, steps * SPLASH_STEP_PERCENT);
}
