import * as styles from "./section-header.module.css";

/** A section's h2 and optional intro, centred. */
export function SectionHeader({
  title,
  intro,
  id,
}: {
  title: string;
  intro?: string | null;
  id?: string;
}) {
  return (
    <div className={styles.header}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
