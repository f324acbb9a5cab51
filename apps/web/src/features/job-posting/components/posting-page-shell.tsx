import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons.tsx';

/** Title, intro and a way back to the dashboard, around the post-job and edit pages. */
export function PostingPageShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        Dashboard
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {intro && <div className="mt-2 text-slate-600">{intro}</div>}
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}
