import type { PostingResponse } from '@orbit/shared/posting-contracts';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { CheckIcon, ClockIcon } from '../../../components/icons.tsx';
import { postingOutcome } from '../utils/posting-state.ts';

/** After publishing or saving: live (with links to the job and the dashboard), or awaiting review with the findings. */
export function PostingResult({ posting, edited }: { posting: PostingResponse; edited: boolean }) {
  const outcome = postingOutcome(posting.postingStatus, posting.findings, edited);
  const live = posting.postingStatus === 'Active';
  const jobPath = `/jobs/${encodeURIComponent(posting._id)}`;
  return (
    <Card className="p-6 sm:p-10" role="status">
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <span
          aria-hidden="true"
          className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${live ? 'bg-green-100 text-green-700' : 'bg-amber-100 text-amber-800'}`}
        >
          {live ? <CheckIcon className="h-6 w-6" /> : <ClockIcon className="h-6 w-6" />}
        </span>
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{outcome.title}</h2>
          <p className="mt-1 font-medium text-slate-800">{posting.title}</p>
          <p className="mt-3 text-slate-600">{outcome.text}</p>
          {posting.findings.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {posting.findings.map((finding) => (
                <li key={finding.code}>{finding.message}</li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {live && <ButtonLink to={jobPath}>View job</ButtonLink>}
            <ButtonLink to="/dashboard" variant={live ? 'outline' : 'primary'}>
              Go to Dashboard
            </ButtonLink>
            <ButtonLink to={`${jobPath}/edit`} variant="outline">
              Edit job
            </ButtonLink>
          </div>
        </div>
      </div>
    </Card>
  );
}
