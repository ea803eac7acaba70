import { useEffect, useState } from "react";
import { prefersReducedMotion } from "./use-reduced-motion";

interface InViewOptions {
  threshold?: number;
  rootMargin?: string;
  /** Stop observing once the element has been seen. */
  once?: boolean;
  /** The value before the observer has reported (true: shown in the server HTML). */
  initial?: boolean;
}

/**
 * Whether an element is in the viewport: `initial` (true: the server HTML and the first paint
 * show everything) until the observer reports, always true under reduced motion or without
 * IntersectionObserver. The third value: whether the observer ever reported it in view (until
 * then, a `false` hides what nobody has seen, which needs no animation).
 */
export function useInView<T extends Element>({
  threshold = 0.1,
  rootMargin = "0px",
  once = false,
  initial = true,
}: InViewOptions = {}): [(element: T | null) => void, boolean, boolean] {
  // A callback ref kept in state, not a ref object: the element may sit inside a Suspense
  // boundary that hydrates after this component's effects have run, so the observer starts
  // whenever the element actually arrives.
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(initial);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        setInView(entry.isIntersecting);
        if (entry.isIntersecting) setSeen(true);
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, rootMargin, once]);
  return [setElement, inView, seen];
}
