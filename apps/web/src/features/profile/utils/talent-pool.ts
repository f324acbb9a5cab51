import type { ProfileUpdateInput, User } from '@orbit/shared/auth-contracts';
import {
  candidateCardFromProfile,
  hiddenCompaniesMax,
  type CandidateCard,
  type TalentView,
  type TalentVisibility,
} from '@orbit/shared/talent-contracts';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';

/** The longest company name the server takes (hiddenFromCompaniesSchema). */
export const hiddenCompanyNameMax = 120;

export interface TalentPoolValues {
  visibility: TalentVisibility;
  hiddenFromCompanies: string[];
}

export function talentPoolValues(user: User): TalentPoolValues {
  return { visibility: user.talentVisibility, hiddenFromCompanies: [...user.hiddenFromCompanies] };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

export function talentPoolChanged(values: TalentPoolValues, user: User): boolean {
  return values.visibility !== user.talentVisibility || !sameList(values.hiddenFromCompanies, user.hiddenFromCompanies);
}

/**
 * Brings settings saved elsewhere (another tab's save, a refetch) into a card that may hold unsaved edits: a setting
 * whose saved value changed takes it, the other keeps what the seeker chose. The profile form's own saves leave both
 * alone, so choosing a visibility and then saving the form above does not undo the choice.
 */
export function rebaseTalentPoolValues(values: TalentPoolValues, previous: User, next: User): TalentPoolValues {
  return {
    visibility: previous.talentVisibility === next.talentVisibility ? values.visibility : next.talentVisibility,
    hiddenFromCompanies: sameList(previous.hiddenFromCompanies, next.hiddenFromCompanies)
      ? values.hiddenFromCompanies
      : [...next.hiddenFromCompanies],
  };
}

export const hiddenCompaniesFullMessage = `You can hide from at most ${hiddenCompaniesMax} companies`;

/** Adds a typed company once (case aside); a blank entry or a repeat changes nothing. */
export function addHiddenCompany(list: readonly string[], name: string): { list: string[]; error: string | null } {
  const company = name.trim().replace(/\s+/g, ' ');
  if (company === '' || list.some((entry) => entry.toLowerCase() === company.toLowerCase()))
    return { list: [...list], error: null };
  if (list.length >= hiddenCompaniesMax) return { list: [...list], error: hiddenCompaniesFullMessage };
  return { list: [...list, company], error: null };
}

export function talentPoolPayload(values: TalentPoolValues): ProfileUpdateInput {
  return { talentVisibility: values.visibility, hiddenFromCompanies: values.hiddenFromCompanies };
}

/** The card employers get, from the saved profile: the same function draws the card they are sent. */
export function talentCardPreview(user: User): CandidateCard {
  return candidateCardFromProfile({ ...user, id: user._id });
}

export interface TalentViewLine {
  key: string;
  company: string;
  what: string;
  when: string;
  at: string;
}

const lookedAt: Record<TalentView['what'], string> = {
  profile: 'Looked at your profile',
  resume: 'Opened your resume',
};

/** "Companies that looked at your profile": one line per look the server grouped, its time read from now. */
export function talentViewLines(views: readonly TalentView[], now: Date): TalentViewLine[] {
  return views.map((view, index) => ({
    key: `${view.company}|${view.what}|${view.at}|${index}`,
    company: view.company,
    what: lookedAt[view.what],
    when: relativeTimeLabel(view.at, now),
    at: view.at,
  }));
}
