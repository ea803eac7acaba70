import { useEffect, useRef, useState, type RefObject } from "react";
import { prefersReducedMotion } from "./use-reduced-motion";

interface InViewOptions {
  threshold?: number;
  rootMargin?: string;
  /** Stop observing once the element has been seen. */
  once?: boolean;
}

/**
 * Whether an element is in the viewport. It starts as `true`, so the server HTML and the
 * first paint show everything (no JavaScript, crawlers); the observer then reports the truth,
 * which only hides what is out of sight anyway. Under reduced motion it stays `true`.
 */
export function useInView<T extends Element>({
  threshold = 0.1,
  rootMargin = "0px",
  once = false,
}: InViewOptions = {}): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
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
