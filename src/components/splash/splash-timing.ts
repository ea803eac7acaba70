/** Splash constants (spec §9): 2 % every 40 ms, 2000 ms in all, counted from the start of the page load. */
export const SPLASH_STEP_MS = 40;
export const SPLASH_STEP_PERCENT = 2;
export const SPLASH_DURATION_MS = 2000;
/** The fade that ends the 2000 ms (splash.module.css `splash-out`): the page is in view at 2000 ms. */
export const SPLASH_FADE_MS = 100;
export const SPLASH_SEEN_KEY = "splash-seen";
/** The splash element's id: the head script finds it by this to drive its progress value. */
export const SPLASH_ID = "splash";

/** Progress shown `elapsedMs` after the start of the page load. */
export function splashProgress(elapsedMs: number): number {
  const steps = Math.floor(Math.max(0, elapsedMs) / SPLASH_STEP_MS);
  return Math.min(100, steps * SPLASH_STEP_PERCENT);
}
