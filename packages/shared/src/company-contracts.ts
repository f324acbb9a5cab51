import { z } from 'zod';

/** Companies as the API shows them (spec sections 3 and 7). */
export const companySchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string(),
  industry: z.string(),
  location: z.string(),
  website: z.string(),
  /** Live jobs at this company, counted when asked. */
  openJobs: z.number().int(),
  /** No review data exists yet, so always null rather than an invented number. */
  rating: z.number().nullable(),
  description: z.string(),
  /** Employees, as a range ('11-50'); '' when not given. */
  size: z.string(),
  /** An employer of this company signed up with an address at the company website's domain. */
  verified: z.boolean(),
  /**
   * Median hours from application to the company's first response, once 5 or more of its applications were answered
   * (computed, never invented); null until then.
   */
  medianResponseHours: z.number().nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const companyListResponseSchema = z.array(companySchema);
export const companyIdParamsSchema = z.object({ id: z.string().max(200) });
export const generateCompaniesResponseSchema = z.object({ msg: z.string(), count: z.number().int() });

export const companySizes = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

/** `PUT /api/employer/company`: the employer's company profile (the logo is uploaded apart, multipart). */
export const companyProfileSchema = z.object({
  name: z
    .string({ error: 'Please enter the company name' })
    .trim()
    .min(1, 'Please enter the company name')
    .max(120, 'Must be at most 120 characters'),
  website: z
    .string()
    .trim()
    .max(300, 'Must be at most 300 characters')
    .refine(
      (value) => value === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(value),
      'Please enter a valid website address',
    )
    .default(''),
  description: z.string().trim().max(5000, 'Must be at most 5000 characters').default(''),
  size: z
    .union([z.enum(companySizes), z.literal('')], { error: 'Please choose a company size from the list' })
    .default(''),
  /** Headquarters. */
  location: z.string().trim().max(120, 'Must be at most 120 characters').default(''),
  industry: z.string().trim().max(60, 'Must be at most 60 characters').default(''),
});
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;

export const companyMessages = {
  logoRequired: 'Please choose a logo image',
  logoTypeInvalid: 'Please upload a JPEG, PNG or WebP image for the logo',
  logoTooLarge: 'The logo is larger than 5MB. Please upload a smaller image.',
  nameTaken: 'Another company on Orbit Jobs already has this name',
} as const;

/** `PUT /api/employer/settings`. */
export const employerSettingsSchema = z.object({
  applicationEmails: z.enum(['instant', 'daily'], { error: "applicationEmails must be 'instant' or 'daily'" }),
});

/** The companies page shows every company with open jobs; the home page the top eight. */
export const topCompaniesCount = 8;
