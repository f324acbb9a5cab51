import type { CandidateContactState } from '@orbit/shared/talent-contracts';
import { ButtonLink } from '../../../components/button.tsx';

const badges: Record<Exclude<CandidateContactState, 'none'>, { label: string; classes: string }> = {
  accepted: { label: 'Details shared', classes: 'bg-green-50 text-green-800 ring-green-600/25' },
  pending: { label: 'Request sent', classes: 'bg-amber-50 text-amber-900 ring-amber-600/25' },
  declined: { label: 'Declined your request', classes: 'bg-slate-100 text-slate-700 ring-slate-500/25' },
};

export const contactPath = (id: string): string => `/candidates/${encodeURIComponent(id)}/contact`;

/**
 * Where the company's contact with a candidate stands: a Contact link while there is none (an expired request
 * included), otherwise what happened — shared (they applied or accepted), waiting for their answer, or declined.
 */
export function ContactState({
  id,
  contact,
  size = 'sm',
}: {
  id: string;
  contact: CandidateContactState;
  size?: 'sm' | 'md';
}) {
  if (contact === 'none') {
    return (
      <ButtonLink to={contactPath(id)} size={size} variant={size === 'sm' ? 'outline' : 'primary'}>
        Contact
      </ButtonLink>
    );
  }
  const badge = badges[contact];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${badge.classes}`}>{badge.label}</span>
  );
}
