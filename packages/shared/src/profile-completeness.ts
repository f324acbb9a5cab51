/**
 * Profile completeness in percent, from the fields a recruiter looks at. Pure so the dashboard,
 * the profile page and the server agree. Weights favour what matters for matching (skills, resume).
 */
export interface CompletenessInput {
  name: string;
  phone: string;
  location: string;
  title: string;
  experience: string;
  education: string;
  skills: readonly string[];
  jobTypes: readonly string[];
  salaryExpectation: string;
  bio: string;
  hasResume: boolean;
  hasProfilePicture: boolean;
  isEmailVerified: boolean;
}

const weights: { [K in keyof CompletenessInput]: number } = {
  name: 8,
  isEmailVerified: 7,
  phone: 5,
  location: 8,
  title: 10,
  experience: 8,
  education: 6,
  skills: 14,
  jobTypes: 6,
  salaryExpectation: 5,
  bio: 8,
  hasResume: 12,
  hasProfilePicture: 3,
};

const isFilled = (value: CompletenessInput[keyof CompletenessInput]): boolean => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim().length > 0;
  return value.length > 0;
};

export function profileCompleteness(input: CompletenessInput): number {
  let total = 0;
  let earned = 0;
  for (const key of Object.keys(weights) as (keyof CompletenessInput)[]) {
    total += weights[key];
    if (isFilled(input[key])) earned += weights[key];
  }
  return Math.round((earned / total) * 100);
}

/** The unfilled fields, most valuable first, so the UI can say what to add next. */
export function missingProfileFields(input: CompletenessInput): (keyof CompletenessInput)[] {
  return (Object.keys(weights) as (keyof CompletenessInput)[])
    .filter((key) => !isFilled(input[key]))
    .sort((a, b) => weights[b] - weights[a]);
}
