import { ButtonLink } from '../../../components/button.tsx';
import { closedJobText } from '../utils/closed-job.ts';

/** In place of the apply area once a job is closed: no one can apply any more, and the seeker is told why. */
export function ClosedJobNotice({ closedReason }: { closedReason: string | null }) {
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 className="font-semibold text-amber-950">This position is closed</h2>
        <p className="mt-1 text-sm text-amber-900">{closedJobText(closedReason)}</p>
      </div>
      <ButtonLink to="/jobs?fresh=true" variant="outline" size="sm" className="shrink-0">
        Browse open jobs
      </ButtonLink>
    </div>
  );
}
