/**
 * A store client whose operations start and end after random pauses, as calls in other workers or
 * instances would interleave; with a seeded random source, so a failing run can be replayed.
 */
import type { LeadStore } from "../../netlify/lib/leads/store";

/** A store client whose every operation starts and ends after a random pause of up to `maxMs`. */
export function jittery(store: LeadStore, random: () => number, maxMs: number): LeadStore {
  const pause = () => new Promise((resolve) => setTimeout(resolve, random() * maxMs));
  return new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        await pause();
        const result = (await (value as (...a: unknown[]) => Promise<unknown>).apply(
          target,
          args,
        )) as unknown;
        await pause();
        return result;
      };
    },
  });
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
