import { createContext, useContext } from 'react';

export type ToastType = 'danger' | 'success' | 'info' | 'warning';

/** Spec section 3 "Alert", shown as a toast: msg, alertType, random id. */
export interface Toast {
  id: string;
  msg: string;
  alertType: ToastType;
}

export interface ToastsContextValue {
  toasts: readonly Toast[];
  /** Shows one toast, removed after the spec's 5000 ms unless another time-out is given. */
  showToast: (msg: string, alertType?: ToastType, timeoutMs?: number) => void;
  /**
   * Shows a toast that stays when the page changes next — for an action that raises it and then moves to another
   * page. Every other toast goes with the page that raised it (see pageChanged).
   */
  showToastOnNextPage: (msg: string, alertType?: ToastType, timeoutMs?: number) => void;
  /** Shows several toasts at once (e.g. one per server field error). */
  showToasts: (msgs: readonly string[], alertType?: ToastType) => void;
  dismissToast: (id: string) => void;
  clearToasts: () => void;
  /** Called by the layout when the page (path) changes: the previous page's toasts go (see page-change.ts). */
  pageChanged: () => void;
}

export const ToastsContext = createContext<ToastsContextValue | null>(null);

export function useToasts(): ToastsContextValue {
  const value = useContext(ToastsContext);
  if (!value) throw new Error('useToasts must be used inside <ToastsProvider>');
  return value;
}
