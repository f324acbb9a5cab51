import crypto from 'node:crypto';
import type { Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/accounts.ts';
import { applications } from '../../apps/server/src/db/schema/applications.ts';
import { issueSessionToken } from '../../apps/server/src/lib/auth/session-tokens.ts';
import type { Clock } from '../../apps/server/src/lib/clock.ts';

/**
 * The benchmark's job seekers: onboarded candidates across the catalogue's trades, levels and places, including
 * the awkward ones (title only, skills only, nothing at all, a long skill list), because candidate generation
 * takes a different path for each — a skills `?|` match, a full-text match, both, or just the newest jobs.
 */

export interface SeekerSpec {
  title: string;
  skills: string[];
  experience: string;
  location: string;
  salaryExpectation: string;
  jobTypes: string[];
}

export interface BenchSeeker extends SeekerSpec {
  id: string;
  token: string;
  /** Short name for the tables. */
  label: string;
  /** Which candidate path the profile takes: EXPLAIN is printed once per shape. */
  shape: 'skills+title' | 'skills only' | 'title only' | 'nothing';
  /** Live applications (left out of the recommendations) and one withdrawn one (recommendable again). */
  appliedJobIds: string[];
  withdrawnJobId?: string;
}

const seeker = (
  title: string,
  skills: string[],
  experience: string,
  location: string,
  salaryExpectation: string,
  jobTypes: string[],
): SeekerSpec => ({
  title,
  skills,
  experience,
  location,
  salaryExpectation,
  jobTypes,
});

export const seekerSpecs: readonly SeekerSpec[] = [
  seeker(
    'Frontend Engineer',
    ['React', 'TypeScript', 'JavaScript', 'CSS'],
    '3-5',
    'Lagos, Nigeria',
    '$30,000-$50,000',
    ['Full-time', 'Remote'],
  ),
  seeker(
    'Senior Frontend Developer',
    ['React', 'TypeScript', 'Next.js'],
    '5-10',
    'Berlin, Germany',
    '$70,000-$100,000',
    ['Full-time'],
  ),
  seeker(
    'Full Stack Developer',
    ['TypeScript', 'Node.js', 'React', 'PostgreSQL'],
    '3-5',
    'Nairobi, Kenya',
    '$50,000-$70,000',
    ['Full-time', 'Contract'],
  ),
  seeker('Python Developer', ['Python', 'Django', 'PostgreSQL'], '1-3', 'Nairobi, Kenya', '$30,000-$50,000', [
    'Full-time',
  ]),
  seeker('Backend Engineer', ['Python', 'Django', 'Flask', 'Redis'], '5-10', 'Austin, TX', '$150,000+', [
    'Full-time',
    'Remote',
  ]),
  seeker('Data Scientist', ['Python', 'SQL', 'Pandas', 'Statistics'], '3-5', 'Accra, Ghana', '$50,000-$70,000', [
    'Full-time',
  ]),
  seeker('Platform Engineer', ['Go', 'Kubernetes', 'Docker', 'AWS'], '5-10', 'Berlin, Germany', '$100,000-$150,000', [
    'Full-time',
  ]),
  seeker(
    'DevOps Engineer',
    ['Kubernetes', 'Terraform', 'AWS', 'Linux'],
    '10+',
    'Manila, Philippines',
    '$50,000-$70,000',
    ['Contract'],
  ),
  seeker(
    'Site Reliability Engineer',
    ['Go', 'Kubernetes', 'Prometheus'],
    '3-5',
    'Cape Town, South Africa',
    '$70,000-$100,000',
    ['Full-time', 'Remote'],
  ),
  seeker(
    'Product Designer',
    ['Figma', 'UX/UI Design', 'Prototyping', 'User Research'],
    '3-5',
    'Lagos, Nigeria',
    '$30,000-$50,000',
    ['Full-time'],
  ),
  seeker('UX Designer', ['Figma', 'Design Systems'], '1-3', 'Manila, Philippines', '$0-$30,000', [
    'Part-time',
    'Remote',
  ]),
  seeker('Graphic Designer', ['Figma', 'Photoshop', 'Illustrator'], '0-1', 'Kigali, Rwanda', '$0-$30,000', [
    'Internship',
    'Part-time',
  ]),
  seeker(
    'SEO Specialist',
    ['SEO', 'Content Marketing', 'Google Analytics'],
    '3-5',
    'Nairobi, Kenya',
    '$30,000-$50,000',
    ['Full-time', 'Contract'],
  ),
  seeker(
    'Content Marketing Manager',
    ['Content Marketing', 'SEO', 'Email Marketing'],
    '5-10',
    'Austin, TX',
    '$70,000-$100,000',
    ['Full-time'],
  ),
  seeker('Content Writer', ['Content Writing', 'SEO', 'Copywriting'], '1-3', 'Manila, Philippines', '$0-$30,000', [
    'Part-time',
    'Contract',
  ]),
  seeker('Account Executive', ['Salesforce', 'Sales', 'CRM', 'Negotiation'], '3-5', 'Austin, TX', '$70,000-$100,000', [
    'Full-time',
  ]),
  seeker('Sales Development Representative', ['Salesforce', 'Lead Generation'], '0-1', 'Lagos, Nigeria', '$0-$30,000', [
    'Full-time',
  ]),
  seeker(
    'Customer Support Specialist',
    ['Zendesk', 'Customer Service', 'Intercom'],
    '1-3',
    'Manila, Philippines',
    '$0-$30,000',
    ['Full-time', 'Remote'],
  ),
  seeker(
    'Customer Success Manager',
    ['Zendesk', 'Customer Success', 'Communication'],
    '3-5',
    'Nairobi, Kenya',
    '$30,000-$50,000',
    ['Full-time'],
  ),
  seeker('Accountant', ['Accounting', 'Excel', 'QuickBooks', 'IFRS'], '5-10', 'Lagos, Nigeria', '₦12,000,000', [
    'Full-time',
  ]),
  seeker('Financial Analyst', ['Excel', 'Financial Analysis', 'Accounting'], '1-3', 'Berlin, Germany', '€55,000', [
    'Full-time',
    'Hybrid',
  ]),
  seeker(
    'Machine Learning Engineer',
    ['Python', 'PyTorch', 'Machine Learning'],
    '3-5',
    'Berlin, Germany',
    '$100,000-$150,000',
    ['Full-time'],
  ),
  seeker('Mobile Developer', ['Kotlin', 'Flutter', 'Swift'], '1-3', 'Cairo, Egypt', '$30,000-$50,000', ['Contract']),
  seeker('Project Manager', ['Project Management', 'Agile', 'Scrum', 'Jira'], '10+', 'London, UK', '£60,000', [
    'Full-time',
  ]),
  seeker('QA Engineer', ['Cypress', 'Playwright', 'JavaScript'], '1-3', 'Kigali, Rwanda', '$30,000-$50,000', [
    'Full-time',
  ]),
  seeker('Java Developer', ['Java', 'Spring Boot', 'SQL'], '5-10', 'São Paulo, Brazil', '$50,000-$70,000', [
    'Full-time',
    'Contract',
  ]),
  // Many skills across trades: the widest `?|` array and text query.
  seeker(
    'Software Engineer',
    [
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'Python',
      'Go',
      'Docker',
      'Kubernetes',
      'AWS',
      'PostgreSQL',
      'Redis',
      'GraphQL',
    ],
    '5-10',
    'Austin, TX',
    '$150,000+',
    ['Full-time'],
  ),
  seeker('', ['React', 'Node.js', 'Python'], '1-3', 'Nairobi, Kenya', '', ['Remote']),
  seeker('', ['Customer Service', 'Data Entry'], '0-1', 'Lagos, Nigeria', '$0-$30,000', ['Part-time']),
  seeker('Bookkeeper', [], '3-5', 'Accra, Ghana', '$0-$30,000', ['Part-time']),
  seeker('Virtual Assistant', [], '1-3', 'Manila, Philippines', '', ['Part-time', 'Remote']),
  seeker('', [], '', 'Lagos, Nigeria', '', []),
  seeker('', [], '5-10', 'Austin, TX', '$100,000-$150,000', ['Full-time']),
];

const shapeOf = (spec: SeekerSpec): BenchSeeker['shape'] =>
  spec.skills.length > 0 ? (spec.title ? 'skills+title' : 'skills only') : spec.title ? 'title only' : 'nothing';

const labelOf = (spec: SeekerSpec, index: number) =>
  `${String(index + 1).padStart(2, '0')} ${(spec.title || (spec.skills.length ? spec.skills.join('/') : '(no skills, no title)')).slice(0, 30)}`;

/**
 * Inserts the seekers as onboarded candidates and signs each in through the app's own session issuer. They never
 * sign in with a password, so no password is hashed (argon2 would add seconds for nothing).
 */
export async function createSeekers(db: Db, clock: Clock, jwtSecret: string): Promise<BenchSeeker[]> {
  const created: BenchSeeker[] = [];
  for (const [index, spec] of seekerSpecs.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        email: `bench-seeker-${index + 1}-${crypto.randomBytes(4).toString('hex')}@example.org`,
        passwordHash: 'not-a-password-hash',
        name: `Bench Seeker ${index + 1}`,
        userType: 'candidate',
        isEmailVerified: true,
        onboardingComplete: true,
        ...spec,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('seeker insert returned no row');
    const token = await issueSessionToken({ db, clock, jwtSecret }, row.id, {
      userAgent: 'recommend-bench',
      ip: '127.0.0.1',
    });
    created.push({ ...spec, id: row.id, token, label: labelOf(spec, index), shape: shapeOf(spec), appliedJobIds: [] });
  }
  return created;
}

/**
 * Applies `seeker` to `applied` (live applications: they must drop out of the recommendations) and to `withdrawn`
 * (withdrawn: it may come back). Written straight into the table: the apply flow (e-mails, employer APIs) is not
 * what is measured.
 */
export async function applyTo(
  db: Db,
  seeker: BenchSeeker,
  applied: string[],
  withdrawn: string | undefined,
  now: Date,
): Promise<void> {
  const rows = [
    ...applied.map((jobId) => ({ seekerId: seeker.id, jobId, appliedAt: now })),
    ...(withdrawn ? [{ seekerId: seeker.id, jobId: withdrawn, appliedAt: now, withdrawnAt: now }] : []),
  ];
  if (rows.length > 0) await db.insert(applications).values(rows);
  seeker.appliedJobIds = applied;
  seeker.withdrawnJobId = withdrawn;
}
