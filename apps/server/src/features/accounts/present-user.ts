import { hasAutopilotAccess } from '@orbit/shared/autopilot-contracts';
import { eq } from 'drizzle-orm';
import type { User } from '@orbit/shared/auth-contracts';
import type { ResumeInsights } from '@orbit/shared/resume-contracts';
import { messages } from '@orbit/shared/messages';
import { profileCompleteness } from '@orbit/shared/profile-completeness';
import { currentTermsVersion } from '@orbit/shared/terms';
import { placedCountryOf } from '@orbit/shared/eligibility';
import type { Db } from '../../db/client.ts';
import { twoFactorSettings, users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { googleIdentities } from '../../db/schema/google-sign-in.ts';
import { resumeAnalyses, uploadedFiles } from '../../db/schema/files.ts';
import { AppError } from '../../lib/errors.ts';
import { presentResumeInsights } from '../../domain/resumes/resume-insights.ts';
import { fileUrl } from '../../lib/uploads.ts';

type UserRow = typeof users.$inferSelect;
type CompanyRow = Pick<typeof companies.$inferSelect, 'id' | 'name' | 'industry'>;

/** The user as the API shows it: listed fields only, never the password hash. */
export function presentUser(
  row: UserRow,
  company: CompanyRow | null,
  resume: { fileName: string; insights: ResumeInsights | null } | null,
  moderatorEmails: readonly string[],
  twoFactorEnabled: boolean,
  googleLinked: boolean,
): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    country: placedCountryOf(row.location),
    role: row.userType === 'employer' ? 'employer' : 'jobseeker',
    userType: row.userType,
    isEmailVerified: row.isEmailVerified,
    onboardingComplete: row.onboardingComplete,
    profilePictureUrl: fileUrl(row.profilePictureFileId),
    resumeUrl: fileUrl(row.resumeFileId),
    resumeFileName: resume?.fileName ?? null,
    resume: resume?.insights ?? null,
    title: row.title,
    experience: row.experience,
    education: row.education,
    skills: row.skills,
    jobTypes: row.jobTypes,
    salaryExpectation: row.salaryExpectation,
    bio: row.bio,
    company: company ? { _id: company.id, name: company.name, industry: company.industry } : null,
    profileCompleteness: profileCompleteness({
      ...row,
      hasResume: row.resumeFileId !== null,
      hasProfilePicture: row.profilePictureFileId !== null,
    }),
    subscription: { isPremium: row.isPremium, features: { autopilot: hasAutopilotAccess(row) } },
    isModerator: moderatorEmails.includes(row.email.toLowerCase()),
    applicationEmails: row.applicationEmails,
    statusEmailsOff: row.statusEmailsOff,
    talentVisibility: row.userType === 'candidate' ? row.talentVisibility : 'hidden',
    hiddenFromCompanies: row.userType === 'candidate' ? row.hiddenFromCompanies : [],
    termsVersion: row.termsVersion,
    needsTermsAcceptance: row.termsVersion !== currentTermsVersion,
    googleLinked,
    hasPassword: row.passwordHash !== null,
    twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadUser(
  deps: { db: Pick<Db, 'select'>; config: { moderatorEmails: readonly string[] } },
  userId: string,
): Promise<User> {
  const { db } = deps;
  const [row] = await db
    .select({
      user: users,
      companyId: companies.id,
      companyName: companies.name,
      industry: companies.industry,
      twoFactorSecret: twoFactorSettings.secret,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(twoFactorSettings, eq(twoFactorSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  let resume: { fileName: string; insights: ResumeInsights | null } | null = null;
  if (row.user.resumeFileId) {
    const [file] = await db
      .select({ originalName: uploadedFiles.originalName, analysis: resumeAnalyses })
      .from(uploadedFiles)
      .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, uploadedFiles.id))
      .where(eq(uploadedFiles.id, row.user.resumeFileId));
    if (file) {
      resume = {
        fileName: file.originalName,
        insights: file.analysis ? presentResumeInsights(file.analysis, row.user) : null,
      };
    }
  }
  const [google] = await db
    .select({ userId: googleIdentities.userId })
    .from(googleIdentities)
    .where(eq(googleIdentities.userId, userId));
  const company = row.companyId
    ? { id: row.companyId, name: row.companyName ?? '', industry: row.industry ?? '' }
    : null;
  return presentUser(
    row.user,
    company,
    resume,
    deps.config.moderatorEmails,
    row.twoFactorSecret !== null,
    google !== undefined,
  );
}
