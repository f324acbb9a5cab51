import { Button } from '../../../components/button.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { JobPreview } from '../../../components/job-details.tsx';
import { moderationPreview, queueReason, waitingForReviewText, type ModerationItem } from '../utils/moderation-item.ts';

interface ModerationCardProps {
  item: ModerationItem;
  now: Date;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One post awaiting review: who posted it, what screening found, the post itself, and the decision. */
export function ModerationCard({ item, now, pending, onApprove, onReject }: ModerationCardProps) {
  const { job, posting, employer } = item;
  const reason = queueReason(item);
  return (
    <article
      aria-labelledby={`moderation-${job._id}`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={`moderation-${job._id}`} className="text-lg font-semibold break-words text-slate-900">
            {job.title}
          </h2>
          <p className="text-sm text-slate-600">{waitingForReviewText(item.submittedAt, now)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={pending} onClick={onApprove}>
            <CheckIcon className="h-4 w-4" />
            Approve<span className="sr-only"> {job.title}</span>
          </Button>
          <Button size="sm" variant="danger" disabled={pending} onClick={onReject}>
            Reject…<span className="sr-only"> {job.title}</span>
          </Button>
        </div>
      </div>

      <dl className="mt-4 grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-500">Employer</dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {employer.name} ·{' '}
            <a href={`mailto:${employer.email}`} className="text-brand-700 hover:underline">
              {employer.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">Company</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-2 text-slate-900">
            {employer.companyName}
            {employer.verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
                <CheckIcon className="h-3.5 w-3.5" />
                Verified employer
              </span>
            ) : (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
                Not verified
              </span>
            )}
          </dd>
        </div>
      </dl>

      {posting.findings.length > 0 ? (
        <section className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          <h3 className="font-semibold">What screening found</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {posting.findings.map((finding) => (
              <li key={finding.code}>{finding.message}</li>
            ))}
          </ul>
        </section>
      ) : (
        reason && <p className="mt-4 text-sm text-slate-600">{reason}</p>
      )}

      <details className="group mt-4 rounded-xl ring-1 ring-slate-200">
        <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-slate-50">
          Show the post as seekers will see it
        </summary>
        <div className="border-t border-slate-200 p-4 sm:p-6">
          <JobPreview job={moderationPreview(item)} />
        </div>
      </details>
    </article>
  );
}
