import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<NoticeTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-100 bg-brand-50 text-brand-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

/**
 * An inline message that stays on the page (unlike the 5-second alerts). Errors use role="alert"
 * so they are announced at once; the rest role="status".
 */
export function Notice({
  tone,
  children,
  className = '',
}: {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}

/** Several error texts in one announced block (wizard steps, forms with more than one problem). */
export function ErrorList({ errors, className = '' }: { errors: readonly string[]; className?: string }) {
  if (errors.length === 0) return null;
  return (
    <Notice tone="error" className={className}>
      {errors.length === 1 ? (
        <p>{errors[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
