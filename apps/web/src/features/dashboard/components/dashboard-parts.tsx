import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Card } from '../../../components/card.tsx';

/** A counter; `null` while its figure loads (a placeholder, never a made-up number), `hint` under it. */
export function StatCard({ label, value, hint }: { label: string; value: number | null; hint?: string }) {
  return (
    <Card className="h-full p-5">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      {value === null ? (
        <p className="mt-2 text-3xl font-bold text-slate-400">
          <span aria-hidden="true">–</span>
          <span className="sr-only">{hint ?? 'Loading'}</span>
        </p>
      ) : (
        <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      )}
      {hint && (
        <p aria-hidden={value === null} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </Card>
  );
}

/** A titled dashboard card; `action` sits at the right of the title (e.g. "View all"). */
export function DashboardSection({
  title,
  action,
  children,
  className = '',
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`p-6 ${className}`}>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      {children && <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

export const textLinkClasses = 'text-sm font-semibold text-brand-600 hover:text-brand-700 hover:underline';

/** A dashboard list item's job title, linking to its page. */
export function JobTitleHeading({ id, title }: { id: string; title: string }) {
  return (
    <h3 className="font-semibold text-slate-900">
      <Link to={`/jobs/${encodeURIComponent(id)}`} className="rounded hover:text-brand-700 hover:underline">
        {title}
      </Link>
    </h3>
  );
}
