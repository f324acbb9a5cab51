import type { ProfileUpdateInput, User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { onboardingSkillOptions } from '@orbit/shared/options';
import { missingProfileFields, type CompletenessInput } from '@orbit/shared/profile-completeness';

export interface ProfileFormValues {
  name: string;
  phone: string;
  location: string;
  title: string;
  experience: string;
  education: string;
  skills: string[];
  jobTypes: string[];
  salaryExpectation: string;
  bio: string;
}

export function profileFormValues(user: User): ProfileFormValues {
  return {
    name: user.name,
    phone: user.phone,
    location: user.location,
    title: user.title,
    experience: user.experience,
    education: user.education,
    skills: [...user.skills],
    jobTypes: [...user.jobTypes],
    salaryExpectation: user.salaryExpectation,
    bio: user.bio,
  };
}

const textFields = [
  'name',
  'phone',
  'location',
  'title',
  'experience',
  'education',
  'salaryExpectation',
  'bio',
] as const;
const listFields = ['skills', 'jobTypes'] as const;
const listHas = (list: readonly string[], item: string) =>
  list.some((entry) => entry.toLowerCase() === item.toLowerCase());

/**
 * Brings a change saved elsewhere on the page (an accepted resume suggestion) into a form that may hold unsaved
 * edits: a three-way merge with the user the form last saw as the base. A field the save changed takes the saved
 * value; every other field keeps what the seeker typed. Lists merge item by item, so an accepted skill joins the
 * skills ticked but not yet saved instead of replacing them.
 */
export function rebaseFormValues(values: ProfileFormValues, previous: User, next: User): ProfileFormValues {
  const before = profileFormValues(previous);
  const after = profileFormValues(next);
  const result = { ...values };
  for (const field of textFields) {
    if (before[field] !== after[field]) result[field] = after[field];
  }
  for (const field of listFields) {
    const added = after[field].filter((item) => !listHas(before[field], item));
    const removed = before[field].filter((item) => !listHas(after[field], item));
    if (added.length === 0 && removed.length === 0) continue;
    result[field] = [
      ...values[field].filter((item) => !listHas(removed, item)),
      ...added.filter((item) => !listHas(values[field], item)),
    ];
  }
  return result;
}

/** The 17 skills of the spec, plus any the user has that are not among them (kept, not dropped). */
export function profileSkillOptions(userSkills: readonly string[]): string[] {
  const standard: readonly string[] = onboardingSkillOptions;
  return [...standard, ...userSkills.filter((skill) => !standard.includes(skill))];
}

/** The one required field of the profile form (the server refuses an empty name too). */
export function profileFormError(values: ProfileFormValues): string | null {
  return values.name.trim() === '' ? messages.fillRequiredFields : null;
}

/** Employers' profiles have no job-seeker fields; only what they can see is sent. */
export function profileUpdatePayload(values: ProfileFormValues, isCandidate: boolean): ProfileUpdateInput {
  const common = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    location: values.location.trim(),
    title: values.title.trim(),
    bio: values.bio.trim(),
  };
  if (!isCandidate) return common;
  return {
    ...common,
    experience: values.experience as ProfileUpdateInput['experience'],
    education: values.education as ProfileUpdateInput['education'],
    skills: values.skills,
    jobTypes: values.jobTypes,
    salaryExpectation: values.salaryExpectation,
  };
}

/** The shared completeness rule reads these fields; the User carries URLs instead of flags. */
export function completenessInputFromUser(user: User): CompletenessInput {
  return {
    name: user.name,
    phone: user.phone,
    location: user.location,
    title: user.title,
    experience: user.experience,
    education: user.education,
    skills: user.skills,
    jobTypes: user.jobTypes,
    salaryExpectation: user.salaryExpectation,
    bio: user.bio,
    hasResume: user.resumeUrl !== null,
    hasProfilePicture: user.profilePictureUrl !== null,
    isEmailVerified: user.isEmailVerified,
  };
}

const missingFieldLabels: Record<keyof CompletenessInput, string> = {
  name: 'Full name',
  isEmailVerified: 'Verified email address',
  phone: 'Phone number',
  location: 'Location',
  title: 'Job title',
  experience: 'Years of experience',
  education: 'Education',
  skills: 'Skills',
  jobTypes: 'Job types',
  salaryExpectation: 'Salary expectation',
  bio: 'Bio',
  hasResume: 'Resume',
  hasProfilePicture: 'Profile picture',
};

/** What is still missing, most valuable first, as labels for the profile page. */
export function missingProfileItems(user: User): string[] {
  return missingProfileFields(completenessInputFromUser(user)).map((field) => missingFieldLabels[field]);
}
