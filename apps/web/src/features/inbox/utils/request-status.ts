import type { ContactRequest } from '@orbit/shared/outreach-contracts';

type Relative = (at: string, now: Date) => string;

/** A request's state in words: how long a pending one waits, or what became of it. */
export function requestStatusText(request: ContactRequest, now: Date, relative: Relative): string {
  switch (request.status) {
    case 'pending':
      return `Waiting for your answer, expires ${relative(request.expiresAt, now)}`;
    case 'accepted':
      return 'Accepted';
    case 'declined':
      return request.declineReason ? `Declined: ${request.declineReason}` : 'Declined';
    case 'expired':
      return 'Expired';
    case 'reported':
      return 'Reported to the moderators';
  }
}

/** The same, as the company that sent it reads it. */
export function sentRequestStatusText(request: ContactRequest, now: Date, relative: Relative): string {
  // Screening held it: the candidate has not had it yet, and its 14 days start once a moderator releases it.
  if (request.status === 'pending' && request.held)
    return 'Held for review: a moderator reads it before the candidate does';
  if (request.status === 'pending') return `Waiting for an answer, expires ${relative(request.expiresAt, now)}`;
  if (request.status === 'reported') return 'Reported to the moderators by the candidate';
  return requestStatusText(request, now, relative);
}
