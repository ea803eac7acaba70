import { classNames } from "../../lib/class-names";
import * as styles from "./section-header.module.css";

interface SectionHeaderProps {
  title: string;
  intro?: string | null;
  id?: string;
  light?: boolean;
}

/** A section's h2 and optional intro, centred. */
export function SectionHeader({ title, intro, id, light = false }: SectionHeaderProps) {
  return (
    <div className={classNames(styles.header, light && styles.light)}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
