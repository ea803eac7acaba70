import { useId } from "react";
import * as styles from "./logo.module.css";

/** The brand mark (inline, no request) followed by the company name. */
export function Logo({ companyName }: { companyName: string }) {
  // The logo appears more than once per page (header, splash…): each copy needs its own id.
  const gradientId = `logo-gradient${useId().replace(/:/g, "")}`;
  return (
    <span className={styles.logo}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#2563eb" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path
          d="M5 17h6l3-8 4 15 3-9h6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.name}>{companyName}</span>
    </span>
  );
}
