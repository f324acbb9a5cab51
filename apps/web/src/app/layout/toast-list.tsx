import { CloseIcon } from '../../components/icons.tsx';
import { useToasts, type ToastType } from '../../lib/toasts/toasts-context.ts';

const styles: Record<ToastType, string> = {
  danger: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-100 bg-brand-50 text-brand-900',
};

/**
 * The global toast list. Problems are role="alert" (announced at once), confirmations role="status".
 * Placed at the top, over the page, so it is seen whichever screen raised it.
 */
export function ToastList() {
  const { toasts, dismissToast } = useToasts();
  if (toasts.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-4 sm:top-4">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.alertType === 'danger' || toast.alertType === 'warning' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${styles[toast.alertType]}`}
        >
          <p className="flex-1">{toast.msg}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
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
