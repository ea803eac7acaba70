import { useEffect, useState } from "react";

/** Index that advances every `periodMs` over `count` items, wrapping; frozen while `paused`. */
export function useRotatingIndex(count: number, periodMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setInterval(() => setIndex((current) => (current + 1) % count), periodMs);
    return () => window.clearInterval(id);
  }, [count, periodMs, paused]);
  return index;
}
