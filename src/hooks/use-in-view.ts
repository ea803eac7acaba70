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
 * Whether an element is in the viewport. It starts as `true`, so the server HTML and the
 * first paint show everything (no JavaScript, crawlers); the observer then reports the truth,
 * which only hides what is out of sight anyway. Under reduced motion, or without
 * IntersectionObserver, it is `true`. The third value says whether the observer has ever reported
 * the element in view.
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
  // Whether the observer has ever reported the element in the viewport: until then a `false`
  // hides what nobody has seen (below the fold), which needs no animation.
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
