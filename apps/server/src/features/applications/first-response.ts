import { sql, type SQL } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';

/**
 * The company's first response the seeker can see (opening the application, a status, feedback, closing the job):
 * stamped once, never moved. Companies show its median (domain/companies/company-trust.ts).
 */
export const firstResponseAt = (now: Date): SQL =>
  sql`coalesce(${applications.firstResponseAt}, ${now.toISOString()}::timestamptz)`;
