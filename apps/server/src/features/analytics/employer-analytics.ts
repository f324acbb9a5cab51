import type { AnalyticsQuery } from '@orbit/shared/analytics-contracts';
import { employerScope, findCompanyJob } from '../../domain/ownership.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { countAnalytics, periodOf, type AnalyticsCounts } from './count-analytics.ts';

const nothing: AnalyticsCounts = {
  views: [],
  totals: {
    live: 0,
    withdrawn: 0,
    applied: 0,
    reviewing: 0,
    shortlisted: 0,
    offered: 0,
    accepted: 0,
    rejected: 0,
    autopilot: 0,
    answeredWithin48h: 0,
    judged48h: 0,
    medianHours: null,
  },
  applicationsByDay: [],
  locations: [],
};

/**
 * `GET /api/analytics`: the figures of one of the company's posts (another company's job is a 404, as everywhere) or
 * of all of them, over the period asked for. An employer account without a company has nothing to count. A hiring
 * manager's figures are those of their assigned posts (team-policy.ts): another post is a 404, the company's figures
 * cover theirs only.
 */
export async function employerAnalytics(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  employerId: string,
  query: AnalyticsQuery,
): Promise<{ counts: AnalyticsCounts; period: { from: string; to: string } }> {
  const period = periodOf(deps.clock, query);
  if (query.jobId) {
    const { companyId } = await findCompanyJob(deps.db, employerId, query.jobId, 'view-analytics');
    return { counts: await countAnalytics(deps.db, deps.clock, { companyId, jobId: query.jobId, ...period }), period };
  }
  const scope = await employerScope(deps.db, employerId);
  if (!scope) return { counts: nothing, period };
  const { companyId, jobIds } = scope;
  return { counts: await countAnalytics(deps.db, deps.clock, { companyId, jobIds, ...period }), period };
}
