import { __iconData as phoneIcon } from "lucide-react/icons/phone";
import { telHref } from "../../lib/phone";
import * as styles from "./phone-button.module.css";
import { svgIcon } from "../icon/svg-icon";

const Phone = svgIcon(phoneIcon);

/** Floating round call button, below 768 px only (spec "Shell"). */
export function PhoneButton({ phone, label }: { phone: string; label: string }) {
  return (
    <a
      className={styles.button}
      href={telHref(phone)}
      aria-label={label}
      data-testid="phone-button"
    >
      <Phone size={26} />
    </a>
  );
}
