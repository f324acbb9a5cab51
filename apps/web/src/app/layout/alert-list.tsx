import { CloseIcon } from '../../components/icons.tsx';
import { useAlerts, type AlertType } from '../../lib/alerts/alerts-context.ts';

const styles: Record<AlertType, string> = {
  danger: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-100 bg-brand-50 text-brand-900',
};

/**
 * The global alert list. Problems are role="alert" (announced at once), confirmations role="status".
 * Placed at the top, over the page, so it is seen whichever screen raised it.
 */
export function AlertList() {
  const { alerts, dismissAlert } = useAlerts();
  if (alerts.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-4 sm:top-4">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role={alert.alertType === 'danger' || alert.alertType === 'warning' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${styles[alert.alertType]}`}
        >
          <p className="flex-1">{alert.msg}</p>
          <button
            type="button"
            onClick={() => dismissAlert(alert.id)}
            aria-label="Dismiss"
            className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
