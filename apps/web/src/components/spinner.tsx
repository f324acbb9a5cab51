/** A busy indicator whose text is announced politely (role="status"). */
export function Spinner({ label = 'Loading...', showLabel = false }: { label?: string; showLabel?: boolean }) {
  return (
    <div role="status" className="inline-flex items-center gap-3 text-slate-600">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}

/** Full-area spinner for a page whose data (or the session) is still loading. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={label} showLabel />
    </div>
  );
}
