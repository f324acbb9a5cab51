/**
 * "Reject with reason": ready-made messages the employer picks and edits before sending. The seeker reads the text as
 * feedback on My Applications (and in the status e-mail), so every template thanks them and says why plainly.
 * Placeholders in [brackets] are for the employer to fill in.
 */
export interface RejectTemplate {
  id: string;
  label: string;
  text: (context: TemplateContext) => string;
}

export interface TemplateContext {
  jobTitle: string;
  /** What more experience is wanted in: a skill the applicant lacks when one is known, else a placeholder. */
  area: string;
}

export const areaPlaceholder = '[area]';

export const rejectTemplates: readonly RejectTemplate[] = [
  {
    id: 'filled',
    label: 'Position filled',
    text: ({ jobTitle }) =>
      `Thank you for applying for the ${jobTitle} role. The position has now been filled, so we will not be moving forward with your application. We wish you the best in your search.`,
  },
  {
    id: 'experience',
    label: 'Looking for more experience in…',
    text: ({ jobTitle, area }) =>
      `Thank you for applying for the ${jobTitle} role. For this position we are looking for more experience in ${area}, so we will not be moving forward with your application this time.`,
  },
  {
    id: 'location',
    label: 'Not eligible from your location',
    text: ({ jobTitle }) =>
      `Thank you for applying for the ${jobTitle} role. Unfortunately we can only hire for this position in certain countries, and your location is not one of them, so we cannot move forward with your application.`,
  },
  {
    id: 'other-candidates',
    label: 'Other candidates were a closer match',
    text: ({ jobTitle }) =>
      `Thank you for applying for the ${jobTitle} role. We had many strong applications and have decided to move forward with candidates whose experience is a closer match. We appreciate your interest.`,
  },
  { id: 'custom', label: 'Write my own', text: () => '' },
];

export function templateText(id: string, context: TemplateContext): string {
  return rejectTemplates.find((template) => template.id === id)?.text(context) ?? '';
}

/** The area for the experience template: the first skill the applicant lacks, else the placeholder to fill in. */
export const experienceArea = (missingSkills: readonly string[] | undefined): string =>
  missingSkills?.[0] ?? areaPlaceholder;

/** A message still holding a [placeholder] should not go out as is. */
export const hasPlaceholder = (text: string): boolean => /\[[a-z ]+\]/i.test(text);
