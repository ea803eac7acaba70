import { Link } from "gatsby";
import { type ReactNode } from "react";
import * as styles from "./button-link.module.css";

/** An internal link styled as a button, on the dark bands: `light` (white) or `ghost` (outlined). */
export function ButtonLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant: "light" | "ghost";
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </Link>
  );
}
