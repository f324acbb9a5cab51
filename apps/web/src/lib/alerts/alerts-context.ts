import { createContext, useContext } from 'react';

export type AlertType = 'danger' | 'success' | 'info' | 'warning';

/** Spec section 3 "Alert": msg, alertType, random id. */
export interface Alert {
  id: string;
  msg: string;
  alertType: AlertType;
}

export interface AlertsContextValue {
  alerts: readonly Alert[];
  /** Shows one alert, removed after the spec's 5000 ms unless another time-out is given. */
  showAlert: (msg: string, alertType?: AlertType, timeoutMs?: number) => void;
  /**
   * Shows an alert that stays when the page changes next — for an action that raises it and then moves to another
   * page. Every other alert goes with the page that raised it (see pageChanged).
   */
  showAlertOnNextPage: (msg: string, alertType?: AlertType) => void;
  /** Shows several alerts at once (e.g. one per server field error). */
  showAlerts: (msgs: readonly string[], alertType?: AlertType) => void;
  dismissAlert: (id: string) => void;
  clearAlerts: () => void;
  /** Called by the layout when the page (path) changes: the previous page's alerts go (see page-change.ts). */
  pageChanged: () => void;
}

export const AlertsContext = createContext<AlertsContextValue | null>(null);

export function useAlerts(): AlertsContextValue {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlerts must be used inside <AlertsProvider>');
  return value;
}
