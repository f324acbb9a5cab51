import { useRef, useState, type FormEvent } from 'react';
import { companySizes, type Company } from '@orbit/shared/company-contracts';
import { employerIndustryOptions } from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useSaveCompany } from '../api/company-profile-api.ts';
import {
  companyFormValues,
  firstCompanyError,
  industryOptions,
  serverCompanyErrors,
  validateCompany,
  type CompanyErrors,
  type CompanyFormValues,
} from '../utils/company-form.ts';

/** The company's public profile: what seekers read on its page and beside every job. */
export function CompanyProfileForm({ company }: { company: Company }) {
  const { showToast } = useToasts();
  const save = useSaveCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CompanyFormValues>(() => companyFormValues(company));
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  const field = (name: keyof CompanyFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const showErrors = (next: CompanyErrors) => {
    setErrors(next);
    const first = firstCompanyError(next);
    requestAnimationFrame(() =>
      first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus() : undefined,
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const result = validateCompany(values);
    if (!result.ok) return showErrors(result.errors);
    save.mutate(result.body, {
      onSuccess: (saved) => {
        setValues(companyFormValues(saved));
        showToast('Company profile saved', 'success');
      },
      onError: (error) => {
        const answer = serverCompanyErrors(error);
        if (answer.general) setGeneral(answer.general);
        else showErrors(answer.errors);
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {general && <Notice tone="error">{general}</Notice>}
      <TextField label="Company name" required autoComplete="organization" maxLength={120} {...field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Website"
          optional
          inputMode="url"
          autoComplete="url"
          placeholder="e.g. acme.io"
          maxLength={300}
          {...field('website')}
        />
        <SelectField
          label="Industry"
          optional
          placeholder="Choose an industry"
          options={industryOptions(employerIndustryOptions, values.industry)}
          {...field('industry')}
        />
        <SelectField
          label="Company size"
          optional
          placeholder="Choose a size"
          options={companySizes.map((size) => ({ value: size, label: `${size} employees` }))}
          {...field('size')}
        />
        <TextField
          label="Headquarters"
          optional
          placeholder="e.g. Nairobi, Kenya"
          maxLength={120}
          {...field('location')}
        />
      </div>
      <TextareaField
        label="About the company"
        optional
        rows={6}
        maxLength={5000}
        hint="Shown under 'About' on your company page."
        {...field('description')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
