import React, { type ReactNode } from "react";
import * as styles from "./container.module.css";

/** Centres content at the site's reading width. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`${styles.container} ${className ?? ""}`}>{children}</div>;
}
