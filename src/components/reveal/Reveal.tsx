import { type CSSProperties, type ElementType, type ReactNode } from "react";
import { useInView } from "../../hooks/use-in-view";
import { classNames } from "../../lib/class-names";
import * as styles from "./reveal.module.css";

interface RevealProps {
  as?: ElementType;
  /** Position in a staggered group: each step waits 0.1 s more. */
  index?: number;
  threshold?: number;
  rootMargin?: string;
  /** Slide back out when scrolled away (Servizi cards), or reveal once. */
  repeat?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Slides its content in when it enters the viewport (IntersectionObserver, CSS transitions).
 * Visible in the server HTML and without JavaScript; no motion under prefers-reduced-motion.
 * Content below the fold is hidden at once when the page hydrates, not slid out where nobody
 * sees it, and nothing slides beneath the splash (reveal.module.css, docs/performance.md).
 */
export function Reveal({
  as: Tag = "div",
  index = 0,
  threshold = 0.1,
  rootMargin = "0px",
  repeat = false,
  className,
  children,
}: RevealProps) {
  const [ref, inView, seen] = useInView<HTMLElement>({ threshold, rootMargin, once: !repeat });
  const style = { "--reveal-index": index } as CSSProperties;
  return (
    <Tag
      ref={ref}
      className={classNames(
        styles.reveal,
        inView ? styles.shown : styles.hidden,
        !inView && !seen && styles.unseen,
        className,
      )}
      data-revealed={inView}
      style={style}
    >
      {children}
    </Tag>
  );
}
