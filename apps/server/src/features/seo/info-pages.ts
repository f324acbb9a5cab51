import { siteName } from './page-head.ts';

/**
 * The site's own information pages (the web's features/home, support, legal and talent): each is public and indexable, with its
 * own title and summary, and listed in the sitemap. The titles are the pages' headings.
 */
export const infoPages: Readonly<Record<string, { title: string; description: string }>> = {
  '/about': {
    title: 'About Orbit Jobs',
    description: `${siteName} is a remote-work job board for global talent: matched jobs, honest match scores and an Autopilot that applies within your limits.`,
  },
  '/support': {
    title: 'Help and Support',
    description:
      'How the match score works, how Autopilot decides, who sees your resume, and how to report a suspicious job: answers to common questions.',
  },
  '/contact': {
    title: 'Contact Us',
    description: `Write to the ${siteName} team: ask a question, report a suspicious job, or make a request about your personal data.`,
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      "What Orbit Jobs stores about you, why, who sees it and for how long, and your rights under the GDPR, Nigeria's NDPA, Kenya's DPA and POPIA.",
  },
  '/terms': {
    title: 'Terms of Service',
    description: `The rules for using ${siteName} as a job seeker or an employer, Autopilot included, and what you and we can expect of each other.`,
  },
  '/talent-pool': {
    title: 'The Talent Pool',
    description: `Let employers find you on ${siteName} only if you choose: an anonymous card, contact details only after your yes. Who joined, by region and skill.`,
  },
  '/for-employers': {
    title: 'Orbit Jobs for Employers',
    description: `Post remote jobs for free on ${siteName}: every post reviewed, salary and who may apply required. Find candidates in the talent pool.`,
  },
};

export const infoPagePaths = Object.keys(infoPages);
