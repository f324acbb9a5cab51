/** Option lists of spec section 3, shared by forms (web) and validation (server). */
export const experienceOptions = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;

export const educationOptions = [
  'High School',
  "Associate's Degree",
  "Bachelor's Degree",
  "Master's Degree",
  'PhD',
  'Other',
] as const;

export const salaryRangeOptions = [
  '$0-$30,000',
  '$30,000-$50,000',
  '$50,000-$70,000',
  '$70,000-$100,000',
  '$100,000-$150,000',
  '$150,000+',
] as const;

export const onboardingSkillOptions = [
  'JavaScript',
  'Python',
  'React',
  'Node.js',
  'Java',
  'SQL',
  'Data Analysis',
  'Product Management',
  'UX/UI Design',
  'Marketing',
  'Sales',
  'Customer Service',
  'Project Management',
  'Accounting',
  'Communication',
  'Leadership',
  'Teamwork',
] as const;

export const onboardingJobTypeOptions = [
  'Full-time',
  'Part-time',
  'Contract',
  'Internship',
  'Remote',
  'Hybrid',
] as const;

export const employerIndustryOptions = [
  'Technology',
  'Finance',
  'Healthcare',
  'Education',
  'E-commerce',
  'Manufacturing',
  'Media',
  'Other',
] as const;

export const jobListEmploymentTypes = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'] as const;

/**
 * An employment type as compared by the job list: letters only, lower case ('Full-time', 'full time' and 'FULLTIME'
 * are one type). The database stores the same key per job (migration 0006, `employment_type_key`).
 */
export const employmentTypeKey = (type: string): string => type.toLowerCase().replace(/[^a-z]/g, '');

export const autopilotJobTypes = ['full-time', 'part-time', 'contract', 'freelance', 'internship'] as const;

export const autopilotLocationPreferences = [
  'worldwide',
  'us-only',
  'europe',
  'asia',
  'africa',
  'australia',
  'south-america',
] as const;

export const autopilotExperienceLevels = ['all', 'entry', 'mid', 'senior'] as const;

/** Upload limits: the spec advertises 10MB for resumes; 5MB for pictures is ours. */
export const uploadLimits = {
  resumeMaxBytes: 10 * 1024 * 1024,
  pictureMaxBytes: 5 * 1024 * 1024,
  resumeExtensions: ['pdf', 'doc', 'docx'],
  pictureExtensions: ['jpg', 'jpeg', 'png', 'webp'],
} as const;

export const passwordMinLength = 6;
export const tokenStorageKey = 'token';
export const alertTimeoutMs = 5000;
