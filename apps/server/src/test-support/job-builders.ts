import crypto from 'node:crypto';
import { eligibilityReaderVersion } from '@orbit/shared/eligibility';
import { jobs } from '../db/schema/jobs.ts';
import { ensureCompany } from '../domain/companies/company-directory.ts';
import { normalizeCompanyName } from '../domain/companies/company-names.ts';
import { dedupeKey } from '../domain/jobs/job-keys.ts';
import { expiresAtFor } from '../domain/jobs/live-jobs.ts';
import type { TestServer } from './test-server.ts';

const dayMs = 24 * 60 * 60 * 1000;

export type BuiltJob = typeof jobs.$inferSelect;

/**
 * Inserts a job straight into the database: live, posted `daysAgo` (default 1) before the test clock's now, linked
 * to its company (created when missing), its eligibility as given (read by the current reader, as an import stores
 * it). Everything else can be overridden.
 */
export async function buildJob(
  server: TestServer,
  overrides: Partial<typeof jobs.$inferInsert> & { daysAgo?: number } = {},
): Promise<BuiltJob> {
  const { daysAgo = 1, ...columns } = overrides;
  const title = columns.title ?? `Test Role ${crypto.randomBytes(3).toString('hex')}`;
  const company = columns.company ?? `Test Company ${crypto.randomBytes(3).toString('hex')}`;
  const postedAt = columns.postedAt ?? new Date(server.clock.now().getTime() - daysAgo * dayMs);
  const companyId =
    columns.companyId !== undefined ? columns.companyId : await ensureCompany(server.database.db, { name: company });
  const [row] = await server.database.db
    .insert(jobs)
    .values({
      category: 'Other Remote Roles',
      source: 'test',
      sourceId: crypto.randomUUID(),
      description: '<p>A job made by a test.</p>',
      // As an import stores it: already read, so the start-up reading task never rewrites what a test set.
      eligibilityReader: eligibilityReaderVersion,
      ...columns,
      title,
      company,
      companyKey: normalizeCompanyName(company),
      companyId,
      postedAt,
      expiresAt: columns.expiresAt ?? expiresAtFor(postedAt),
      dedupeKey: dedupeKey(company, title),
    })
    .returning();
  if (!row) throw new Error('job insert failed');
  return row;
}
