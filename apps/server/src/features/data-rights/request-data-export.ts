import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { dataExportsPerHour, dataRightsMessages } from '@orbit/shared/data-rights-contracts';
import { dataExports } from '../../db/schema/data-rights.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { consumeLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import type { OpenedFile } from '../../lib/send-stored-file.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { dataExportContract, exportsFolder } from './data-export-task.ts';
import { checkDataExportToken } from './export-links.ts';

/** One copy an hour per account (the request counts whether or not the build later succeeds). */
export const dataExportRule: RateLimitRule = {
  bucket: 'data-export',
  limit: dataExportsPerHour,
  windowMs: 60 * 60 * 1000,
  message: dataRightsMessages.exportTooSoon,
};

/** `POST /api/users/data-export`: records the request and queues its build in the same transaction. */
export async function requestDataExport(deps: Pick<AppDeps, 'db' | 'clock' | 'boss'>, userId: string): Promise<string> {
  await consumeLimit(deps, dataExportRule, userId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, createdAt: deps.clock.now() })
      .returning({ id: dataExports.id });
    if (!row) throw new Error('data export insert returned no row');
    await sendTask(deps.boss, dataExportContract, { exportId: row.id }, { tx });
    return row.id;
  });
}

/**
 * `GET /api/users/data-export/:id?token=…`: the zip, for whoever holds the e-mailed link. A token that is not this
 * export's (another export's, altered, malformed) and an unknown export are one 404; a genuine link past its time, or
 * whose file the sweep already removed, is a 410 that says to ask again.
 */
export async function openDataExport(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  exportId: string,
  token: string,
): Promise<OpenedFile> {
  const invalid = new AppError('NOT_FOUND', dataRightsMessages.exportLinkInvalid);
  if (!isUuid(exportId)) throw invalid;
  const now = deps.clock.now();
  const check = checkDataExportToken(deps.config.jwtSecret, exportId, token, now);
  if (check === 'invalid') throw invalid;
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'ready') throw invalid;
  const expired = new AppError('GONE', dataRightsMessages.exportLinkExpired);
  if (check === 'expired' || !row.storedName || !row.expiresAt || row.expiresAt <= now) throw expired;
  const fullPath = path.join(exportsFolder(deps.config.uploadDir), row.storedName);
  let sizeBytes: number;
  try {
    sizeBytes = (await fs.promises.stat(fullPath)).size;
  } catch {
    throw expired;
  }
  const day = (row.completedAt ?? row.createdAt).toISOString().slice(0, 10);
  return {
    stream: fs.createReadStream(fullPath),
    mimeType: 'application/zip',
    originalName: `orbit-jobs-data-${day}.zip`,
    sizeBytes,
  };
}
