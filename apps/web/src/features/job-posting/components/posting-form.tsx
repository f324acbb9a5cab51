import type { FormEvent, ReactNode, RefObject } from 'react';
import { categoryNames, displayCategoryName } from '@orbit/shared/categories';
import { experienceLevels } from '@orbit/shared/job-contracts';
import { jobListEmploymentTypes } from '@orbit/shared/options';
import { latestApplicationDeadline } from '@orbit/shared/posting-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { FieldError } from '../../../components/field-parts.tsx';
import { ErrorList } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { experienceLevelLabel } from '../../../lib/job-terms.ts';
import { skillOptions } from '../utils/option-search.ts';
import { EligibilityFields, TimezoneFields } from './eligibility-fields.tsx';
import { fieldProps, type FormSectionProps } from './form-section-props.ts';
import { MarkdownField } from './markdown-field.tsx';
import { SalaryFields } from './salary-fields.tsx';
import { SearchMultiSelect } from './search-multi-select.tsx';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5 space-y-6">{children}</div>
    </Card>
  );
}

interface PostingFormProps extends FormSectionProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** Messages that name no field (a server answer about the whole post). */
  generalErrors: readonly string[];
  /** 'YYYY-MM-DD': the earliest deadline the date picker offers (the latest is a year on). */
  today: string;
  submitLabel: string;
  onSubmit: () => void;
}

/** The post-job form, shared by /post-job and /jobs/:id/edit. Every field shows its own message under it. */
export function PostingForm({
  values,
  errors,
  set,
  formRef,
  generalErrors,
  today,
  submitLabel,
  onSubmit,
}: PostingFormProps) {
  const sectionProps = { values, errors, set };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (key: Parameters<typeof fieldProps>[1]) => fieldProps(sectionProps, key);
  const markdown = (key: 'description' | 'responsibilities' | 'requirements' | 'benefits') => ({
    name: key,
    value: values[key],
    onChange: (value: string) => set(key, value),
    error: errors[key],
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-6">
      <ErrorList errors={generalErrors} />
      <Section title="The role">
        <TextField
          label="Job title"
          required
          maxLength={120}
          placeholder="e.g. Senior React Developer"
          {...field('title')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            required
            placeholder="Choose a category"
            options={categoryNames.map((name) => ({ value: name, label: displayCategoryName(name) }))}
            {...field('category')}
          />
          <SelectField
            label="Employment type"
            required
            placeholder="Choose a type"
            options={jobListEmploymentTypes}
            {...field('employmentType')}
          />
          <SelectField
            label="Experience level"
            required
            placeholder="Choose a level"
            options={experienceLevels.map((level) => ({ value: level, label: experienceLevelLabel(level) }))}
            {...field('experienceLevel')}
          />
          <TextField
            label="Location"
            required
            maxLength={120}
            hint="Where the team works, e.g. Remote, or Remote — Lagos office"
            {...field('location')}
          />
        </div>
      </Section>

      <Section
        title="About the job"
        description="Seekers read these on the job page. Write in Markdown: **bold**, *italic*, - lists, 1. numbered lists, ### headings, [links](https://…)."
      >
        <MarkdownField
          label="Description"
          required
          rows={8}
          hint="At least 50 characters"
          {...markdown('description')}
        />
        <MarkdownField label="Responsibilities" optional {...markdown('responsibilities')} />
        <MarkdownField label="Requirements" optional {...markdown('requirements')} />
        <MarkdownField label="Benefits" optional {...markdown('benefits')} />
        <SearchMultiSelect
          label="Skills"
          name="skills"
          options={skillOptions}
          selected={values.skills}
          onChange={(next) => set('skills', next)}
          labelOf={(skill) => skill}
          max={20}
          placeholder="Type a skill, e.g. React"
          hint="Matching uses these to find candidates"
          error={errors.skills}
          optional
        />
      </Section>

      <Section title="Pay and eligibility">
        <SalaryFields {...sectionProps} />
        <EligibilityFields {...sectionProps} />
        <TimezoneFields {...sectionProps} />
      </Section>

      <Section title="Applications">
        <TextField
          label="Application deadline"
          name="applicationDeadline"
          type="date"
          optional
          min={today}
          max={latestApplicationDeadline(today)}
          hint="Without one, the post runs its 30 days"
          value={values.applicationDeadline}
          onChange={(event) => set('applicationDeadline', event.target.value)}
          error={errors.applicationDeadline}
          className="sm:max-w-xs"
        />
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="acceptsAutopilot"
              className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
              checked={values.acceptsAutopilot}
              onChange={(event) => set('acceptsAutopilot', event.target.checked)}
            />
            <span>
              <span className="font-semibold">Accept Autopilot applications</span>
              <span className="block text-slate-600">
                Seekers&apos; Autopilot may apply for them when this job matches their profile. Those applications carry
                an Autopilot badge.
              </span>
            </span>
          </label>
          {errors.acceptsAutopilot && <FieldError id="accepts-autopilot-error">{errors.acceptsAutopilot}</FieldError>}
        </div>
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
