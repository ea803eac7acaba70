import { Link } from "gatsby";
import { type ReactNode } from "react";
import { classNames } from "../../lib/class-names";
import * as styles from "./button-link.module.css";

type Variant = "primary" | "secondary" | "light" | "ghost";

interface ButtonLinkProps {
  to: string;
  variant?: Variant;
  children: ReactNode;
  className?: string;
}

/** An internal link styled as a button. */
export function ButtonLink({ to, variant = "primary", children, className }: ButtonLinkProps) {
  return (
    <Link to={to} className={classNames(styles.button, styles[variant], className)}>
      {children}
    </Link>
  );
}
