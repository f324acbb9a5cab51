import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { uploadLimits } from '@orbit/shared/options';
import { resumeFileProblem } from '@orbit/shared/resume-contracts';
import { anyBlank } from '../../../lib/password-rules.ts';

export interface OnboardingValues {
  title: string;
  experience: string;
  education: string;
  location: string;
  skills: string[];
  jobTypes: string[];
  salaryExpectation: string;
  bio: string;
  resume: File | null;
  profilePicture: File | null;
}

export type OnboardingStep = 1 | 2 | 3;

export const onboardingStepTitles: Record<OnboardingStep, string> = {
  1: 'Professional info',
  2: 'Skills and preferences',
  3: 'Resume and bio',
};

/** Starts from what registration already knows (the location). */
export function initialOnboardingValues(
  user: Pick<
    User,
    'title' | 'experience' | 'education' | 'location' | 'skills' | 'jobTypes' | 'salaryExpectation' | 'bio'
  >,
): OnboardingValues {
  return {
    title: user.title,
    experience: user.experience,
    education: user.education,
    location: user.location,
    skills: [...user.skills],
    jobTypes: [...user.jobTypes],
    salaryExpectation: user.salaryExpectation,
    bio: user.bio,
    resume: null,
    profilePicture: null,
  };
}

const extensionOf = (fileName: string): string => fileName.split('.').pop()?.toLowerCase() ?? '';

type FileInfo = Pick<File, 'name' | 'size'>;

/**
 * The server checks the bytes again; checking name and size here spares a 10MB upload that would be
 * refused. Messages are the shared ones the server uses.
 */
export const resumeFileError = (file: FileInfo | null): string | null =>
  resumeFileProblem(file, messages.resumeRequired);

export function pictureFileError(file: FileInfo | null): string | null {
  if (!file) return null;
  if (!(uploadLimits.pictureExtensions as readonly string[]).includes(extensionOf(file.name)))
    return messages.pictureTypeInvalid;
  if (file.size > uploadLimits.pictureMaxBytes) return messages.pictureTooLarge;
  return null;
}

/** What "Next" (or the final submit) checks on each step, spec section 5. */
export function onboardingStepErrors(step: OnboardingStep, values: OnboardingValues): string[] {
  if (step === 1) {
    return anyBlank([values.title, values.experience, values.education, values.location])
      ? [messages.fillRequiredFields]
      : [];
  }
  if (step === 2) {
    const errors: string[] = [];
    if (values.skills.length === 0) errors.push(messages.selectSkill);
    if (values.jobTypes.length === 0) errors.push(messages.selectJobType);
    return errors;
  }
  return [resumeFileError(values.resume), pictureFileError(values.profilePicture)].filter(
    (e): e is string => e !== null,
  );
}

/** The multipart body of PUT /api/users/onboarding: lists travel as JSON strings, files last. */
export function onboardingFormData(values: OnboardingValues): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('experience', values.experience);
  form.append('education', values.education);
  form.append('location', values.location.trim());
  form.append('skills', JSON.stringify(values.skills));
  form.append('jobTypes', JSON.stringify(values.jobTypes));
  form.append('salaryExpectation', values.salaryExpectation);
  form.append('bio', values.bio.trim());
  if (values.resume) form.append('resume', values.resume);
  if (values.profilePicture) form.append('profilePicture', values.profilePicture);
  return form;
}

export const toggleListItem = (list: readonly string[], item: string): string[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
