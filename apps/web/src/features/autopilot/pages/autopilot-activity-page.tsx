import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { autopilotActivityPageSize, autopilotOutcomes } from '@orbit/shared/autopilot-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ArrowLeftIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { autopilotStatusQuery } from '../api/autopilot-api.ts';
import { autopilotActivityQuery } from '../api/queue-api.ts';
import { AutopilotGate } from '../components/autopilot-gate.tsx';
import { DecisionEntry } from '../components/decision-entry.tsx';
import { activityParams, activitySearch } from '../utils/activity-params.ts';
import { browserTimeZone, outcomeLabels } from '../utils/autopilot-text.ts';
import { PageNav } from '../../../components/page-nav.tsx';

const outcomeOptions = autopilotOutcomes.map((value) => ({ value, label: outcomeLabels[value] }));

/** /autopilot/activity: every decision Autopilot made, filtered by outcome, 25 a page; filter and page live in the address. */
export function AutopilotActivityPage() {
  useDocumentTitle('Autopilot Activity');
  return (
    <AutopilotGate>
      <ActivityLog />
    </AutopilotGate>
  );
}

function ActivityLog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = activityParams(searchParams);
  const activity = useQuery({ ...autopilotActivityQuery(params), placeholderData: keepPreviousData });
  // Times are shown in the seeker's Autopilot zone once the status says which; the device's until then.
  const status = useQuery(autopilotStatusQuery);
  const timeZone = status.data?.timeZone ?? browserTimeZone() ?? 'UTC';
  const now = useNow();

  const go = (next: { page: number; outcome: typeof params.outcome }) =>
    setSearchParams(new URLSearchParams(activitySearch(next)), { preventScrollReset: next.page === params.page });

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to="/autopilot"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        Autopilot
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Autopilot activity</h1>
      <p className="mt-2 text-slate-600">
        Every job Autopilot looked at for you, what it decided and why, newest first.
      </p>

      <SelectField
        label="Outcome"
        className="mt-6 sm:max-w-xs"
        placeholder="All outcomes"
        options={outcomeOptions}
        value={params.outcome ?? ''}
        onChange={(event) =>
          go({ page: 1, outcome: activityParams(new URLSearchParams({ outcome: event.target.value })).outcome })
        }
      />

      <div className="mt-6">
        {activity.isPending ? (
          <PageSpinner label="Loading Autopilot's activity..." />
        ) : activity.isError ? (
          <Notice tone="error">
            <p>Could not load Autopilot&apos;s activity. Please try again.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void activity.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : activity.data.entries.length === 0 ? (
          <Card className="p-8 text-center">
            <p className="font-medium text-slate-800">
              {params.outcome
                ? `Nothing with the outcome “${outcomeLabels[params.outcome]}”.`
                : 'Autopilot has not decided anything yet.'}
            </p>
            <p className="mt-2 text-sm text-slate-600">Decisions appear here after each scan while Autopilot is on.</p>
          </Card>
        ) : (
          <>
            <p aria-live="polite" className="mb-4 text-sm text-slate-600">
              {activity.data.total === 1 ? '1 decision' : `${activity.data.total} decisions`}
              {activity.data.pages > 1 && `, ${autopilotActivityPageSize} a page`}
            </p>
            <ul className="space-y-4" aria-busy={activity.isPlaceholderData}>
              {activity.data.entries.map((decision) => (
                <li key={decision._id}>
                  <DecisionEntry decision={decision} timeZone={timeZone} now={now} />
                </li>
              ))}
            </ul>
            {activity.data.pages > 1 && (
              <PageNav
                label="Pages of activity"
                current={activity.data.page}
                total={activity.data.pages}
                onPage={(page) => go({ ...params, page })}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
