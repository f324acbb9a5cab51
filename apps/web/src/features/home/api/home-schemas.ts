import { z } from 'zod';
import { catalogueCompanySchema, parseList } from '../../../lib/catalogue-schemas.ts';
import { parseJsonText, type CatalogueCompany } from '../../../lib/catalogue.ts';

/**
 * What the home page checks its answers with. Loaded beside the requests (home-api.ts), not with the page: zod and
 * the catalogue schemas stay out of a first visit's JavaScript, which slow connections wait for.
 */
export { parseNewestJobs } from '../utils/parse-newest-jobs.ts';

export const messageSchema = z.object({ msg: z.string().catch('') }).catch({ msg: '' });

export const generatedCompaniesSchema = z.object({ msg: z.string().catch(''), count: z.number().catch(0) });

export const totalSchema = z.object({ total: z.number() });

export const parseTopCompanies = (body: string): CatalogueCompany[] =>
  parseList(parseJsonText(body), catalogueCompanySchema) ?? [];
