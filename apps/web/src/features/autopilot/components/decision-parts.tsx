import { Link } from 'react-router';
import { dashboardMatchColour } from '@orbit/shared/job-display';
import type { AutopilotDecision, AutopilotOutcome } from '@orbit/shared/autopilot-contracts';
import { MatchBar } from '../../../components/match-bar.tsx';
import { outcomeLabels, outcomeTones } from '../utils/autopilot-text.ts';

/** A decision's job: its title linking to the job page, the company, and whether it is still open. */
export function DecisionJob({
  decision,
  headingId,
  as: Heading = 'h3',
}: {
  decision: AutopilotDecision;
  headingId?: string;
  as?: 'h3' | 'h2';
}) {
  const { job } = decision;
  return (
    <div className="min-w-0">
      <Heading id={headingId} className="font-semibold break-words text-slate-900">
        <Link to={`/jobs/${encodeURIComponent(job._id)}`} className="rounded hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      </Heading>
      <p className="text-sm text-slate-700">
        {job.company}
        {job.location && <span className="text-slate-500"> · {job.location}</span>}
      </p>
      {!job.isLive && (
        <p className="mt-1 text-xs font-medium text-red-700">This job is no longer open to applications.</p>
      )}
    </div>
  );
}

/**
 * The score as the dashboard's recommendations show it (a bar: 80 green, 60 blue, else yellow — spec section 9), since
 * Autopilot's picks are recommendations acted on. The percentage is written out, so colour is never the only cue.
 */
export function DecisionScore({
  score,
  className = 'w-full shrink-0 sm:w-36',
}: {
  score: number | null;
  className?: string;
}) {
  if (score === null) return <span className="text-xs text-slate-500">Not scored</span>;
  return <MatchBar score={score} colour={dashboardMatchColour(score)} className={className} />;
}

export function OutcomeBadge({ outcome }: { outcome: AutopilotOutcome }) {
  return (
    <span
      className={`inline-flex w-fit shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${outcomeTones[outcome]}`}
    >
      {outcomeLabels[outcome]}
    </span>
  );
}

/** Why the job matches (the score's reasons), as a short list. */
export function MatchReasons({ reasons }: { reasons: readonly string[] }) {
  const shown = reasons.filter((reason) => reason.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Why it matches" className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
      {shown.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}
