import React, { type ReactNode } from "react";
import { classNames } from "../../lib/class-names";
import * as styles from "./container.module.css";

/** Centres content at the site's reading width. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={classNames(styles.container, className)}>{children}</div>;
}
