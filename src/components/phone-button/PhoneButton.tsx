import { Phone } from "lucide-react";
import React from "react";
import { telHref } from "../../lib/phone";
import * as styles from "./phone-button.module.css";

/** Floating round call button, below 768 px only (spec "Shell"). */
export function PhoneButton({ phone, label }: { phone: string; label: string }) {
  return (
    <a className={styles.button} href={telHref(phone)} aria-label={label} data-testid="phone-button">
      <Phone aria-hidden="true" size={26} />
    </a>
  );
}
