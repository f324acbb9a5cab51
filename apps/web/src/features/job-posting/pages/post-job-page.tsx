import { EmployersOnlyPage } from '../../../components/role-notice-page.tsx';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PostingEditor } from '../components/posting-editor.tsx';
import { PostingPageShell } from '../components/posting-page-shell.tsx';
import { usePreviewCompany } from '../components/use-preview-company.ts';
import { emptyPostingForm } from '../utils/posting-form.ts';

/** /post-job (behind RequireAuth): employers write, preview and publish a job; seekers are told it is not for them. */
export function PostJobPage() {
  useDocumentTitle('Post a Job');
  const user = useSignedInUser();
  const company = usePreviewCompany(user);
  if (user.role !== 'employer') return <EmployersOnlyPage title="Posting jobs is for employer accounts" />;
  return (
    <PostingPageShell
      title="Post a job"
      intro="Posting is free. Posts from verified employers go live at once; others are checked by a moderator first."
    >
      <PostingEditor jobId={null} initialValues={emptyPostingForm()} company={company} />
    </PostingPageShell>
  );
}
