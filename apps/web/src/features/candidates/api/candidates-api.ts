import { queryOptions } from '@tanstack/react-query';
import { candidateDetailSchema, candidateSearchResponseSchema } from '@orbit/shared/candidate-contracts';
import { contactRequestSchema, type ContactRequestInput } from '@orbit/shared/outreach-contracts';
import { employerJobsResponseSchema } from '@orbit/shared/posting-contracts';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { employerQueryKey } from '../../../lib/employer-api.ts';
import { candidatesApiPath, type CandidateSearch } from '../utils/candidate-search.ts';

/** `notice`: the request was held for a moderator (it seems to ask for money or to talk elsewhere). */
const contactRequestAnswerSchema = z.object({ contactRequest: contactRequestSchema, notice: z.string().optional() });

const candidatesKey = [...employerQueryKey, 'candidates-search'] as const;

/** `GET /api/candidates?…`: one page of the talent pool as the company may see it. */
export const candidateSearchQuery = (search: CandidateSearch) =>
  queryOptions({
    queryKey: [...candidatesKey, candidatesApiPath(search)],
    queryFn: ({ signal }) => apiClient.get(candidatesApiPath(search), candidateSearchResponseSchema, signal),
  });

/**
 * `GET /api/candidates/:id`: the card, and the contact details where the seeker shared them. The server records each
 * opening for the seeker to see, so the page reads it once per visit
 * rather than again whenever the query is used.
 */
export const candidateQuery = (id: string, forJob: string) =>
  queryOptions({
    queryKey: [...employerQueryKey, 'candidate', id, forJob],
    queryFn: ({ signal }) => {
      const query = forJob ? `?forJob=${encodeURIComponent(forJob)}` : '';
      return apiClient.get(`/candidates/${encodeURIComponent(id)}${query}`, candidateDetailSchema, signal);
    },
    staleTime: Infinity,
  });

/** `GET /api/employer/jobs`: the company's posts; the search offers its Active ones to rank for. */
export const employerJobsQuery = queryOptions({
  queryKey: [...employerQueryKey, 'jobs'],
  queryFn: ({ signal }) => apiClient.get('/employer/jobs', employerJobsResponseSchema, signal),
});

/** `POST /api/candidates/:id/contact`: the request, as the server stored it. */
export const sendContactRequest = (id: string, input: ContactRequestInput) =>
  apiClient.post(`/candidates/${encodeURIComponent(id)}/contact`, contactRequestAnswerSchema, input);
