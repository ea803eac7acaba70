import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import {
  ToastContext,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastInput,
  type ToastItem,
} from "./toast-context";
import { Toaster } from "./Toaster";

interface ToastProviderProps {
  regionLabel: string;
  dismissLabel: string;
  children: ReactNode;
}

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
      <Toaster
        toasts={toasts}
        regionLabel={regionLabel}
        dismissLabel={dismissLabel}
        onDismiss={dismiss}
      />
    </ToastContext.Provider>
  );
}
