import { __iconData as xIcon } from "lucide-react/icons/x";
import type { ToastItem } from "./toast-context";
import * as styles from "./toaster.module.css";
import { svgIcon } from "../icon/svg-icon";

const X = svgIcon(xIcon);

interface ToasterProps {
  toasts: readonly ToastItem[];
  regionLabel: string;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}

/** The toasts' live region: always in the page, so screen readers announce what enters it. */
export function Toaster({ toasts, regionLabel, dismissLabel, onDismiss }: ToasterProps) {
  return (
    <section className={styles.region} aria-label={regionLabel}>
      <div role="status" aria-live="polite" aria-atomic="false">
        <ol className={styles.list}>
          {toasts.map((toast) => (
            <li
              key={toast.id}
              className={`${styles.toast} ${toast.variant === "destructive" ? styles.destructive : styles.neutral}`}
              data-variant={toast.variant}
            >
              <div className={styles.body}>
                <p className={styles.title}>{toast.title}</p>
                <p className={styles.description}>{toast.description}</p>
              </div>
              <button
                type="button"
                className={styles.close}
                aria-label={dismissLabel}
                onClick={() => onDismiss(toast.id)}
              >
                <X size={18} />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
