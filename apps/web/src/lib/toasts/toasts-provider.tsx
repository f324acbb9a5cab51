import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { alertTimeoutMs } from '@orbit/shared/options';
import { ToastsContext, type Toast, type ToastType, type ToastsContextValue } from './toasts-context.ts';
import { toastsLeftBehind } from './page-change.ts';

/** randomUUID needs a secure context; plain http on a LAN address is not one, hence the fallback. */
const randomId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function ToastsProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // Ids raised for the next page: pageChanged keeps them once (see page-change.ts).
  const forNextPage = useRef(new Set<string>());

  const dismissToast = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    forNextPage.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const raise = useCallback(
    (msg: string, alertType: ToastType, timeoutMs: number, nextPage: boolean) => {
      const id = randomId();
      if (nextPage) forNextPage.current.add(id);
      // The same text twice in a row (double submit) is shown once, with a fresh time-out.
      setToasts((current) => [...current.filter((toast) => toast.msg !== msg), { id, msg, alertType }]);
      timers.current.set(
        id,
        setTimeout(() => dismissToast(id), timeoutMs),
      );
    },
    [dismissToast],
  );

  const showToast = useCallback(
    (msg: string, alertType: ToastType = 'danger', timeoutMs: number = alertTimeoutMs) =>
      raise(msg, alertType, timeoutMs, false),
    [raise],
  );

  const showToastOnNextPage = useCallback(
    (msg: string, alertType: ToastType = 'danger', timeoutMs: number = alertTimeoutMs) =>
      raise(msg, alertType, timeoutMs, true),
    [raise],
  );

  const showToasts = useCallback(
    (msgs: readonly string[], alertType: ToastType = 'danger') => {
      for (const msg of msgs) showToast(msg, alertType);
    },
    [showToast],
  );

  const clearToasts = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    forNextPage.current.clear();
    setToasts([]);
  }, []);

  // Every toast on screen has its time-out, so the timers name them (the layout calls this on each change of path).
  const pageChanged = useCallback(() => {
    const leftBehind = toastsLeftBehind([...timers.current.keys()], forNextPage.current);
    forNextPage.current.clear();
    for (const id of leftBehind) dismissToast(id);
  }, [dismissToast]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo<ToastsContextValue>(
    () => ({ toasts, showToast, showToastOnNextPage, showToasts, dismissToast, clearToasts, pageChanged }),
    [toasts, showToast, showToastOnNextPage, showToasts, dismissToast, clearToasts, pageChanged],
  );
  return <ToastsContext value={value}>{children}</ToastsContext>;
}
