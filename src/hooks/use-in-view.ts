import { useEffect, useRef, useState, type RefObject } from "react";
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
 * IntersectionObserver, it is `true`.
 */
export function useInView<T extends Element>({
  threshold = 0.1,
  rootMargin = "0px",
  once = false,
  initial = true,
}: InViewOptions = {}): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        setInView(entry.isIntersecting);
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { threshold, rootMargin }
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, rootMargin, once]);
  return [ref, inView];
}
