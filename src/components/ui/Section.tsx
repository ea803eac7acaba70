import { type ReactNode } from "react";
import { Container } from "./Container";
import { Hydrate } from "./Hydrate";
import * as styles from "./section.module.css";

interface SectionProps {
  labelledBy?: string;
  tone?: "plain" | "alt" | "tint";
  children: ReactNode;
}

/** A full-width page band with vertical rhythm and a centred container (its own hydration boundary). */
export function Section({ labelledBy, tone = "plain", children }: SectionProps) {
  return (
    <Hydrate>
      <section aria-labelledby={labelledBy} className={`${styles.section} ${styles[tone]}`}>
        <Container>{children}</Container>
      </section>
    </Hydrate>
  );
}
