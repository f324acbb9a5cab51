import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema, registrationResponseSchema } from '@orbit/shared/auth-contracts';
import { employerJobsResponseSchema } from '@orbit/shared/posting-contracts';
import {
  auditResponseSchema,
  invitationPreviewSchema,
  teamResponseSchema,
  type InvitationInput,
  type MemberUpdate,
} from '@orbit/shared/team-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { employerQueryKey } from '../../../lib/employer-api.ts';

/** Under the employer key: a posting or pipeline change elsewhere refreshes the team page's trail too. */
const teamKey = [...employerQueryKey, 'team'] as const;
const idAnswer = z.object({ _id: z.string(), msg: z.string() });

/** `GET /api/team`. */
export const useTeam = () =>
  useQuery({ queryKey: teamKey, queryFn: ({ signal }) => apiClient.get('/team', teamResponseSchema, signal) });

/** `GET /api/employer/jobs`: the jobs a hiring manager may be assigned. */
export const useCompanyJobs = (enabled: boolean) =>
  useQuery({
    queryKey: [...employerQueryKey, 'jobs'],
    queryFn: ({ signal }) => apiClient.get('/employer/jobs', employerJobsResponseSchema, signal),
    enabled,
  });

export interface AuditFilters {
  member: string;
  jobId: string;
  page: number;
}

/** `GET /api/team/audit?member=&jobId=&page=` (owners and admins). */
export function useAudit(filters: AuditFilters, enabled: boolean) {
  const query = new URLSearchParams();
  if (filters.member) query.set('member', filters.member);
  if (filters.jobId) query.set('jobId', filters.jobId);
  query.set('page', String(filters.page));
  return useQuery({
    queryKey: [...teamKey, 'audit', filters],
    queryFn: ({ signal }) => apiClient.get(`/team/audit?${query.toString()}`, auditResponseSchema, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** Every team change refreshes the members, the invitations and the trail. */
function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }) });
}

export const useInvite = () =>
  useTeamMutation((input: InvitationInput) => apiClient.post('/team/invitations', idAnswer, input));
export const useResendInvitation = () =>
  useTeamMutation((id: string) => apiClient.post(`/team/invitations/${encodeURIComponent(id)}/resend`, idAnswer));
export const useRevokeInvitation = () =>
  useTeamMutation((id: string) =>
    apiClient.delete(`/team/invitations/${encodeURIComponent(id)}`, messageResponseSchema),
  );
export const useUpdateMember = () =>
  useTeamMutation(({ userId, update }: { userId: string; update: MemberUpdate }) =>
    apiClient.patch(`/team/${encodeURIComponent(userId)}`, teamResponseSchema, update),
  );
export const useRemoveMember = () =>
  useTeamMutation((userId: string) => apiClient.delete(`/team/${encodeURIComponent(userId)}`, messageResponseSchema));

/** `POST /api/team/invitations/preview`: the invitation behind a link, before anyone signs in. */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['team-invitation', token],
    queryFn: () => apiClient.post('/team/invitations/preview', invitationPreviewSchema, { token }),
    enabled: token.length > 0,
    retry: false,
  });

/** `POST /api/team/invitations/accept` (a signed-in employer of no company). */
export const acceptInvitationRequest = (token: string) =>
  apiClient.post('/team/invitations/accept', messageResponseSchema, { token });

export interface InvitedRegistration {
  name: string;
  email: string;
  password: string;
  phone: string;
  location: string;
  acceptTerms: boolean;
  invitationToken: string;
}

/** `POST /api/users` with the invitation's token: an employer account of the inviting company. */
export const registerInvitedRequest = (body: InvitedRegistration) =>
  apiClient.post('/users', registrationResponseSchema, body);

/** `POST /api/users/login`, right after registering through an invitation (the link verified the address). */
export const loginRequest = (email: string, password: string) =>
  apiClient.post('/users/login', z.object({ token: z.string() }), { email, password });
