/** 'Welcome back, ' + the user's name (spec: the name, not the header's first word), or the role's word when blank. */
export const welcomeName = (name: string | null | undefined, fallback: 'Job Seeker' | 'Employer'): string =>
  name?.trim().replace(/\s+/g, ' ') || fallback;

/** The heading of the recommendations: honest about whether a match score stands behind the order. */
export const recommendationsSubtitle = (scored: boolean): string =>
  scored ? 'Ranked by how well they match your profile' : 'Newest jobs in your skills (match scores are not available yet)';
