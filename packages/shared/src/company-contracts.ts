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
});
export type Company = z.infer<typeof companySchema>;

export const companyListResponseSchema = z.array(companySchema);
export const companyIdParamsSchema = z.object({ id: z.string().max(200) });
export const generateCompaniesResponseSchema = z.object({ msg: z.string(), count: z.number().int() });

/** The companies page shows every company with open jobs; the home page the top eight. */
export const topCompaniesCount = 8;
