import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { autopilotStatusCardQuery } from '../api/autopilot-status-api.ts';
import {
  autopilotCardHeadlines,
  autopilotCardState,
  awaitingText,
  limitText,
  nextScanText,
} from '../utils/autopilot-card.ts';
import { DashboardSection, textLinkClasses } from './dashboard-parts.tsx';
import { LoadFailed } from './load-failed.tsx';

const dotClasses = {
  active: 'bg-green-600',
  paused: 'bg-amber-500',
  off: 'bg-slate-400',
  new: 'bg-slate-400',
} as const;

/**
 * The dashboard's Autopilot card, from GET /api/autopilot/status: real counts, or — when the status cannot be read —
 * a plain "could not load", never the sample figures the spec's original card showed.
 */
export function AutopilotCard({ now }: { now: Date }) {
  const status = useQuery(autopilotStatusCardQuery);
  const configure = (
    <ButtonLink to="/autopilot/settings" variant="outline" size="sm" className="mt-4">
      Configure Autopilot
    </ButtonLink>
  );

  if (status.isPending) {
    return (
      <DashboardSection title="Autopilot">
        <Spinner label="Loading Autopilot's status..." showLabel />
      </DashboardSection>
    );
  }
  if (status.isError) {
    return (
      <DashboardSection title="Autopilot">
        <LoadFailed text="Autopilot's status could not be loaded." onRetry={() => void status.refetch()} />
        {configure}
      </DashboardSection>
    );
  }

  const data = status.data;
  const state = autopilotCardState(data);
  const nextScan = state === 'active' ? nextScanText(data.nextScanAt, now) : null;
  return (
    <DashboardSection title="Autopilot">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${dotClasses[state]}`} />
        {autopilotCardHeadlines[state]}
      </p>
      {state === 'paused' && <p className="mt-1 text-sm text-amber-900">{data.pausedReason}</p>}
      {state === 'new' ? (
        <p className="mt-1 text-sm text-slate-500">
          Set your limits and filters, and it will apply to matching jobs for you.
        </p>
      ) : (
        <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
          {state === 'active' && (
            <>
              <li>{limitText(data.appliedToday, data.dailyLimit, 'today')}</li>
              <li>{limitText(data.appliedThisWeek, data.weeklyLimit, 'this week')}</li>
            </>
          )}
          <li>
            {data.totalApplied === 1
              ? '1 application sent in total'
              : `${data.totalApplied} applications sent in total`}
          </li>
          {nextScan && <li>{nextScan}</li>}
        </ul>
      )}
      {data.awaitingApproval > 0 && (
        <Link to="/autopilot" className={`mt-3 inline-block ${textLinkClasses}`}>
          {awaitingText(data.awaitingApproval)}
        </Link>
      )}
      {configure}
    </DashboardSection>
  );
}
