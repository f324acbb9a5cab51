import { and, eq, gte, inArray, lte, ne, notInArray } from 'drizzle-orm';
import { eligibilityReaderVersion, readEligibility } from '@orbit/shared/eligibility';
import type { ImportSourceSummary } from '@orbit/shared/job-contracts';
import type { Db } from '../../db/client.ts';
import { jobs, type SourceLink } from '../../db/schema/jobs.ts';
import { ensureCompany } from '../../domain/companies/company-directory.ts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { dedupeKey } from '../../domain/jobs/job-keys.ts';
import { expiresAtFor, jobLifetimeMs } from '../../domain/jobs/live-jobs.ts';
import type { ParseResult } from './feeds/job-source.ts';
import type { NormalisedJob } from './feeds/normalised-job.ts';
import { contentHash } from './job-identity.ts';

/**
 * Writes one source's parsed feed: insert new postings, rewrite changed ones, leave unchanged ones alone (same
 * content digest), fold a posting already listed from another feed into that row, and expire live postings the
 * feed no longer lists. One record failing is counted and reported; the others are still stored.
 */

export interface StoreDeps {
  db: Db;
  now: Date;
}

const maxErrors = 20;

export function emptySummary(status: ImportSourceSummary['status']): ImportSourceSummary {
  return {
    status,
    fetched: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    duplicates: 0,
    expired: 0,
    skipped: 0,
    failed: 0,
    errors: [],
  };
}

function contentColumns(job: NormalisedJob, now: Date) {
  const range = job.salary !== null && typeof job.salary === 'object' ? job.salary : null;
  // A date in the future (a feed's clock) would stretch the 30 days; count it from now.
  const postedAt = job.postedAt.getTime() > now.getTime() ? now : job.postedAt;
  return {
    title: job.title,
    company: job.company,
    companyKey: normalizeCompanyName(job.company),
    logo: job.companyLogo,
    location: job.location,
    regions: job.regions ?? '',
    // Who may apply, as the feed's own words say (null when they do not); read again only by a newer reader.
    eligibility: readEligibility(job.regions, job.location),
    eligibilityReader: eligibilityReaderVersion,
    remote: job.remote,
    employmentType: job.employmentType,
    experienceLevel: job.experienceLevel,
    salaryMin: range?.min ?? null,
    salaryMax: range?.max ?? null,
    salaryCurrency: range?.currency ?? null,
    salaryPeriod: range?.period ?? null,
    salaryText: typeof job.salary === 'string' ? job.salary : null,
    postedAt,
    expiresAt: expiresAtFor(postedAt),
    category: job.category,
    description: job.descriptionHtml,
    skills: job.skills,
    tags: job.tags,
    sourceUrl: job.sourceUrl,
    applicationMethodType: job.applicationMethod.type,
    applicationMethodValue: job.applicationMethod.value,
    dedupeKey: dedupeKey(job.company, job.title),
    contentHash: contentHash(job),
  };
}

type Existing = { id: string; sourceId: string | null; contentHash: string | null; status: string };

/** The live row from another feed with the same company and title, posted within 30 days of this one. */
async function findDuplicate(db: Db, job: NormalisedJob, key: string) {
  const [row] = await db
    .select({ id: jobs.id, links: jobs.extraSourceLinks })
    .from(jobs)
    .where(
      and(
        eq(jobs.dedupeKey, key),
        ne(jobs.source, job.source),
        eq(jobs.status, 'live'),
        gte(jobs.postedAt, new Date(job.postedAt.getTime() - jobLifetimeMs)),
        lte(jobs.postedAt, new Date(job.postedAt.getTime() + jobLifetimeMs)),
      ),
    )
    .orderBy(jobs.createdAt)
    .limit(1);
  return row;
}

async function storeOne(
  deps: StoreDeps,
  job: NormalisedJob,
  existing: Existing | undefined,
  summary: ImportSourceSummary,
) {
  const { db, now } = deps;
  const columns = contentColumns(job, now);
  if (existing) {
    // A removed job stays removed; an unchanged live one is not written at all.
    if (existing.status === 'removed' || (existing.contentHash === columns.contentHash && existing.status === 'live')) {
      summary.unchanged += 1;
      return;
    }
    const companyId = await ensureCompany(db, {
      name: job.company,
      logo: job.companyLogo,
      website: job.companyWebsite,
    });
    await db
      .update(jobs)
      .set({ ...columns, companyId, status: 'live', lastSeenAt: now, updatedAt: now })
      .where(eq(jobs.id, existing.id));
    summary.updated += 1;
    return;
  }
  const duplicate = await findDuplicate(db, job, columns.dedupeKey);
  if (duplicate) {
    summary.duplicates += 1;
    if (!duplicate.links.some((link) => link.source === job.source && link.sourceId === job.sourceId)) {
      const link: SourceLink = { source: job.source, sourceId: job.sourceId, url: job.sourceUrl };
      await db
        .update(jobs)
        .set({ extraSourceLinks: [...duplicate.links, link], updatedAt: now })
        .where(eq(jobs.id, duplicate.id));
    }
    return;
  }
  const companyId = await ensureCompany(db, { name: job.company, logo: job.companyLogo, website: job.companyWebsite });
  await db.insert(jobs).values({
    ...columns,
    companyId,
    source: job.source,
    sourceId: job.sourceId,
    status: 'live',
    lastSeenAt: now,
    createdAt: now,
    updatedAt: now,
  });
  summary.created += 1;
}

export async function storeSourceJobs(
  deps: StoreDeps,
  source: string,
  parsed: ParseResult,
): Promise<ImportSourceSummary> {
  const { db, now } = deps;
  const summary = emptySummary('succeeded');
  summary.fetched = parsed.jobs.length + parsed.skipped.length;
  summary.skipped = parsed.skipped.length;

  const listedIds = parsed.jobs.map((job) => job.sourceId);
  const existingRows: Existing[] = listedIds.length
    ? await db
        .select({ id: jobs.id, sourceId: jobs.sourceId, contentHash: jobs.contentHash, status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.source, source), inArray(jobs.sourceId, listedIds)))
    : [];
  const existingById = new Map(existingRows.map((row) => [row.sourceId, row]));

  for (const job of parsed.jobs) {
    if (expiresAtFor(job.postedAt).getTime() <= now.getTime()) {
      summary.skipped += 1;
      continue;
    }
    try {
      await storeOne(deps, job, existingById.get(job.sourceId), summary);
    } catch (error) {
      summary.failed += 1;
      if (summary.errors.length < maxErrors) {
        summary.errors.push(`${job.sourceId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  if (listedIds.length === 0) {
    // An empty answer from a feed that had jobs is more likely an outage than every job closing at once.
    summary.errors.push('the feed listed no jobs; nothing was expired');
    return summary;
  }
  // Seen again: one statement for the whole feed (content and updated_at stay as they are).
  await db
    .update(jobs)
    .set({ lastSeenAt: now })
    .where(and(eq(jobs.source, source), inArray(jobs.sourceId, listedIds), ne(jobs.status, 'removed')));
  const expired = await db
    .update(jobs)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(jobs.source, source), eq(jobs.status, 'live'), notInArray(jobs.sourceId, listedIds)))
    .returning({ id: jobs.id });
  summary.expired = expired.length;
  return summary;
}
