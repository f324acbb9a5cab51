import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { talentViewsQuery } from '../api/talent-api.ts';
import { talentViewLines } from '../utils/talent-pool.ts';

/** "Companies that looked at your profile": who opened the seeker's card or resume, and when. */
export function TalentViewsList() {
  const views = useQuery(talentViewsQuery);
  const now = useNow();
  if (views.isPending) return <Spinner label="Loading who looked..." showLabel />;
  if (views.isError) {
    return (
      <Notice tone="error">
        <p>Could not load the companies that looked at your profile. Please try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void views.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  const lines = talentViewLines(views.data, now);
  if (lines.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No company has looked at your profile yet. When one opens your card or your resume, it is listed here.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {lines.map((line) => (
        <li key={line.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5">
          <span className="min-w-0 text-sm">
            <span className="font-medium break-words text-slate-900">{line.company}</span>
            <span className="block text-slate-600">{line.what}</span>
          </span>
          <time dateTime={line.at} title={new Date(line.at).toLocaleString()} className="text-sm text-slate-500">
            {line.when}
          </time>
        </li>
      ))}
    </ul>
  );
}
