import fs from 'node:fs';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { companyMessages, type Company, type companyProfileSchema } from '@orbit/shared/company-contracts';
import { messages } from '@orbit/shared/messages';
import type { z } from 'zod';
import { companies } from '../../db/schema/companies.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { employerCompanyId } from '../../domain/ownership.ts';
import { AppError } from '../../lib/errors.ts';
import { extensionOf, imageKindMatches, mimeTypes, sniffImage } from '../../lib/file-signature.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import type { OpenedFile } from '../../lib/send-stored-file.ts';
import { removeReplacedFiles, storeFile, type MultipartForm } from '../../lib/uploads.ts';
import { getCompany } from './list-companies.ts';

type ProfileDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** `GET /api/employer/company`. */
export async function ownCompany(deps: ProfileDeps, employerId: string): Promise<Company> {
  return getCompany(deps, await employerCompanyId(deps.db, employerId));
}

/**
 * `PUT /api/employer/company`: the company's public profile. A new name must not be another company's (companies are
 * matched by normalised name); the company's native jobs show the new name at once.
 */
export async function editCompanyProfile(
  deps: ProfileDeps,
  employerId: string,
  profile: z.output<typeof companyProfileSchema>,
): Promise<Company> {
  const companyId = await employerCompanyId(deps.db, employerId);
  const normalizedName = normalizeCompanyName(profile.name);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.normalizedName, normalizedName), ne(companies.id, companyId)));
    if (taken) throw new AppError('CONFLICT', companyMessages.nameTaken);
    await tx
      .update(companies)
      .set({ ...profile, normalizedName, updatedAt: now })
      .where(eq(companies.id, companyId));
    await tx
      .update(jobs)
      .set({ company: profile.name, companyKey: normalizedName, updatedAt: now })
      .where(and(eq(jobs.companyId, companyId), ne(jobs.company, profile.name)));
  });
  return getCompany(deps, companyId);
}

/** `POST /api/employer/company/logo`: a JPEG, PNG or WebP (by name and signature), served publicly as the logo. */
export async function uploadCompanyLogo(deps: ProfileDeps, employerId: string, form: MultipartForm): Promise<Company> {
  const companyId = await employerCompanyId(deps.db, employerId);
  const logo = form.files.logo;
  if (!logo)
    throw new AppError('VALIDATION', companyMessages.logoRequired, {
      errors: [{ msg: companyMessages.logoRequired, path: 'logo' }],
    });
  const kind = sniffImage(logo.bytes);
  if (!kind || !imageKindMatches(logo.fileName, kind)) {
    throw new AppError('VALIDATION', companyMessages.logoTypeInvalid, {
      errors: [{ msg: companyMessages.logoTypeInvalid, path: 'logo' }],
    });
  }
  const uploadDir = deps.config.uploadDir;
  const [before] = await deps.db
    .select({ logoFileId: companies.logoFileId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const fileId = await storeFile(tx, uploadDir, {
      ownerUserId: employerId,
      kind: 'company_logo',
      originalName: logo.fileName,
      mimeType: mimeTypes[kind],
      extension: extensionOf(logo.fileName) === 'jpg' ? 'jpg' : kind,
      bytes: logo.bytes,
    });
    // The file id in the address: a new logo is a new URL, so caches never show the old one.
    const url = `/api/companies/${companyId}/logo?v=${fileId}`;
    await tx
      .update(companies)
      .set({ logoFileId: fileId, logo: url, updatedAt: now })
      .where(eq(companies.id, companyId));
    await tx.update(jobs).set({ logo: url, updatedAt: now }).where(eq(jobs.companyId, companyId));
  });
  if (before?.logoFileId) await removeReplacedFiles({ db: deps.db, uploadDir }, [before.logoFileId]);
  return getCompany(deps, companyId);
}

/** A company's uploaded logo, for anyone (logos are public). */
export async function openCompanyLogo(deps: ProfileDeps, companyId: string): Promise<OpenedFile> {
  if (!isUuid(companyId)) throw new AppError('NOT_FOUND', messages.notFound);
  const [file] = await deps.db
    .select({
      storedName: uploadedFiles.storedName,
      mimeType: uploadedFiles.mimeType,
      originalName: uploadedFiles.originalName,
      sizeBytes: uploadedFiles.sizeBytes,
    })
    .from(companies)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, companies.logoFileId))
    .where(eq(companies.id, companyId));
  const fullPath = file ? path.join(deps.config.uploadDir, file.storedName) : '';
  if (!file || !fs.existsSync(fullPath)) throw new AppError('NOT_FOUND', messages.notFound);
  return {
    stream: fs.createReadStream(fullPath),
    mimeType: file.mimeType,
    originalName: file.originalName,
    sizeBytes: file.sizeBytes,
  };
}
