import { catalogueJobSchema, parseList } from '../../../lib/catalogue-schemas.ts';
import { parseJsonText, uniqueById, type CatalogueJob } from '../../../lib/catalogue.ts';
import { JobDataParseError } from './newest-jobs.ts';

/** The newest-jobs answer, read as text then parsed (spec section 7), with duplicates removed by _id. */
export function parseNewestJobs(body: string): CatalogueJob[] {
  const list = parseList(parseJsonText(body), catalogueJobSchema);
  if (list === null) throw new JobDataParseError();
  return uniqueById(list);
}
