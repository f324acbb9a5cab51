import type { CandidateDetail } from '@orbit/shared/candidate-contracts';
import { placedCountryOf } from '@orbit/shared/eligibility';
import {
  candidateCardFromProfile,
  type CandidateCard,
  type CandidateContactState,
} from '@orbit/shared/talent-contracts';
import { users } from '../../db/schema/accounts.ts';

/** The profile columns a card is made from: nothing else of the seeker's is read for a card. */
export const cardColumns = {
  id: users.id,
  name: users.name,
  title: users.title,
  location: users.location,
  skills: users.skills,
  experience: users.experience,
  jobTypes: users.jobTypes,
  salaryExpectation: users.salaryExpectation,
};

export interface CardRow {
  id: string;
  name: string;
  title: string;
  location: string;
  skills: string[];
  experience: string;
  jobTypes: string[];
  salaryExpectation: string;
}

/**
 * The card every employer the seeker is visible to sees: drawn by the shared `candidateCardFromProfile`, the same
 * function the seeker's own preview on /profile uses, so the two cannot differ. The location goes in only as the
 * country it names (never the city).
 */
export function presentCandidateCard(
  row: CardRow,
  standing: { contact: CandidateContactState; matchScore?: number | undefined },
): CandidateCard {
  return candidateCardFromProfile(
    { ...row, country: placedCountryOf(row.location) },
    {
      contact: standing.contact,
      ...(standing.matchScore === undefined ? {} : { matchScore: standing.matchScore }),
    },
  );
}

/** What a seeker shared with the company: present only then (domain/outreach/contact-access.ts). */
export interface SharedDetails {
  name: string;
  email: string;
  phone: string;
  resumeUrl: string | null;
}

export function presentCandidateDetail(card: CandidateCard, shared: SharedDetails | null): CandidateDetail {
  if (!shared) return card;
  return { ...card, name: shared.name, email: shared.email, phone: shared.phone, resumeUrl: shared.resumeUrl };
}

/** The address the employer's browser fetches the shared resume from (signed in: every opening is recorded). */
export const candidateResumePath = (seekerId: string): string => `/api/candidates/${seekerId}/resume`;
