import { MAIN_ID } from "./main-id";
import * as styles from "./skip-link.module.css";

export function SkipLink({ label }: { label: string }) {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      {label}
    </a>
  );
}
