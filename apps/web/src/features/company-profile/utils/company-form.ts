import { companyProfileSchema, type Company, type CompanyProfileInput } from '@orbit/shared/company-contracts';
import { uploadLimits } from '@orbit/shared/options';
import { isApiError } from '../../../lib/api-error.ts';

/** The company profile form; every field is text as its input holds it. */
export interface CompanyFormValues {
  name: string;
  website: string;
  description: string;
  size: string;
  location: string;
  industry: string;
}

export const companyFields = ['name', 'website', 'industry', 'size', 'location', 'description'] as const;
export type CompanyField = (typeof companyFields)[number];
export type CompanyErrors = Partial<Record<CompanyField, string>>;

export const companyFormValues = (company: Company): CompanyFormValues => ({
  name: company.name,
  website: company.website,
  description: company.description,
  size: company.size,
  location: company.location,
  industry: company.industry,
});

export type CompanyValidation = { ok: true; body: CompanyProfileInput } | { ok: false; errors: CompanyErrors };

const isCompanyField = (value: string): value is CompanyField => (companyFields as readonly string[]).includes(value);

/** The shared schema's verdict, one message per field (the first), so the form and the server agree. */
export function validateCompany(values: CompanyFormValues): CompanyValidation {
  const parsed = companyProfileSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: CompanyErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isCompanyField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A server 400 on the same fields; anything else is one general message. */
export function serverCompanyErrors(error: unknown): { errors: CompanyErrors; general: string | null } {
  const errors: CompanyErrors = {};
  if (isApiError(error, 400) && error.errors.length > 0) {
    for (const item of error.errors) {
      const field = item.path.split('.')[0] ?? '';
      if (isCompanyField(field)) errors[field] ??= item.msg;
    }
    if (Object.keys(errors).length > 0) return { errors, general: null };
  }
  return {
    errors,
    general: (isApiError(error) && error.msg) || 'Failed to save the company profile. Please try again.',
  };
}

export const firstCompanyError = (errors: CompanyErrors): CompanyField | null =>
  companyFields.find((field) => errors[field]) ?? null;

const logoTypes = ['image/png', 'image/jpeg', 'image/webp'];

/** Logos: PNG, JPEG or WebP up to 5 MB (the server checks the bytes too); null when the file will do. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!logoTypes.includes(file.type)) return 'Please choose a PNG, JPEG or WebP image';
  if (file.size > uploadLimits.pictureMaxBytes) return 'The logo must be 5 MB or smaller';
  return null;
}

/** The industry choices: the registration list, plus the company's own when it is not on it (never dropped). */
export function industryOptions(list: readonly string[], current: string): string[] {
  return current && !list.includes(current) ? [...list, current] : [...list];
}
