import { describe, expect, it } from 'vitest';
import type { TopCandidate } from '@orbit/shared/posting-contracts';
import { topCandidateKey, topCandidateLinks, viewResumeLabel } from './top-candidates.ts';

const applicant: TopCandidate = {
  source: 'applicant',
  applicationId: 'app-1',
  seekerId: 'seeker-1',
  jobId: 'job-1',
  jobTitle: 'Frontend Engineer',
  name: 'Amaka Okafor',
  headline: 'Frontend Engineer',
  location: 'Accra, Ghana',
  skills: ['React'],
  experience: '3-5',
  education: "Bachelor's Degree",
  matchScore: 80,
  status: 'Applied',
  contact: 'accepted',
};
const pooled: TopCandidate = {
  ...applicant,
  source: 'pool',
  applicationId: null,
  seekerId: 'seeker-2',
  name: 'Kofi B.',
  location: 'Ghana',
  education: '',
  status: null,
  contact: 'none',
};

describe('topCandidateLinks', () => {
  it("links an applicant to their resume and the job's pipeline, never to a contact request", () => {
    expect(topCandidateLinks(applicant)).toEqual({
      viewResume: '/candidates/seeker-1/view-resume?forJob=job-1',
      contact: null,
      job: '/jobs/job-1/applicants',
    });
  });

  it('offers a pool seeker a contact request only while the company has none with them', () => {
    expect(topCandidateLinks(pooled)).toEqual({
      viewResume: '/candidates/seeker-2/view-resume?forJob=job-1',
      contact: '/candidates/seeker-2/contact',
      job: '/search-candidates?forJob=job-1',
    });
    for (const contact of ['pending', 'declined', 'accepted'] as const)
      expect(topCandidateLinks({ ...pooled, contact }).contact).toBeNull();
  });

  it('has no seeker links for a deleted account, and escapes ids', () => {
    expect(topCandidateLinks({ ...applicant, seekerId: null })).toEqual({
      viewResume: null,
      contact: null,
      job: '/jobs/job-1/applicants',
    });
    expect(topCandidateLinks({ ...pooled, seekerId: 'a/b', jobId: 'c?d' }).contact).toBe('/candidates/a%2Fb/contact');
  });
});

describe('topCandidateKey and viewResumeLabel', () => {
  it('keys applications by id and pool seekers by seeker and job', () => {
    expect(topCandidateKey(applicant)).toBe('app-1');
    expect(topCandidateKey(pooled)).toBe('pool-seeker-2-job-1');
  });

  it('says resume only once the seeker shared it', () => {
    expect(viewResumeLabel(applicant)).toBe('View resume');
    expect(viewResumeLabel(pooled)).toBe('View profile');
  });
});
