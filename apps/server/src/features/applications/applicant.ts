import { and, eq } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../lib/errors.ts';

/** What an application sends about the seeker: their profile, and their current resume when they have one. */
export interface Applicant {
  id: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  title: string;
  experience: string;
  education: string;
  skills: string[];
  bio: string;
  resume: { fileId: string; fileName: string; mimeType: string } | null;
}

export type ApplyJob = Pick<
  typeof jobs.$inferSelect,
  | 'id'
  | 'title'
  | 'company'
  | 'location'
  | 'source'
  | 'sourceUrl'
  | 'postedBy'
  | 'status'
  | 'expiresAt'
  | 'applicationMethodType'
  | 'applicationMethodValue'
>;

export async function loadApplicant(db: Pick<Db, 'select'>, userId: string): Promise<Applicant> {
  const [user] = await db
    .select({
      id: users.id,
      userType: users.userType,
      name: users.name,
      email: users.email,
      phone: users.phone,
      location: users.location,
      title: users.title,
      experience: users.experience,
      education: users.education,
      skills: users.skills,
      bio: users.bio,
      resumeFileId: users.resumeFileId,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  if (user.userType !== 'candidate') throw new AppError('FORBIDDEN', messages.applicantsOnly);
  const { userType: _type, resumeFileId, ...profile } = user;
  let resume: Applicant['resume'] = null;
  if (resumeFileId) {
    // Only a file the seeker owns counts; a dangling id reads as no resume.
    const [file] = await db
      .select({ id: uploadedFiles.id, originalName: uploadedFiles.originalName, mimeType: uploadedFiles.mimeType })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, resumeFileId), eq(uploadedFiles.ownerUserId, userId)));
    if (file) resume = { fileId: file.id, fileName: file.originalName, mimeType: file.mimeType };
  }
  return { ...profile, resume };
}

export async function loadApplyJob(db: Pick<Db, 'select'>, jobId: string): Promise<ApplyJob | undefined> {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      source: jobs.source,
      sourceUrl: jobs.sourceUrl,
      postedBy: jobs.postedBy,
      status: jobs.status,
      expiresAt: jobs.expiresAt,
      applicationMethodType: jobs.applicationMethodType,
      applicationMethodValue: jobs.applicationMethodValue,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job;
}
