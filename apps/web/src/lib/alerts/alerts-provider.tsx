import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { alertTimeoutMs } from '@orbit/shared/options';
import { AlertsContext, type Alert, type AlertType, type AlertsContextValue } from './alerts-context.ts';
import { alertsLeftBehind } from './page-change.ts';

/** randomUUID needs a secure context; plain http on a LAN address is not one, hence the fallback. */
const randomId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // Ids raised for the next page: pageChanged keeps them once (see page-change.ts).
  const forNextPage = useRef(new Set<string>());

  const dismissAlert = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    forNextPage.current.delete(id);
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const raise = useCallback(
    (msg: string, alertType: AlertType, timeoutMs: number, nextPage: boolean) => {
      const id = randomId();
      if (nextPage) forNextPage.current.add(id);
      // The same text twice in a row (double submit) is shown once, with a fresh time-out.
      setAlerts((current) => [...current.filter((alert) => alert.msg !== msg), { id, msg, alertType }]);
      timers.current.set(
        id,
        setTimeout(() => dismissAlert(id), timeoutMs),
      );
    },
    [dismissAlert],
  );

  const showAlert = useCallback(
    (msg: string, alertType: AlertType = 'danger', timeoutMs: number = alertTimeoutMs) =>
      raise(msg, alertType, timeoutMs, false),
    [raise],
  );

  const showAlertOnNextPage = useCallback(
    (msg: string, alertType: AlertType = 'danger') => raise(msg, alertType, alertTimeoutMs, true),
    [raise],
  );

  const showAlerts = useCallback(
    (msgs: readonly string[], alertType: AlertType = 'danger') => {
      for (const msg of msgs) showAlert(msg, alertType);
    },
    [showAlert],
  );

  const clearAlerts = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    forNextPage.current.clear();
    setAlerts([]);
  }, []);

  // Every alert on screen has its time-out, so the timers name them (the layout calls this on each change of path).
  const pageChanged = useCallback(() => {
    const leftBehind = alertsLeftBehind([...timers.current.keys()], forNextPage.current);
    forNextPage.current.clear();
    for (const id of leftBehind) dismissAlert(id);
  }, [dismissAlert]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo<AlertsContextValue>(
    () => ({ alerts, showAlert, showAlertOnNextPage, showAlerts, dismissAlert, clearAlerts, pageChanged }),
    [alerts, showAlert, showAlertOnNextPage, showAlerts, dismissAlert, clearAlerts, pageChanged],
  );
  return <AlertsContext value={value}>{children}</AlertsContext>;
}
