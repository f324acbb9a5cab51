import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';

interface IneligibleNoticeProps {
  /** Who may apply, in words ('United States', 'Europe, United Kingdom'). */
  openTo: string;
  /** The seeker's location as their profile says it ('Lagos, Nigeria'). */
  seekerLocation: string;
  seekerCountryCode: string;
  onConfirm: () => void;
}

/**
 * Before a seeker applies to a job that is not open where they live, the apply area says so plainly and
 * asks them to confirm. Applying stays possible (a profile can be out of date, or the seeker moving), but never
 * by accident — and Autopilot never sends to such a job on its own.
 */
export function IneligibleNotice({ openTo, seekerLocation, seekerCountryCode, onConfirm }: IneligibleNoticeProps) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">Check where you can work from</h2>
      <Notice tone="warning" className="mt-3">
        <p className="font-medium">
          This role is open to candidates in {openTo} only; your profile says {seekerLocation}.
        </p>
        <p className="mt-1">
          Employers usually cannot hire from elsewhere for such roles, so an application is likely to be turned down. If
          your profile is out of date,{' '}
          <Link to="/profile" className="font-medium underline">
            update your location
          </Link>
          .
        </p>
      </Notice>
      <div className="mt-4 flex flex-col gap-2">
        <Button variant="outline" onClick={onConfirm}>
          I understand, apply anyway
        </Button>
        <Link
          to={`/jobs?openTo=${encodeURIComponent(seekerCountryCode)}`}
          className="text-center text-sm font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
        >
          Find jobs open to you
        </Link>
      </div>
    </div>
  );
}
