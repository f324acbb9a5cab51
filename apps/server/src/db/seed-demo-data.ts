import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { companies, users } from './schema.ts';

/** Demo accounts for the embedded default; documented in the README. */
export const demoAccounts = {
  seeker: { email: 'amara@demo.orbitjobs.dev', password: 'orbit-demo-seeker' },
  employer: { email: 'hiring@demo.orbitjobs.dev', password: 'orbit-demo-employer' },
} as const;

/** Loads demo data on the first start only: when the database has no users yet. */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Kijani Labs',
        normalizedName: 'kijani labs',
        industry: 'Technology',
        location: 'Nairobi, Kenya (remote-first)',
        website: 'kijanilabs.example',
        description: 'Kijani Labs builds payment and logistics software for small businesses across East Africa.',
      })
      .onConflictDoNothing()
      .returning({ id: companies.id });
    await tx.insert(users).values([
      {
        email: demoAccounts.seeker.email,
        passwordHash: await hashPassword(demoAccounts.seeker.password),
        name: 'Amara Okafor',
        phone: '+234 801 234 5678',
        location: 'Lagos, Nigeria',
        userType: 'candidate',
        isEmailVerified: true,
        onboardingComplete: true,
        title: 'Frontend Engineer',
        experience: '3-5',
        education: "Bachelor's Degree",
        skills: ['JavaScript', 'React', 'Node.js', 'Communication'],
        jobTypes: ['Full-time', 'Contract', 'Remote'],
        salaryExpectation: '$50,000-$70,000',
        bio: 'Frontend engineer who enjoys building accessible, fast interfaces for people on slow networks.',
      },
      {
        email: demoAccounts.employer.email,
        passwordHash: await hashPassword(demoAccounts.employer.password),
        name: 'Wanjiru Kamau',
        phone: '+254 700 000 111',
        location: 'Nairobi, Kenya',
        userType: 'employer',
        isEmailVerified: true,
        onboardingComplete: true,
        companyId: company?.id ?? null,
      },
    ]);
  });
  log.info(
    { seeker: demoAccounts.seeker.email, employer: demoAccounts.employer.email },
    'demo data loaded (passwords in the README)',
  );
}
