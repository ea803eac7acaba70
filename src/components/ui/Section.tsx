import { type ReactNode } from "react";
import { Container } from "./Container";
import { Hydrate } from "./Hydrate";
import { classNames } from "../../lib/class-names";
import * as styles from "./section.module.css";

type Tone = "plain" | "alt" | "tint" | "night";

interface SectionProps {
  labelledBy?: string;
  tone?: Tone;
  children: ReactNode;
  className?: string;
}

/** A full-width page band with vertical rhythm and a centred container (its own hydration boundary). */
export function Section({ labelledBy, tone = "plain", children, className }: SectionProps) {
  return (
    <Hydrate>
      <section
        aria-labelledby={labelledBy}
        className={classNames(styles.section, styles[tone], className)}
      >
        <Container>{children}</Container>
      </section>
    </Hydrate>
  );
}
