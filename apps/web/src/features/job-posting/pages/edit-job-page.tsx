import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { EmployerJobLoadError } from '../../../components/employer-job-load-error.tsx';
import { EmployersOnlyPage } from '../../../components/role-notice-page.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { employerJobQuery } from '../api/postings-api.ts';
import { PostingEditor } from '../components/posting-editor.tsx';
import { PostingPageShell } from '../components/posting-page-shell.tsx';
import { PostingStatePanel } from '../components/posting-state-panel.tsx';
import { usePreviewCompany } from '../components/use-preview-company.ts';
import { hasHtmlTexts, postingFormFromJob } from '../utils/posting-form.ts';

/** /jobs/:id/edit: the post-job form prefilled, with the post's state, Renew (last 5 days) and Close. */
export function EditJobPage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const isEmployer = user.role === 'employer';
  const detail = useQuery({ ...employerJobQuery(id), enabled: isEmployer });
  const company = usePreviewCompany(user);
  useDocumentTitle(detail.data ? `Edit ${detail.data.job.title}` : 'Edit job');

  if (!isEmployer) return <EmployersOnlyPage title="Editing jobs is for employer accounts" />;
  if (detail.isPending) return <PageSpinner label="Loading your job..." />;
  if (detail.isError) {
    return (
      <PostingPageShell title="Edit job">
        <EmployerJobLoadError
          error={detail.error}
          failure="Failed to load this job."
          onRetry={() => void detail.refetch()}
        />
      </PostingPageShell>
    );
  }

  const { job, posting } = detail.data;
  return (
    <PostingPageShell title="Edit job" intro={job.title}>
      <PostingStatePanel posting={posting} />
      {posting.postingStatus !== 'Closed' && hasHtmlTexts(job) && (
        <Notice tone="info">
          This job&apos;s texts were stored before Markdown editing and have been turned into Markdown here. Check their
          formatting in the preview before saving.
        </Notice>
      )}
      {posting.postingStatus === 'Closed' ? (
        // The server refuses edits to a closed post (filled, cancelled, expired or rejected): offer a new one instead.
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-800">This job is closed, so it can no longer be edited.</p>
          <ButtonLink to="/post-job" className="mt-5">
            Post a new job
          </ButtonLink>
        </Card>
      ) : (
        <PostingEditor
          key={job._id}
          jobId={job._id}
          initialValues={postingFormFromJob(job, posting.acceptsAutopilot)}
          company={company}
        />
      )}
    </PostingPageShell>
  );
}
