import {
  autopilotBounds,
  autopilotMessages,
  autopilotSettingsSchema,
  defaultAutopilotSettings,
  settingsProblems,
  type AutopilotSettings,
} from '@orbit/shared/autopilot-contracts';

/**
 * The settings form's state. Numbers stay the text typed (an emptied field is '' while editing, not 0) and skill
 * keywords the comma-separated text; both are read only when the form is sent (spec section 5).
 */
export interface SettingsFormValues extends Omit<
  AutopilotSettings,
  'dailyLimit' | 'weeklyLimit' | 'minimumSalary' | 'followUpDelay' | 'minimumMatchScore' | 'skillKeywords'
> {
  dailyLimit: string;
  weeklyLimit: string;
  minimumSalary: string;
  followUpDelay: string;
  minimumMatchScore: string;
  skillKeywords: string;
}

export type SettingsField = keyof AutopilotSettings;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export function settingsFormValues(settings: AutopilotSettings): SettingsFormValues {
  return {
    ...settings,
    dailyLimit: String(settings.dailyLimit),
    weeklyLimit: String(settings.weeklyLimit),
    minimumSalary: String(settings.minimumSalary),
    followUpDelay: String(settings.followUpDelay),
    minimumMatchScore: String(settings.minimumMatchScore),
    skillKeywords: settings.skillKeywords.join(', '),
    excludedCompanies: [...settings.excludedCompanies],
    jobTypes: [...settings.jobTypes],
  };
}

/** Spec section 5: "Number inputs are read as integers" (parseInt); nothing readable is NaN, which the checks refuse. */
export const readInteger = (text: string): number => Number.parseInt(text.trim(), 10);

/** Spec section 5: keywords entered comma-separated, trimmed, empty entries dropped (and each kept once). */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(',')) {
    const keyword = part.trim();
    if (keyword === '' || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    keywords.push(keyword);
  }
  return keywords;
}

const inBounds = (value: number, bounds: { min: number; max: number }) =>
  Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

/**
 * The whole settings object, as `POST /api/autopilot/settings` takes it (spec section 7). The follow-up delay is hidden
 * while follow-ups are off, so a value left unreadable there is sent as the default rather than blocking the save
 * with an error the seeker cannot see.
 */
export function settingsBody(values: SettingsFormValues): AutopilotSettings {
  const followUpDelay = readInteger(values.followUpDelay);
  return {
    isActive: values.isActive,
    dailyLimit: readInteger(values.dailyLimit),
    weeklyLimit: readInteger(values.weeklyLimit),
    skillKeywords: parseKeywords(values.skillKeywords),
    locationPreference: values.locationPreference,
    minimumSalary: readInteger(values.minimumSalary),
    excludedCompanies: [...values.excludedCompanies],
    experienceLevel: values.experienceLevel,
    jobTypes: [...values.jobTypes],
    customizeCoverLetter: values.customizeCoverLetter,
    autoFollowUp: values.autoFollowUp,
    followUpDelay:
      values.autoFollowUp || inBounds(followUpDelay, autopilotBounds.followUpDelay)
        ? followUpDelay
        : defaultAutopilotSettings.followUpDelay,
    minimumMatchScore: readInteger(values.minimumMatchScore),
    mode: values.mode,
    timeZone: values.timeZone,
    baseCoverLetter: values.baseCoverLetter,
    digestEmails: values.digestEmails,
  };
}

/**
 * What the server would refuse, per field, checked with the same shared schema and messages before anything is
 * sent (the server checks again). The first problem of each field is kept: one message under each field.
 */
export function settingsErrors(body: AutopilotSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  const parsed = autopilotSettingsSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SettingsField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.dailyLimit && !errors.weeklyLimit) {
    const [problem] = settingsProblems(body);
    if (problem) errors.weeklyLimit = problem;
  }
  return errors;
}

/** Adds a company to the excluded list: trimmed, once (whatever its case), within autopilotBounds.excludedCompanies. */
export function addExcludedCompany(list: readonly string[], name: string): { list: string[]; error: string | null } {
  const company = name.trim();
  if (company === '') return { list: [...list], error: null };
  if (list.some((entry) => entry.toLowerCase() === company.toLowerCase())) return { list: [...list], error: null };
  if (list.length >= autopilotBounds.excludedCompanies)
    return { list: [...list], error: autopilotMessages.tooManyCompanies };
  return { list: [...list, company], error: null };
}

const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;

/**
 * Brings settings changed elsewhere on the page (Stop now turns Autopilot off, a refetch) into a form that may hold
 * unsaved edits: a field whose saved value changed takes the new one, every other field keeps what was typed. Without
 * it a form still showing "on" would turn Autopilot back on at the next save.
 */
export function rebaseSettingsForm(
  values: SettingsFormValues,
  previous: AutopilotSettings,
  next: AutopilotSettings,
): SettingsFormValues {
  const before = settingsFormValues(previous);
  const after = settingsFormValues(next);
  const result: Record<string, unknown> = { ...values };
  for (const field of Object.keys(after) as (keyof SettingsFormValues)[]) {
    if (!sameValue(before[field], after[field])) result[field] = after[field];
  }
  return result as unknown as SettingsFormValues;
}
