import { __iconData as xIcon } from "lucide-react/icons/x";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { svgIcon } from "../icon/svg-icon";
import {
  ToastContext,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastInput,
  type ToastItem,
} from "./toast-context";
import * as styles from "./toaster.module.css";

const X = svgIcon(xIcon);

interface ToastProviderProps {
  regionLabel: string;
  dismissLabel: string;
  children: ReactNode;
}

/** `useToast()` for the page, and the toasts' live region after it. */
export function ToastProvider({ regionLabel, dismissLabel, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ title, description, variant = "default" }: ToastInput) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, title, description, variant }].slice(-TOAST_LIMIT));
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Always in the page, so screen readers announce what enters it. */}
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
                  onClick={() => dismiss(toast.id)}
                >
                  <X size={18} />
                </button>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </ToastContext.Provider>
  );
}
