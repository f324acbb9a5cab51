import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import { outreachReportSchema, suspendedCompanySchema } from '@orbit/shared/outreach-contracts';
import { moderationQueueSchema } from '@orbit/shared/posting-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateEmployerQueries, moderationQueryKey } from '../../../lib/employer-api.ts';

/** `GET /api/moderation/jobs`: posts awaiting review, oldest first, with what screening found and who posted them. */
export const moderationQueueQuery = queryOptions({
  queryKey: [...moderationQueryKey, 'queue'],
  queryFn: ({ signal }) => apiClient.get('/moderation/jobs', moderationQueueSchema, signal),
});

export type ModerationDecision = { decision: 'approve'; reason: string } | { decision: 'reject'; reason: string };

/** `POST /api/moderation/jobs/:id`: approve, or reject with the reason the employer is shown and e-mailed. */
export function useModerateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, decision }: { jobId: string; decision: ModerationDecision }) =>
      apiClient.post(`/moderation/jobs/${encodeURIComponent(jobId)}`, messageResponseSchema, decision),
    onSettled: () => invalidateEmployerQueries(queryClient),
  });
}

const reportsResponseSchema = z.object({ reports: z.array(outreachReportSchema) });

/** `GET /api/moderation/reports`: seekers' reports and held messages, open ones oldest first, then recently decided. */
export const moderationReportsQuery = queryOptions({
  queryKey: [...moderationQueryKey, 'reports'],
  queryFn: ({ signal }) => apiClient.get('/moderation/reports', reportsResponseSchema, signal),
});

export type ReportDecision = { decision: 'dismiss' } | { decision: 'suspend-employer'; reason: string };

/**
 * `POST /api/moderation/reports/:id`: dismiss (a held message reaches the seeker), or suspend the employer (its
 * outreach stops, its Active jobs close): the employer's screens and the public job pages change too.
 */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, decision }: { reportId: string; decision: ReportDecision }) =>
      apiClient.post(`/moderation/reports/${encodeURIComponent(reportId)}`, messageResponseSchema, decision),
    onSettled: () => invalidateEmployerQueries(queryClient),
  });
}

const suspendedResponseSchema = z.object({ companies: z.array(suspendedCompanySchema) });

/** `GET /api/moderation/suspended-companies`: the companies suspended now, longest suspended first. */
export const suspendedCompaniesQuery = queryOptions({
  queryKey: [...moderationQueryKey, 'suspended'],
  queryFn: ({ signal }) => apiClient.get('/moderation/suspended-companies', suspendedResponseSchema, signal),
});

/**
 * `POST /api/moderation/companies/:id/lift-suspension`: the company may post and reach seekers again; its employers
 * are e-mailed the note. The reports list shows whether a company is suspended, so it is asked again too.
 */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, reason }: { companyId: string; reason: string }) =>
      apiClient.post(`/moderation/companies/${encodeURIComponent(companyId)}/lift-suspension`, messageResponseSchema, {
        reason,
      }),
    onSettled: () => invalidateEmployerQueries(queryClient),
  });
}
