import { z } from 'zod';
import { categoryNames } from '@orbit/shared/categories';
import { applicationMethodTypes, experienceLevels, salaryPeriods } from '@orbit/shared/job-contracts';
import { jobListEmploymentTypes } from '@orbit/shared/options';

export { applicationMethodTypes, experienceLevels, salaryPeriods };

/**
 * The one shape every job source produces, whatever its feed looks like. The database layer stores this; the
 * schema is the last check before a record counts as imported (a failure becomes a skip reason, not a crash).
 */

export type SalaryPeriod = (typeof salaryPeriods)[number];

export const salaryRangeSchema = z
  .object({
    min: z.number().nonnegative(),
    max: z.number().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    period: z.enum(salaryPeriods),
  })
  .refine((salary) => salary.min <= salary.max, 'min must not exceed max');

export type SalaryRange = z.infer<typeof salaryRangeSchema>;

/** A range when we understood it, the feed's own words when we did not, null when there was nothing. */
export const salarySchema = z.union([salaryRangeSchema, z.string().min(1).max(200), z.null()]);
export type Salary = z.infer<typeof salarySchema>;

export const applicationMethodSchema = z.object({
  type: z.enum(applicationMethodTypes),
  value: z.string(),
});

export type ApplicationMethod = z.infer<typeof applicationMethodSchema>;

export type ExperienceLevel = (typeof experienceLevels)[number] | '';

export type EmploymentType = (typeof jobListEmploymentTypes)[number] | '';

const httpUrl = z.url({ protocol: /^https?$/ });

export const normalisedJobSchema = z.object({
  source: z.string().min(1),
  sourceId: z.string().min(1).max(200),
  sourceUrl: httpUrl,
  title: z.string().min(1, 'missing title').max(300),
  company: z.string().min(1, 'missing company').max(200),
  /** '' when the feed has none; the UI shows the initials badge. */
  companyLogo: z.union([httpUrl, z.literal('')]),
  companyWebsite: httpUrl.optional(),
  location: z.string().max(300),
  remote: z.boolean(),
  employmentType: z.enum([...jobListEmploymentTypes, '']),
  experienceLevel: z.enum([...experienceLevels, '']),
  salary: salarySchema,
  postedAt: z.date(),
  descriptionHtml: z.string(),
  tags: z.array(z.string()),
  skills: z.array(z.string()),
  category: z.enum(categoryNames),
  applicationMethod: applicationMethodSchema,
  /** Who may apply, in the feed's words ('USA Only', 'Americas, Europe'), when the feed says so. */
  regions: z.string().max(300).optional(),
});

export type NormalisedJob = z.infer<typeof normalisedJobSchema>;
