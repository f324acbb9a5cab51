import type { PostingStatus } from '@orbit/shared/posting-contracts';

/** Live green, awaiting review amber, closed grey; the word is always written, so colour is never the only cue. */
const tones: Record<PostingStatus, string> = {
  Draft: 'bg-sky-50 text-sky-900 ring-sky-200',
  Active: 'bg-green-50 text-green-800 ring-green-200',
  Pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  Closed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A job post's state for its employer (spec: Active, Pending = awaiting review, Closed). */
export function PostingStatusBadge({ status }: { status: string }) {
  const known = status === 'Active' || status === 'Pending' || status === 'Closed' || status === 'Draft';
  return (
    <span
      className={`inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${known ? tones[status] : tones.Closed}`}
    >
      <span className="sr-only">Post status: </span>
      {status}
    </span>
  );
}
