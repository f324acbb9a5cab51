import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { sharesContactDetails, type CandidateDetail } from '@orbit/shared/candidate-contracts';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ArrowLeftIcon, DocumentIcon, MailIcon, PhoneIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { EmployersOnlyPage } from '../../../components/role-notice-page.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { candidateQuery } from '../api/candidates-api.ts';
import { CandidateFacts, CandidateMatch } from '../components/candidate-facts.tsx';
import { ContactState } from '../components/contact-state.tsx';
import { useOpenCandidateResume } from '../components/use-open-candidate-resume.ts';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to="/search-candidates"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        Search Candidates
      </Link>
      <div className="mt-3">{children}</div>
    </div>
  );
}

const linkClasses = 'inline-flex items-center gap-2 font-medium text-brand-700 hover:underline';

/** The name, e-mail, phone and resume the candidate shared with the company (an application or an accepted request). */
function SharedDetails({ candidate }: { candidate: CandidateDetail }) {
  const resume = useOpenCandidateResume(candidate.resumeUrl);
  return (
    <section aria-labelledby="contact-heading" className="mt-6 border-t border-slate-200 pt-5">
      <h2 id="contact-heading" className="text-base font-semibold text-slate-900">
        Contact details
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Shared with your company: they applied to one of your jobs or accepted your contact request.
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        <li>
          <a href={`mailto:${candidate.email}`} className={linkClasses}>
            <MailIcon className="h-4 w-4" />
            {candidate.email}
          </a>
        </li>
        {candidate.phone && (
          <li>
            <a href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
              <PhoneIcon className="h-4 w-4" />
              {candidate.phone}
            </a>
          </li>
        )}
      </ul>
      <div className="mt-4">
        {candidate.resumeUrl ? (
          <Button onClick={() => void resume.open()} disabled={resume.opening}>
            <DocumentIcon className="h-4 w-4" />
            {resume.opening ? 'Opening...' : 'View resume'}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">No resume was sent with their applications.</p>
        )}
      </div>
    </section>
  );
}

/**
 * /candidates/:id/view-resume: one candidate's card; where they shared them with the company, their name, contact
 * details and resume; otherwise the anonymised card and what it takes to see more. Opening it is recorded for the
 * candidate to see.
 */
export function CandidatePage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const forJob = searchParams.get('forJob') ?? '';
  const user = useSignedInUser();
  const isEmployer = user.role === 'employer';
  const answer = useQuery({ ...candidateQuery(id, forJob), enabled: isEmployer });
  const candidate = answer.data;
  const shared = candidate ? sharesContactDetails(candidate) : false;
  useDocumentTitle(candidate ? (shared && candidate.name ? candidate.name : candidate.displayName) : 'Candidate');

  if (!isEmployer) return <EmployersOnlyPage title="Candidate profiles are for employer accounts" />;
  if (answer.isPending) return <PageSpinner label="Loading the candidate..." />;
  if (answer.isError) {
    const missing = isApiError(answer.error, 404) || isApiError(answer.error, 403);
    return (
      <Shell>
        {missing ? (
          <Card className="p-8 text-center">
            <h1 className="text-xl font-semibold text-slate-900">Candidate not found</h1>
            <p className="mt-2 text-sm text-slate-600">
              They may have left the talent pool or changed who can see their profile.
            </p>
            <ButtonLink to="/search-candidates" className="mt-5">
              Search Candidates
            </ButtonLink>
          </Card>
        ) : (
          <Notice tone="error">
            <p>Failed to load the candidate. Please try again later.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void answer.refetch()}>
              Try again
            </Button>
          </Notice>
        )}
      </Shell>
    );
  }

  const { data } = answer;
  return (
    <Shell>
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
              {shared && data.name ? data.name : data.displayName}
            </h1>
            {data.title && <p className="mt-1 font-medium text-slate-700">{data.title}</p>}
          </div>
          <CandidateMatch card={data} />
        </div>
        <div className="mt-4">
          <CandidateFacts card={data} />
        </div>
        {shared ? (
          <SharedDetails candidate={data} />
        ) : (
          <div className="mt-6 space-y-4">
            <Notice tone="info">
              <p>
                Contact details and the resume are shared only once the candidate accepts a contact request from your
                company, or applies to one of your jobs.
                {data.contact === 'pending' && ' Your request is waiting for their answer.'}
                {data.contact === 'declined' && ' They declined your company’s request.'}
              </p>
            </Notice>
            {data.contact === 'none' && <ContactState id={data._id} contact="none" size="md" />}
          </div>
        )}
      </Card>
    </Shell>
  );
}
