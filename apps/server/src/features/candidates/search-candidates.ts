import { count, desc, sql, type SQL } from 'drizzle-orm';
import { candidateMessages, candidatesPageSize, type CandidateSearchResponse } from '@orbit/shared/candidate-contracts';
import { users } from '../../db/schema/accounts.ts';
import { contactStatesAmong } from '../../domain/outreach/contact-access.ts';
import { assertMayReachOut } from '../../domain/outreach/suspension.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import { lookingCompanyOf } from '../../domain/talent/looking-company.ts';
import { visibleToCompany, type LookingCompany } from '../../domain/talent/talent-visibility.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { candidateConditions, type CandidateFilters } from './candidate-filters.ts';
import { cardColumns, presentCandidateCard, type CardRow } from './present-candidate.ts';
import { rankCandidatesForJob } from './rank-candidates.ts';

export interface CandidateSearch extends CandidateFilters {
  forJob?: string | undefined;
  page: number;
}

/**
 * The caller's company as the visibility rule needs it. An employer account without one may not search, and a company
 * a moderator suspended sees no one (a 403 at once, every endpoint of the pool).
 */
export async function requireLookingCompany(db: Pick<Db, 'select'>, employerId: string): Promise<LookingCompany> {
  const company = await lookingCompanyOf(db, employerId);
  if (!company) throw new AppError('FORBIDDEN', candidateMessages.noCompany);
  await assertMayReachOut(db, company.id);
  return company;
}

/** Past the last page the page is empty; how many there are is still worth saying. */
async function countWhere(db: Pick<Db, 'select'>, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

const emptyPage = (page: number): CandidateSearchResponse => ({ candidates: [], total: 0, page, totalPages: 0 });

/**
 * `GET /api/candidates`: the talent pool as this company may see it (visibleToCompany — the seekers who chose to be
 * found by it), filtered, newest profile update first or ranked for one of its jobs (someone else's job is a 404).
 * Listing records no view: only opening a card does.
 */
export async function searchCandidates(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  employerId: string,
  search: CandidateSearch,
): Promise<CandidateSearchResponse> {
  const company = await requireLookingCompany(deps.db, employerId);
  const job = search.forJob ? (await findCompanyJob(deps.db, employerId, search.forJob)).job : null;
  const where = await candidateConditions(deps.db, visibleToCompany(company), search);
  if (!where) return emptyPage(search.page);

  const offset = (search.page - 1) * candidatesPageSize;
  let rows: (CardRow & { matchScore?: number })[];
  let total: number;
  if (job) {
    const ranked = await rankCandidatesForJob(deps.db, where, job, deps.clock.now());
    rows = ranked.slice(offset, offset + candidatesPageSize);
    total = ranked.length;
  } else {
    // The page and the count in one pass over the filtered seekers (a count beside it would filter them again).
    // `count(*) over ()` reads every match before the first row comes out, which PostgreSQL 15's planner does not
    // cost: offered the pool index's date order for the page, it walked the whole pool in that order (country and
    // skill: 50,800 seekers read for 2,219 matches). Ordering by an expression of the date leaves it the cheapest way
    // to find the matches (a skill's index), then a top-20 sort.
    const pageRows = await deps.db
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(users)
      .where(where)
      .orderBy(sql`${users.updatedAt} + interval '0 seconds' desc`, desc(users.id))
      .limit(candidatesPageSize)
      .offset(offset);
    rows = pageRows;
    total = pageRows[0]?.total ?? (offset > 0 ? await countWhere(deps.db, where) : 0);
  }

  const contact = await contactStatesAmong(
    deps.db,
    company.id,
    rows.map((row) => row.id),
    deps.clock.now(),
  );
  return {
    candidates: rows.map((row) =>
      presentCandidateCard(row, { contact: contact.get(row.id) ?? 'none', matchScore: row.matchScore }),
    ),
    total,
    page: search.page,
    totalPages: Math.ceil(total / candidatesPageSize),
  };
}
