import { eq } from 'drizzle-orm';
import { hasAutopilotAccess, type AutopilotRequirement } from '@orbit/shared/autopilot-contracts';
import { placeSeeker } from '@orbit/shared/matching/places';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';

/**
 * What Autopilot needs before it may run for a seeker, each said plainly with where to fix it: a verified e-mail
 * (employers answer to it), a resume that could be read (it is sent, and its facts fill the cover letter), a location
 * that places them in a country (eligibility comes first) and skills (the match score needs them).
 */

export interface SeekerReadiness {
  access: boolean;
  requirements: AutopilotRequirement[];
  /** Every requirement met. */
  ready: boolean;
  /** The resume was read and found unreadable: Autopilot pauses itself and says why. */
  resumeUnreadable: boolean;
  /** The resume is still being read: a scan waits for it rather than pausing. */
  resumePending: boolean;
}

/** The columns readiness is read from (users joined to `resume_analyses` on the resume file): one read with others. */
export const readinessColumns = {
  userType: users.userType,
  isEmailVerified: users.isEmailVerified,
  isPremium: users.isPremium,
  location: users.location,
  skills: users.skills,
  resumeFileId: users.resumeFileId,
  resumeStatus: resumeAnalyses.status,
};

export interface ReadinessRow {
  userType: string;
  isEmailVerified: boolean;
  isPremium: boolean;
  location: string;
  skills: string[];
  resumeFileId: string | null;
  resumeStatus: string | null;
}

export async function checkReadiness(db: Pick<Db, 'select'>, userId: string): Promise<SeekerReadiness> {
  const [row] = await db
    .select(readinessColumns)
    .from(users)
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(eq(users.id, userId));
  return readinessOf(row);
}

/** Readiness from the row readinessColumns select (undefined: no such user). */
export function readinessOf(row: ReadinessRow | undefined): SeekerReadiness {
  if (!row) return { access: false, requirements: [], ready: false, resumeUnreadable: false, resumePending: false };

  const resumeUnreadable = row.resumeFileId !== null && row.resumeStatus === 'unreadable';
  const resumeDetail =
    row.resumeFileId === null
      ? 'Upload your resume: it is sent with every application.'
      : resumeUnreadable
        ? 'Your resume could not be read. Upload a PDF or Word file with selectable text.'
        : row.resumeStatus !== 'done'
          ? 'Your resume is still being read. This takes a minute.'
          : '';
  const placed = placeSeeker(row.location) !== null;
  const requirements: AutopilotRequirement[] = [
    {
      key: 'verifiedEmail',
      met: row.isEmailVerified,
      label: 'A verified e-mail address',
      detail: row.isEmailVerified ? '' : 'Verify your e-mail address: employers answer to it.',
      link: '/verification-sent',
    },
    {
      key: 'resume',
      met: resumeDetail === '',
      label: 'A resume we can read',
      detail: resumeDetail,
      link: '/upload-resume',
    },
    {
      key: 'location',
      met: placed,
      label: 'Where you live',
      detail: placed
        ? ''
        : row.location.trim()
          ? `We cannot tell which country "${row.location.trim()}" is in. Add your country (e.g. "Lagos, Nigeria").`
          : 'Add your city and country: Autopilot only applies where you are eligible.',
      link: '/profile',
    },
    {
      key: 'skills',
      met: row.skills.length > 0,
      label: 'Your skills',
      detail: row.skills.length > 0 ? '' : 'Add your skills: the match score needs them.',
      link: '/profile',
    },
  ];
  return {
    access: hasAutopilotAccess(row),
    requirements,
    ready: requirements.every((requirement) => requirement.met),
    resumeUnreadable,
    resumePending: row.resumeFileId !== null && row.resumeStatus !== 'done' && !resumeUnreadable,
  };
}
