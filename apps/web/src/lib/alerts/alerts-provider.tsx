import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { alertTimeoutMs } from '@orbit/shared/options';
import { AlertsContext, type Alert, type AlertType, type AlertsContextValue } from './alerts-context.ts';
import { alertsLeftBehind } from './page-change.ts';

/** randomUUID needs a secure context; plain http on a LAN address is not one, hence the fallback. */
const randomId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const raisedAt = useRef(new Map<string, number>());

  const dismissAlert = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    raisedAt.current.delete(id);
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const showAlert = useCallback(
    (msg: string, alertType: AlertType = 'danger', timeoutMs: number = alertTimeoutMs) => {
      const id = randomId();
      raisedAt.current.set(id, Date.now());
      // The same text twice in a row (double submit) is shown once, with a fresh time-out.
      setAlerts((current) => [...current.filter((alert) => alert.msg !== msg), { id, msg, alertType }]);
      timers.current.set(
        id,
        setTimeout(() => dismissAlert(id), timeoutMs),
      );
    },
    [dismissAlert],
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
    raisedAt.current.clear();
    setAlerts([]);
  }, []);

  const pageChanged = useCallback(() => {
    for (const id of alertsLeftBehind(raisedAt.current, Date.now())) dismissAlert(id);
  }, [dismissAlert]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo<AlertsContextValue>(
    () => ({ alerts, showAlert, showAlerts, dismissAlert, clearAlerts, pageChanged }),
    [alerts, showAlert, showAlerts, dismissAlert, clearAlerts, pageChanged],
  );
  return <AlertsContext value={value}>{children}</AlertsContext>;
}
