import { Link } from 'react-router';
import { Notice } from '../../../components/notice.tsx';

/**
 * The employer dashboard's nudge while two-step verification is off: an employer account holds applicants' details,
 * and a taken-over one is how scam recruiters reach seekers. Without it the company cannot contact talent pool
 * candidates who have not applied.
 */
export function TwoStepNudge() {
  return (
    <Notice tone="warning">
      <p className="font-semibold">Protect your company’s account with two-step verification</p>
      <p className="mt-1">
        Your account holds your applicants’ details. With two-step verification, signing in also needs a code from your
        phone, so a stolen password is not enough — and you need it to contact candidates who have not applied.{' '}
        <Link to="/profile#security" className="font-semibold underline underline-offset-2">
          Turn it on
        </Link>
      </p>
    </Notice>
  );
}
