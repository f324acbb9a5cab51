import { Link } from 'react-router';
import type { AutopilotDecision } from '@orbit/shared/autopilot-contracts';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';
import { formatInZone, methodLabels } from '../utils/autopilot-text.ts';
import { DecisionJob, DecisionScore, MatchReasons, OutcomeBadge } from './decision-parts.tsx';

/** When the application goes (or went) out: only applied and queued decisions have a send time worth showing. */
function sendLine(decision: AutopilotDecision, timeZone: string, now: Date): string | null {
  if (!decision.sendAfter) return null;
  if (decision.outcome === 'applied') return `Sent ${formatInZone(decision.sendAfter, timeZone)}`;
  if (decision.outcome === 'queued')
    return `Sends ${relativeTimeLabel(decision.sendAfter, now)}, ${formatInZone(decision.sendAfter, timeZone)}`;
  return null;
}

/**
 * One line of the activity log: the job, what Autopilot decided and why, its score, when, the application it became,
 * and — folded away — exactly what was (or would be) sent.
 */
export function DecisionEntry({
  decision,
  timeZone,
  now,
}: {
  decision: AutopilotDecision;
  timeZone: string;
  now: Date;
}) {
  const send = sendLine(decision, timeZone, now);
  const sent = decision.outcome === 'applied';
  const hasLetter = decision.coverLetter.trim() !== '' || decision.resumeFileName !== null;
  return (
    <article
      aria-labelledby={`decision-${decision._id}`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <DecisionJob decision={decision} headingId={`decision-${decision._id}`} as="h2" />
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <OutcomeBadge outcome={decision.outcome} />
          <DecisionScore score={decision.matchScore} />
        </div>
      </div>
      {decision.reason && <p className="mt-3 text-sm text-slate-800">{decision.reason}</p>}
      <MatchReasons reasons={decision.matchReasons} />
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        <li>
          Decided <time dateTime={decision.decidedAt}>{formatInZone(decision.decidedAt, timeZone)}</time>
        </li>
        {send && <li>{send}</li>}
        <li>Application method: {methodLabels[decision.job.method]}</li>
      </ul>
      {decision.applicationId && (
        <Link to="/applications" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          View in My Applications<span className="sr-only">: {decision.job.title}</span>
        </Link>
      )}
      {hasLetter && (
        <details className="mt-3 rounded-lg bg-slate-50 ring-1 ring-slate-200">
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold text-slate-800">
            {sent ? 'What was sent' : 'What would be sent'}
          </summary>
          <div className="space-y-3 border-t border-slate-200 px-4 py-3 text-sm">
            <p>
              <span className="font-medium text-slate-800">Resume: </span>
              <span className="text-slate-700">{decision.resumeFileName ?? (sent ? 'None' : 'Not sent yet')}</span>
            </p>
            <div>
              <p className="font-medium text-slate-800">Cover letter</p>
              {decision.coverLetter.trim() === '' ? (
                <p className="mt-1 text-slate-600">No cover letter.</p>
              ) : (
                <p className="mt-1 break-words whitespace-pre-wrap text-slate-700">{decision.coverLetter}</p>
              )}
            </div>
          </div>
        </details>
      )}
    </article>
  );
}
