import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { CloseIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EmployerDashboard } from '../components/employer-dashboard.tsx';
import { SeekerDashboard } from '../components/seeker-dashboard.tsx';

/** Set by /upload-resume after a successful upload (spec "Resume upload": the resumeUploaded flag). */
const resumeUploadedParam = 'resumeUploaded';

/**
 * Confirms an upload once: the flag is shown, then taken out of the address (replacing the history entry), so a
 * reload or a later visit through history does not confirm it again.
 */
function useResumeUploadedFlag() {
  const [searchParams, setSearchParams] = useSearchParams();
  const flagged = searchParams.has(resumeUploadedParam);
  const [visible, setVisible] = useState(flagged);
  // The dashboard may already be on screen when the flag arrives; show it then too.
  if (flagged && !visible) setVisible(true);

  useEffect(() => {
    if (!flagged) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(resumeUploadedParam);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [flagged, setSearchParams]);

  return { visible, dismiss: () => setVisible(false) };
}

function ResumeUploadedBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Notice tone="success" className="mb-8 flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{messages.resumeUploaded}</p>
        <p className="mt-1">
          We are reading it now to suggest skills for your profile.{' '}
          <Link to="/profile" className="font-semibold underline underline-offset-2">
            Review the suggestions on your profile
          </Link>
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss message"
        className="-m-1 rounded-md p-1 text-green-800 hover:bg-green-100"
      >
        <CloseIcon className="h-5 w-5" />
      </button>
    </Notice>
  );
}

/** Behind <RequireAuth> (which shows the spinner while the session loads). */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  const resumeUploaded = useResumeUploadedFlag();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {resumeUploaded.visible && <ResumeUploadedBanner onDismiss={resumeUploaded.dismiss} />}
      {user.role === 'employer' ? <EmployerDashboard user={user} /> : <SeekerDashboard user={user} />}
    </div>
  );
}
