import { queryOptions } from '@tanstack/react-query';
import {
  employerJobsResponseSchema,
  employerStatsSchema,
  topCandidatesSchema,
  waitingApplicationsSchema,
} from '@orbit/shared/posting-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { employerQueryKey } from '../../../lib/employer-api.ts';

/*
 * The employer dashboard's calls. Keyed under `employerQueryKey`, so publishing, closing or moving an applicant on
 * another screen refreshes these figures too.
 */

/** `GET /api/employer/stats`: Active Jobs, Total Applicants, Job Views, Candidate Matches. */
export const employerStatsQuery = queryOptions({
  queryKey: [...employerQueryKey, 'stats'],
  queryFn: ({ signal }) => apiClient.get('/employer/stats', employerStatsSchema, signal),
});

/** `GET /api/employer/jobs`: every post of the company, whatever its state, with applicants and views. */
export const employerJobsQuery = queryOptions({
  queryKey: [...employerQueryKey, 'jobs'],
  queryFn: ({ signal }) => apiClient.get('/employer/jobs', employerJobsResponseSchema, signal),
});

/** `GET /api/employer/candidates`: the best matches for the company's active jobs, applicants and talent pool seekers. */
export const topCandidatesQuery = queryOptions({
  queryKey: [...employerQueryKey, 'candidates'],
  queryFn: ({ signal }) => apiClient.get('/employer/candidates', topCandidatesSchema, signal),
});

/** `GET /api/employer/waiting`: applications waiting more than 7 days for any response. */
export const waitingApplicationsQuery = queryOptions({
  queryKey: [...employerQueryKey, 'waiting'],
  queryFn: ({ signal }) => apiClient.get('/employer/waiting', waitingApplicationsSchema, signal),
});
