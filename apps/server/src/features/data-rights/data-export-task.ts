import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import JSZip from 'jszip';
import { z } from 'zod';
import { dataExportLinkHours } from '@orbit/shared/data-rights-contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { dataExports } from '../../db/schema/data-rights.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import { defineTask, defineTaskContract, type TaskJob, type TaskSender } from '../../lib/tasks/define-task.ts';
import { collectUserData, zipPathOf } from './collect-user-data.ts';
import { dataExportFailedEmail, dataExportReadyEmail } from './data-rights-emails.ts';
import { signDataExportLink } from './export-links.ts';

/**
 * Builds a requested data export on the job queue: the user's data as one JSON file plus their uploads, zipped into
 * UPLOAD_DIR/exports under a server-generated name, then the row marked ready and the link e-mailed — those two in one
 * transaction, claimed by a conditional update, so a duplicated job e-mails once (and removes its spare zip). A user
 * deleted meanwhile has no row left: nothing is sent, the zip is removed. After the last retry the export is marked
 * failed and the user told.
 */

const hourMs = 60 * 60 * 1000;
const retryLimit = 3;

export const exportsFolder = (uploadDir: string) => path.join(uploadDir, 'exports');

export const dataExportContract = defineTaskContract({
  name: 'data-export',
  payload: z.object({ exportId: z.uuid() }),
  options: {
    singletonKey: ({ exportId }) => exportId,
    retryLimit,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
});

export interface DataExportDeps {
  db: Db;
  clock: Clock;
  boss: TaskSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>;
  uploadDir: string;
}

/** Writes the zip to `target`: the JSON first, then each upload still on disk (a missing one is noted in the JSON). */
async function writeZip(deps: DataExportDeps, userId: string, target: string): Promise<void> {
  const onDisk = (storedName: string) => fs.existsSync(path.join(deps.uploadDir, storedName));
  const { document, files } = await collectUserData(deps.db, userId, deps.clock.now(), onDisk);
  const zip = new JSZip();
  zip.file('orbit-jobs-data.json', JSON.stringify(document, null, 2));
  for (const file of files.filter((entry) => onDisk(entry.storedName))) {
    zip.file(zipPathOf(file), fs.createReadStream(path.join(deps.uploadDir, file.storedName)));
  }
  const stream = zip.generateNodeStream({
    type: 'nodebuffer',
    streamFiles: true,
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  await pipeline(stream, fs.createWriteStream(target, { mode: 0o600 }));
}

export async function buildDataExport(deps: DataExportDeps, exportId: string, job: TaskJob): Promise<void> {
  const [row] = await deps.db
    .select({ status: dataExports.status, userId: dataExports.userId, email: users.email, name: users.name })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'pending') return;

  const folder = exportsFolder(deps.uploadDir);
  await fs.promises.mkdir(folder, { recursive: true });
  const storedName = `${crypto.randomUUID()}.zip`;
  const target = path.join(folder, storedName);
  try {
    await writeZip(deps, row.userId, target);
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    if (job.retryCount >= retryLimit) await markFailed(deps, exportId, row);
    throw error;
  }

  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + dataExportLinkHours * hourMs);
  const { size } = await fs.promises.stat(target);
  const claimed = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(dataExports)
      .set({ status: 'ready', storedName, sizeBytes: size, completedAt: now, expiresAt })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    if (!done) return false;
    await enqueueEmail(
      tx,
      deps.boss,
      dataExportReadyEmail(row.email, row.name, signDataExportLink(deps.config, exportId, expiresAt)),
    );
    return true;
  });
  if (!claimed) await fs.promises.rm(target, { force: true });
  else deps.log.info({ exportId, sizeBytes: size }, 'data export ready');
}

async function markFailed(
  deps: DataExportDeps,
  exportId: string,
  user: { email: string; name: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(dataExports)
      .set({ status: 'failed', completedAt: deps.clock.now() })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    if (failed)
      await enqueueEmail(
        tx,
        deps.boss,
        dataExportFailedEmail(user.email, user.name, `${deps.config.publicUrl}/profile`),
      );
  });
  deps.log.error({ exportId }, 'data export failed after its last retry');
}

export const dataExportTask = defineTask(dataExportContract, {
  handler: (deps: DataExportDeps, { exportId }, job) => buildDataExport(deps, exportId, job),
});

/** Removes the zips whose links have expired (the row stays, without a file: the export's history is the user's). */
export async function sweepDataExports(deps: Pick<DataExportDeps, 'db' | 'clock' | 'uploadDir'>): Promise<number> {
  const expired = await deps.db
    .select({ id: dataExports.id, storedName: dataExports.storedName })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storedName), lte(dataExports.expiresAt, deps.clock.now())));
  for (const entry of expired) {
    if (entry.storedName)
      await fs.promises.rm(path.join(exportsFolder(deps.uploadDir), entry.storedName), { force: true });
    await deps.db.update(dataExports).set({ storedName: null }).where(eq(dataExports.id, entry.id));
  }
  return expired.length;
}

/** Every hour: a link lives 48 hours, its file at most an hour longer. */
export const dataExportSweepTask = defineTask(
  {
    name: 'data-export-sweep',
    payload: z.object({ trigger: z.enum(['schedule', 'manual']) }),
    options: { policy: 'singleton', retryLimit: 2, retryDelay: 60 },
  },
  {
    handler: async (deps: DataExportDeps) => {
      await sweepDataExports(deps);
    },
    schedule: () => ({ cron: '23 * * * *', payload: { trigger: 'schedule' } }),
  },
);
