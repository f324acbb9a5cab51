import { autopilotActivityQuerySchema, type AutopilotOutcome } from '@orbit/shared/autopilot-contracts';

export interface ActivityParams {
  page: number;
  outcome: AutopilotOutcome | undefined;
}

/**
 * The activity page's filter and page, read from its address with the server's own query schema: a page that is not a
 * whole number from 1 reads as 1 and an unknown outcome as "all", as the API itself would take them.
 */
export function activityParams(search: URLSearchParams): ActivityParams {
  const { page, outcome } = autopilotActivityQuerySchema.parse({
    page: search.get('page') ?? undefined,
    outcome: search.get('outcome') || undefined,
  });
  return { page, outcome };
}

/** The query string for `GET /api/autopilot/activity` (and the page's own address): page, then outcome when chosen. */
export function activitySearch({ page, outcome }: ActivityParams): string {
  const search = new URLSearchParams({ page: String(page) });
  if (outcome) search.set('outcome', outcome);
  return search.toString();
}
