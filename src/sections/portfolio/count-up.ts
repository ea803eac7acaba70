import { useEffect, useState } from "react";

/** Counter constants (spec §9). */
export const COUNT_UP = { durationMs: 2000, tickMs: 16, delayMs: 500 } as const;

/** The counter's value after `elapsedMs` of counting, rounded to the claim's decimals. */
export function countUpValue(target: number, decimals: number, elapsedMs: number): number {
  const progress = Math.min(1, Math.max(0, elapsedMs / COUNT_UP.durationMs));
  const factor = 10 ** decimals;
  return Math.round(target * progress * factor) / factor;
}

/**
 * Counts from 0 up to `target` once `start` turns true: 500 ms later, a tick every 16 ms,
 * 2000 ms in all. Until it starts it holds the final value (server HTML, no JavaScript);
 * `animate: false` (reduced motion) keeps the final value throughout.
 */
export function useCountUp(
  target: number,
  decimals: number,
  start: boolean,
  animate: boolean,
): number {
  const [value, setValue] = useState(target);
  const [state, setState] = useState<"idle" | "waiting" | "done">("idle");

  useEffect(() => {
    if (!animate || state !== "idle") return;
    setValue(0);
    setState("waiting");
  }, [animate, state]);

  useEffect(() => {
    if (!animate || !start || state !== "waiting") return;
    let elapsed = 0;
    let interval = 0;
    const timeout = window.setTimeout(() => {
      interval = window.setInterval(() => {
        elapsed += COUNT_UP.tickMs;
        setValue(countUpValue(target, decimals, elapsed));
        if (elapsed >= COUNT_UP.durationMs) {
          window.clearInterval(interval);
          setState("done");
        }
      }, COUNT_UP.tickMs);
    }, COUNT_UP.delayMs);
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, [animate, start, state, target, decimals]);

  return animate ? value : target;
}
