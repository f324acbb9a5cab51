import { useRef, useState } from 'react';
import type { JobPosting, PostingResponse } from '@orbit/shared/posting-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { JobPreview } from '../../../components/job-details.tsx';
import { ErrorList, Notice } from '../../../components/notice.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSavePosting } from '../api/postings-api.ts';
import {
  errorFocusSelector,
  errorsAfterChange,
  firstErrorField,
  localDate,
  serverPostingErrors,
  validatePosting,
  type PostingErrors,
  type PostingFormValues,
} from '../utils/posting-form.ts';
import { markdownPreviewHtml } from '../utils/markdown-preview.ts';
import { previewJob } from '../utils/posting-state.ts';
import { PostingForm } from './posting-form.tsx';
import { PostingResult } from './posting-result.tsx';

interface PostingEditorProps {
  /** null: a new post (`POST /api/jobs`); else the job being edited (`PUT /api/jobs/:id`). */
  jobId: string | null;
  initialValues: PostingFormValues;
  company: { name: string; logo: string };
}

type Step = { name: 'form' } | { name: 'preview'; body: JobPosting } | { name: 'done'; posting: PostingResponse };

/**
 * The post-job flow of both pages: form → preview (the job as seekers will see it) → publish → live or awaiting
 * review. Client checks use the shared schema; a server 400 lands on the same fields. Either way the first field in
 * error gets the focus.
 */
export function PostingEditor({ jobId, initialValues, company }: PostingEditorProps) {
  const now = useNow();
  const { showToast } = useToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<PostingErrors>({});
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const save = useSavePosting(jobId);
  const edited = jobId !== null;
  const today = localDate(now);

  const set = <K extends keyof PostingFormValues>(key: K, value: PostingFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => errorsAfterChange(current, key));
  };

  /** Back to the form with the errors shown and the first field in error focused (after it renders). */
  const showErrors = (next: PostingErrors, general: string[]) => {
    setErrors(next);
    setGeneralErrors(general);
    setStep({ name: 'form' });
    const field = firstErrorField(next);
    requestAnimationFrame(() => {
      const target = field ? formRef.current?.querySelector<HTMLElement>(errorFocusSelector(field)) : null;
      if (target && !(target as HTMLInputElement).disabled) target.focus();
      else formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({ block: 'center' });
    });
  };

  const toPreview = () => {
    const result = validatePosting(values, today);
    if (!result.ok) {
      showErrors(result.errors, []);
      return;
    }
    setGeneralErrors([]);
    setStep({ name: 'preview', body: result.body });
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const publish = (body: JobPosting) =>
    save.mutate(body, {
      onSuccess: (posting) => {
        setStep({ name: 'done', posting });
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        if (isApiError(error, 400)) {
          const { errors: fieldErrors, general } = serverPostingErrors(error);
          showErrors(fieldErrors, general);
          return;
        }
        showToast((isApiError(error) && error.msg) || 'Failed to save the job. Please try again.');
      },
    });

  if (step.name === 'done') return <PostingResult posting={step.posting} edited={edited} />;

  if (step.name === 'preview') {
    return (
      <div className="space-y-6">
        <div>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            Preview
          </h2>
          <p className="mt-1 text-slate-600">
            This is how seekers will see your job. Check it, then {edited ? 'save your changes' : 'publish it'}.
          </p>
        </div>
        <Card className="p-6 sm:p-8">
          <JobPreview job={previewJob(step.body, company, now)} render={markdownPreviewHtml} />
        </Card>
        {edited && (
          <Notice tone="info">
            A change of title, salary or who may apply is checked again and may send the post back to review.
          </Notice>
        )}
        <ErrorList errors={generalErrors} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" disabled={save.isPending} onClick={() => setStep({ name: 'form' })}>
            Back to editing
          </Button>
          <Button size="lg" disabled={save.isPending} onClick={() => publish(step.body)}>
            {save.isPending ? (edited ? 'Saving...' : 'Publishing...') : edited ? 'Save changes' : 'Publish'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <PostingForm
      values={values}
      errors={errors}
      set={set}
      formRef={formRef}
      generalErrors={generalErrors}
      today={today}
      submitLabel="Preview"
      onSubmit={toPreview}
    />
  );
}
