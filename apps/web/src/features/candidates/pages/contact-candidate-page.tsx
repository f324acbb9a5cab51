import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { contactRequestLifetimeDays } from '@orbit/shared/policy-figures';
import { postingCurrencies } from '@orbit/shared/posting-contracts';
import { securityMessages } from '@orbit/shared/security-contracts';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ArrowLeftIcon } from '../../../components/icons.tsx';
import { ErrorList, Notice } from '../../../components/notice.tsx';
import { EmployersOnlyPage } from '../../../components/role-notice-page.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { employerQueryKey } from '../../../lib/employer-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { candidateQuery, employerJobsQuery, sendContactRequest } from '../api/candidates-api.ts';
import { CandidateFacts } from '../components/candidate-facts.tsx';
import { emptyContactForm, readContactForm, type ContactForm, type ContactFormErrors } from '../utils/contact-form.ts';
import { rankableJobs } from '../utils/candidate-search.ts';

function Shell({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to={`/candidates/${encodeURIComponent(id)}/view-resume`}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        Back to the candidate
      </Link>
      <div className="mt-3">{children}</div>
    </div>
  );
}

/** What a refusal means for the employer, in words: the server's own message, with a hint where one helps. */
function refusalOf(error: unknown): string[] {
  const texts = errorMessages(error, {
    fallback: messages.unexpectedErrorLater,
    unexpected: messages.unexpectedErrorLater,
  });
  if (isApiError(error, 429) && error.retryAfterSeconds !== undefined) {
    const hours = Math.max(1, Math.ceil(error.retryAfterSeconds / 3600));
    return [...texts, `You can send the next one in about ${hours} hour${hours === 1 ? '' : 's'}.`];
  }
  return texts;
}

/**
 * /candidates/:id/contact: an employer asks a candidate from the talent pool to talk — about one of the company's
 * Active jobs or a subject, with the pay on offer. The form says the server's own messages before sending; after, the
 * candidate has 14 days to answer, and nothing of theirs is shared until they accept.
 */
export function ContactCandidatePage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const isEmployer = user.role === 'employer';
  const queryClient = useQueryClient();
  const candidate = useQuery({ ...candidateQuery(id, ''), enabled: isEmployer });
  const jobs = useQuery({ ...employerJobsQuery, enabled: isEmployer });
  const [form, setForm] = useState<ContactForm>(emptyContactForm);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const send = useMutation({
    mutationFn: (input: Parameters<typeof sendContactRequest>[1]) => sendContactRequest(id, input),
    // The card's contact state changed, and the search's cards with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerQueryKey }),
  });
  const name = candidate.data?.displayName ?? 'the candidate';
  useDocumentTitle(candidate.data ? `Contact ${candidate.data.displayName}` : 'Contact a candidate');

  if (!isEmployer) return <EmployersOnlyPage title="Contacting candidates is for employer accounts" />;
  if (candidate.isPending) return <PageSpinner label="Loading the candidate..." />;
  if (candidate.isError) {
    return (
      <Shell id={id}>
        <Notice tone="error">
          <p>
            {isApiError(candidate.error, 404) || isApiError(candidate.error, 403)
              ? 'This candidate cannot be contacted: they may have left the talent pool or changed who can see them.'
              : 'Failed to load the candidate. Please try again later.'}
          </p>
        </Notice>
      </Shell>
    );
  }
  const card = candidate.data;

  if (send.isSuccess && send.data.notice) {
    return (
      <Shell id={id}>
        <Card className="p-6 sm:p-8">
          <Notice tone="warning">
            <p className="font-semibold">{send.data.notice}</p>
            <p className="mt-1">
              {card.displayName} gets it only if the moderator releases it; until then you cannot send them another.
            </p>
          </Notice>
          <ButtonLink to="/search-candidates" className="mt-5">
            Back to Search Candidates
          </ButtonLink>
        </Card>
      </Shell>
    );
  }
  if (send.isSuccess) {
    return (
      <Shell id={id}>
        <Card className="p-6 sm:p-8">
          <Notice tone="success">
            <p className="font-semibold">
              Request sent: {card.displayName} has {contactRequestLifetimeDays} days to answer.
            </p>
            <p className="mt-1">
              We e-mailed them. If they accept, their contact details and resume appear on their card and a conversation
              opens.
            </p>
          </Notice>
          <ButtonLink to="/search-candidates" className="mt-5">
            Back to Search Candidates
          </ButtonLink>
        </Card>
      </Shell>
    );
  }

  const update = (field: keyof ContactForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readContactForm(form);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    send.mutate(read.input);
  };
  const activeJobs = rankableJobs(jobs.data ?? []);
  const unavailable = card.contact === 'pending' || card.contact === 'declined';

  return (
    <Shell id={id}>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">Contact {card.displayName}</h1>
        {card.title && <p className="mt-1 font-medium text-slate-700">{card.title}</p>}
        <div className="mt-4">
          <CandidateFacts card={card} skillsShown={6} />
        </div>
        {unavailable && (
          <Notice tone="info" className="mt-6">
            <p>
              {card.contact === 'pending'
                ? `Your company already has a request waiting for ${name}'s answer.`
                : `${name} declined your company's request.`}
            </p>
          </Notice>
        )}
        {!user.twoFactorEnabled && (
          <Notice tone="warning" className="mt-6">
            <p>{securityMessages.outreachNeedsTwoFactor}</p>
            <p className="mt-1">
              Scam recruiters take over employer accounts to reach job seekers; a code from your phone stops them.{' '}
              <Link to="/profile#security" className="font-semibold underline underline-offset-2">
                Set up two-step verification
              </Link>
            </p>
          </Notice>
        )}
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5 border-t border-slate-200 pt-5">
          <p className="text-sm text-slate-600">
            {name} sees your company, the job or subject, the pay and your message, and has {contactRequestLifetimeDays}{' '}
            days to accept, decline or report it. Never ask for money or to move to another app.
          </p>
          <SelectField
            label="About one of your Active jobs"
            optional
            placeholder={activeJobs.length > 0 ? 'No job: write a subject' : 'You have no Active jobs'}
            options={activeJobs}
            value={form.jobId}
            onChange={update('jobId')}
            error={errors.jobId}
          />
          <TextField
            label="Subject"
            optional={form.jobId !== ''}
            maxLength={120}
            hint="Needed when no job is chosen."
            value={form.subject}
            onChange={update('subject')}
            error={errors.subject}
          />
          <TextareaField
            label="Message"
            required
            maxLength={2000}
            hint="20 to 2,000 characters, sent as plain text."
            value={form.message}
            onChange={update('message')}
            error={errors.message}
          />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Salary on offer</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-3">
              <TextField
                label="Minimum"
                required
                inputMode="numeric"
                autoComplete="off"
                value={form.salaryMin}
                onChange={update('salaryMin')}
                error={errors.salaryMin}
              />
              <TextField
                label="Maximum"
                required
                inputMode="numeric"
                autoComplete="off"
                value={form.salaryMax}
                onChange={update('salaryMax')}
                error={errors.salaryMax}
              />
              <SelectField
                label="Currency"
                required
                options={postingCurrencies}
                value={form.salaryCurrency}
                onChange={update('salaryCurrency')}
                error={errors.salaryCurrency}
              />
            </div>
          </fieldset>
          {send.isError && <ErrorList errors={refusalOf(send.error)} />}
          <Button type="submit" disabled={send.isPending || unavailable}>
            {send.isPending ? 'Sending...' : 'Send request'}
          </Button>
        </form>
      </Card>
    </Shell>
  );
}
