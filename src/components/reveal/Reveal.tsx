import React, { type CSSProperties, type ElementType, type ReactNode } from "react";
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
 * Slides its content in when it enters the viewport (IntersectionObserver + CSS transition
 * on transform and opacity). Visible in the server HTML and without JavaScript; no motion
 * under prefers-reduced-motion.
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
  const [ref, inView] = useInView<HTMLElement>({ threshold, rootMargin, once: !repeat });
  const style = { "--reveal-index": index } as CSSProperties;
  return (
    <Tag
      ref={ref}
      className={classNames(styles.reveal, inView ? styles.shown : styles.hidden, className)}
      data-revealed={inView}
      style={style}
    >
      {children}
    </Tag>
  );
}
