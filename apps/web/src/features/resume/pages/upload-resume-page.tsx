import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ErrorList } from '../../../components/notice.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { loginPathFor } from '../../../lib/return-url.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { uploadResumeRequest } from '../api/upload-resume.ts';
import { ResumeDropZone } from '../components/resume-drop-zone.tsx';
import { resumeFileError, uploadPercent } from '../utils/resume-file.ts';

/** The dashboard reads this flag to confirm the upload (spec: "goes to /dashboard with a resumeUploaded flag"). */
const afterUploadPath = '/dashboard?resumeUploaded=1';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Upload Resume</h1>
      {children}
    </div>
  );
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Spec "Resume upload" (/upload-resume), uploading for real with its progress shown. */
export function UploadResumePage() {
  useDocumentTitle('Upload Resume');
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [percent, setPercent] = useState(0);
  const abortUpload = useRef<AbortController | null>(null);

  // Leaving the page (Cancel, a header link) stops an upload still on its way.
  useEffect(() => () => abortUpload.current?.abort(), []);

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const controller = new AbortController();
      abortUpload.current = controller;
      return uploadResumeRequest(
        chosen,
        ({ loaded, total }) => setPercent(uploadPercent(loaded, total)),
        controller.signal,
      );
    },
    onSuccess: (user) => {
      // The new resume (status pending) is in the cache at once, so /profile starts polling without a reload.
      auth.setUser(user);
      void navigate(afterUploadPath);
    },
    onError: (error) => {
      if (isAbort(error)) return;
      // Same rule as the API client: a refused token ends the session (the page then sends the visitor to log in).
      if (isApiError(error, 401)) {
        auth.clearSession();
        return;
      }
      const detail = errorMessages(error, { fallback: '', unexpected: '' }).filter((text) => text !== '');
      setErrors([messages.resumeUploadFailed, ...detail]);
    },
  });

  if (auth.loading) return <PageSpinner label="Loading your account..." />;
  if (!auth.isAuthenticated || !auth.user) return <Navigate to={loginPathFor('/upload-resume')} replace />;
  if (auth.user.role === 'employer') {
    return (
      <Shell>
        <Card className="mt-8 p-8 text-center">
          <p className="font-medium text-slate-800">{messages.resumeCandidatesOnly}.</p>
          <p className="mt-2 text-sm text-slate-600">
            Employer accounts do not need one: your postings are on your dashboard.
          </p>
          <ButtonLink to="/dashboard" className="mt-5">
            Go to Dashboard
          </ButtonLink>
        </Card>
      </Shell>
    );
  }

  const onFileChosen = (chosen: File | null) => {
    upload.reset();
    const problem = chosen ? resumeFileError(chosen) : null;
    // A refused file is not kept, so the name shown is always one that can be uploaded.
    setFile(problem ? null : chosen);
    setErrors(problem ? [problem] : []);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = resumeFileError(file);
    if (problem || !file) {
      setErrors([problem ?? messages.noFileSelected]);
      return;
    }
    setErrors([]);
    setPercent(0);
    upload.mutate(file);
  };

  const cancel = () => {
    abortUpload.current?.abort();
    // Opened directly (no earlier page in this tab), "back" would leave the site: go to the profile instead.
    if (location.key === 'default') void navigate('/profile');
    else void navigate(-1);
  };

  const uploading = upload.isPending;
  return (
    <Shell>
      <p className="mt-2 text-slate-600">
        Employers receive this resume when you apply, and we read it to suggest skills for your profile.
      </p>
      <Card className="mt-8 p-6 sm:p-8">
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          <ResumeDropZone file={file} onFileChosen={onFileChosen} disabled={uploading} />
          {uploading && (
            <div>
              <div className="mb-2 flex items-baseline justify-between text-sm">
                <p role="status" className="font-medium text-slate-800">
                  {percent < 100 ? 'Uploading your resume...' : 'Saving your resume...'}
                </p>
                <span aria-hidden="true" className="font-semibold text-brand-700 tabular-nums">
                  {percent}%
                </span>
              </div>
              <ProgressBar value={percent} label="Upload progress" />
            </div>
          )}
          <ErrorList errors={errors} />
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-6">
            <Button variant="outline" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={uploading}>
              {uploading ? 'Uploading...' : 'Upload Resume'}
            </Button>
          </div>
        </form>
      </Card>
    </Shell>
  );
}
