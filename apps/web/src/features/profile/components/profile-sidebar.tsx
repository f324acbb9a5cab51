import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '@orbit/shared/auth-contracts';
import { useAlerts } from '../../../app/providers/alerts-context.ts';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { DocumentIcon } from '../../../components/icons.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { loadAuthorizedFileUrl } from '../../../lib/authorized-file.ts';
import { missingProfileItems } from '../utils/profile-form.ts';

export function AccountCard({ user }: { user: User }) {
  return (
    <Card className="flex items-center gap-4 p-6">
      <UserAvatar user={user} size="lg" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{user.name || 'User'}</p>
        <p className="truncate text-sm text-slate-500">{user.email}</p>
        <p className="mt-1 text-xs font-medium text-brand-700">
          {user.role === 'employer' ? `Employer${user.company ? ` · ${user.company.name}` : ''}` : 'Job seeker'}
        </p>
      </div>
    </Card>
  );
}

export function CompletenessCard({ user }: { user: User }) {
  const missing = missingProfileItems(user);
  return (
    <Card className="p-6">
      <div className="flex items-baseline justify-between">
        <h2 className="text-base font-semibold text-slate-900">
          Profile Completeness
        </h2>
        <span className="text-2xl font-bold text-brand-700">{user.profileCompleteness}%</span>
      </div>
      <ProgressBar value={user.profileCompleteness} label="Profile completeness" className="mt-3" />
      {missing.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Your profile is complete.</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">Add these to complete your profile:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {missing.map((item) => (
              <li key={item} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                {item}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/**
 * The resume behind /api/files/<id> needs the bearer header, so it is fetched and opened as a blob.
 * A PDF opens in a new tab (opened before the download, or the popup blocker steps in); Word files download.
 */
export function ResumeCard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const [opening, setOpening] = useState(false);
  const { resumeUrl, resumeFileName } = user;

  const viewResume = async () => {
    if (!resumeUrl) return;
    const isPdf = resumeFileName?.toLowerCase().endsWith('.pdf') ?? false;
    const tab = isPdf ? window.open('', '_blank') : null;
    setOpening(true);
    try {
      const url = await loadAuthorizedFileUrl(queryClient, resumeUrl);
      if (tab) {
        tab.location.href = url;
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = resumeFileName ?? 'resume';
        link.click();
      }
    } catch {
      tab?.close();
      showAlert('Your resume could not be opened. Please try again.');
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">Resume</h2>
      {resumeUrl ? (
        <div className="mt-3 flex items-center gap-3 rounded-lg bg-slate-50 p-3">
          <DocumentIcon className="h-6 w-6 shrink-0 text-brand-600" />
          <p className="min-w-0 truncate text-sm font-medium text-slate-800">{resumeFileName ?? 'Resume'}</p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No resume uploaded yet.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {resumeUrl && (
          <Button variant="secondary" size="sm" onClick={() => void viewResume()} disabled={opening}>
            {opening ? 'Opening...' : 'View resume'}
          </Button>
        )}
        <ButtonLink to="/upload-resume" variant="outline" size="sm">
          Upload new resume
        </ButtonLink>
      </div>
    </Card>
  );
}
