import { createContext, useContext } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<ToastInput> {
  id: number;
}

/** How long a toast stays before it leaves by itself. */
export const TOAST_DURATION_MS = 6000;
/** At most this many toasts at once; the oldest leaves first. */
export const TOAST_LIMIT = 3;

export const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

/** Shows a toast (announced to screen readers, dismissible, leaves by itself). */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}
