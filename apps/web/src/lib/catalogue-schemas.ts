import { z } from 'zod';

/**
 * The catalogue as the web app reads it (spec section 3: Job, Company, Category). Parsing is lenient on
 * purpose: a missing or odd optional field gets an empty default instead of hiding the whole list, and one
 * malformed item is dropped rather than failing its neighbours. Only `_id` and a name/title are required.
 */

const text = z.string().catch('');
const nullableText = z.string().nullable().catch(null);
const textList = z.array(z.string()).catch([]);

const salarySchema = z
  .union([
    z.object({
      min: z.number(),
      max: z.number(),
      currency: z.string().nullable().optional(),
      period: z.enum(['year', 'month', 'week', 'day', 'hour']).nullable().optional().catch(null),
    }),
    z.string(),
    z.null(),
  ])
  .catch(null);

export const catalogueJobSchema = z.object({
  _id: z.string().min(1),
  title: z.string(),
  company: text,
  /** The company's page, when the server linked the job to one. */
  companyId: nullableText,
  logo: text,
  location: text,
  remote: z.boolean().catch(false),
  employmentType: text,
  experienceLevel: text,
  salary: salarySchema,
  createdAt: text,
  postedAt: text,
  /** When the listing closes (a renewed post runs longer than 30 days from posting); '' when not sent. */
  expiresAt: text,
  category: text,
  description: text,
  responsibilities: text,
  requirements: text,
  benefits: text,
  skills: textList,
  tags: textList,
  postedBy: nullableText,
  source: text,
  /** Sent by the server beside `source`; optional here. */
  sourceLabel: text,
  sourceUrl: nullableText,
  alsoListedOn: z.array(z.object({ source: z.string(), label: z.string().catch(''), url: z.string() })).catch([]),
  applicationMethod: z.object({ type: text, value: text }).catch({ type: 'unknown', value: '' }),
  /** Who may apply; null when the job does not say. */
  eligibility: z
    .object({ worldwide: z.boolean(), countries: z.array(z.string()), regions: z.array(z.string()) })
    .nullable()
    .catch(null),
});
export type CatalogueJob = z.infer<typeof catalogueJobSchema>;

export const catalogueCompanySchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  logo: text,
  industry: text,
  location: text,
  website: text,
  openJobs: z.number().catch(0),
  rating: z.number().nullable().catch(null),
  description: text,
});
export type CatalogueCompany = z.infer<typeof catalogueCompanySchema>;

export const catalogueCategorySchema = z.object({
  id: z.string().optional().catch(undefined),
  _id: z.string().optional().catch(undefined),
  name: z.string(),
  count: z.number().catch(0),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

/** Each valid item of a list; anything that is not a list gives null (the caller reports a parse failure). */
export function parseList<T>(value: unknown, schema: z.ZodType<T>): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const parsed = schema.safeParse(item);
    if (parsed.success) items.push(parsed.data);
  }
  return items;
}

/** `GET /api/jobs?company=` may answer a list or an object with a jobs list (spec section 7). */
export function parseJobsAnswer(value: unknown): CatalogueJob[] | null {
  if (Array.isArray(value)) return parseList(value, catalogueJobSchema);
  if (value && typeof value === 'object' && 'jobs' in value) return parseList(value.jobs, catalogueJobSchema);
  return null;
}
