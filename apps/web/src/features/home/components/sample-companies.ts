/**
 * Spec "Home": "Sample companies are hard-coded placeholders used when generation fails." Invented names, shown
 * only in that case and labelled as examples; they link nowhere because they are not on Orbit Jobs.
 */
export interface SampleCompany {
  name: string;
  industry: string;
  location: string;
}

export const sampleCompanies: readonly SampleCompany[] = [
  { name: 'Example Cloud Co', industry: 'Technology', location: 'Remote (worldwide)' },
  { name: 'Sample Health Labs', industry: 'Healthcare', location: 'Remote (Europe)' },
  { name: 'Demo Pay Systems', industry: 'Finance', location: 'Remote (Africa)' },
  { name: 'Placeholder Learning', industry: 'Education', location: 'Remote (Americas)' },
  { name: 'Example Commerce', industry: 'E-commerce', location: 'Remote (EMEA)' },
  { name: 'Sample Media House', industry: 'Media', location: 'Remote (APAC)' },
  { name: 'Demo Data Works', industry: 'Technology', location: 'Remote (worldwide)' },
  { name: 'Placeholder Robotics', industry: 'Manufacturing', location: 'Remote (Europe)' },
];
