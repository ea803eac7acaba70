import React from "react";
import * as styles from "./skip-link.module.css";

export const MAIN_ID = "contenuto";

export function SkipLink({ label }: { label: string }) {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      {label}
    </a>
  );
}
