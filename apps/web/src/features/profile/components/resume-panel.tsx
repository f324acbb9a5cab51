import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { User } from '@orbit/shared/auth-contracts';
import type { ResumeInsights } from '@orbit/shared/resume-contracts';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { DocumentIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { currentUserQueryKey, fetchCurrentUser } from '../../../lib/session-api.ts';
import { yearsLabel } from '../utils/resume-suggestions.ts';
import { ResumeSuggestions } from './resume-suggestions.tsx';
import { useOpenResume } from './use-open-resume.ts';

/** The server reads a resume within seconds; polling stops after this so a stuck job does not poll forever. */
const pollEveryMs = 2000;
const pollForMs = 2 * 60_000;

/**
 * While the resume is being read, the signed-in user (the session's own cache entry) is refetched every 2 s; the
 * answer replaces the cached user, so this panel and the form see the result together.
 */
function useReadingResume(reading: boolean) {
  const [gaveUp, setGaveUp] = useState(false);
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: reading,
    refetchInterval: reading && !gaveUp ? pollEveryMs : false,
  });
  useEffect(() => {
    if (!reading) return;
    const timer = window.setTimeout(() => setGaveUp(true), pollForMs);
    return () => window.clearTimeout(timer);
  }, [reading, round]);

  const checkAgain = () => {
    setGaveUp(false);
    setRound((count) => count + 1);
    void query.refetch();
  };
  return { gaveUp, checkAgain };
}

function ReadingResume({ gaveUp, onCheckAgain }: { gaveUp: boolean; onCheckAgain: () => void }) {
  if (gaveUp) {
    return (
      <Notice tone="info">
        <p>We are still reading your resume. This is taking longer than usual.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onCheckAgain}>
          Check again
        </Button>
      </Notice>
    );
  }
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <Spinner label="Reading your resume…" showLabel />
      <p className="mt-2 text-sm text-slate-500">
        Skills, experience and your latest title will show here in a moment.
      </p>
    </div>
  );
}

function WhatWasRead({ resume }: { resume: ResumeInsights }) {
  const facts = [
    {
      label: 'Experience',
      value: resume.yearsOfExperience === null ? 'Not found' : yearsLabel(resume.yearsOfExperience),
    },
    { label: 'Latest title', value: resume.latestTitle ?? 'Not found' },
    { label: 'Skills found', value: String(resume.skills.length) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {facts.map(({ label, value }) => (
        <div key={label} className="rounded-lg bg-slate-50 px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-1 text-sm font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "From your resume" on /profile (job seekers): the current file, what was read from it, and the suggestions still
 * open. Nothing here changes the profile without a click.
 */
export function ResumePanel({ user }: { user: User }) {
  const { resume, resumeUrl, resumeFileName } = user;
  const reading = useReadingResume(resume?.status === 'pending');
  const viewer = useOpenResume(resumeUrl, resumeFileName);

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-base font-semibold text-slate-900">From your resume</h2>
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3">
        <DocumentIcon className="h-6 w-6 shrink-0 text-brand-600" />
        {/* basis: on a phone the buttons wrap under a readable file name rather than squeeze it to 'A…'. */}
        <p className="min-w-0 grow basis-40 truncate text-sm font-medium text-slate-800">
          {resumeUrl ? (resumeFileName ?? 'Resume') : 'No resume uploaded yet.'}
        </p>
        {resumeUrl && (
          <button
            type="button"
            onClick={() => void viewer.open()}
            disabled={viewer.opening}
            className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-70"
          >
            {viewer.opening ? 'Opening…' : 'View'}
            <span className="sr-only"> your resume</span>
          </button>
        )}
        <ButtonLink to="/upload-resume" variant="outline" size="sm">
          Upload a new resume
        </ButtonLink>
      </div>

      {/* Announces the end of the reading, which replaces the spinner while the seeker may be elsewhere on the page. */}
      <p role="status" className="sr-only">
        {resume?.status === 'done'
          ? 'Your resume has been read.'
          : resume?.status === 'unreadable'
            ? 'Your resume could not be read.'
            : ''}
      </p>
      <div className="mt-5 space-y-5">
        {!resumeUrl && (
          <p className="text-sm text-slate-600">
            Upload your resume and we will suggest skills, a title and your experience from it.
          </p>
        )}
        {resume?.status === 'pending' && <ReadingResume gaveUp={reading.gaveUp} onCheckAgain={reading.checkAgain} />}
        {resume?.status === 'unreadable' && (
          <Notice tone="warning">
            {resume.message ?? 'We could not read this file, so no suggestions could be made from it.'}
          </Notice>
        )}
        {resume?.status === 'done' && (
          <>
            <WhatWasRead resume={resume} />
            <ResumeSuggestions user={user} suggestions={resume.suggestions} />
          </>
        )}
      </div>
    </Card>
  );
}
