import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema/applications.ts';
import { uploadedFiles } from '../db/schema/files.ts';
import { AppError } from './errors.ts';
import { assertCleanInput } from './http/input-guard.ts';

export interface ReceivedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
}

/**
 * Reads a whole multipart form into memory (the multipart plugin caps each file at the largest
 * allowed size). A file over its field's `maxBytes` answers 413 with that field's message; files
 * in fields not listed are refused. Text fields and file names holding control characters answer 400 (the guard of
 * lib/http/input-guard.ts cannot see inside a multipart body).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileRules: Record<string, { maxBytes: number; tooLargeMessage: string }>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data request');
  try {
    return await readParts(request, fileRules);
  } catch (error) {
    // A body that is not the multipart it claims (cut short, no boundary, broken part headers) is the sender's fault.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError('BAD_REQUEST', unreadableFormMessage);
  }
}

export const unreadableFormMessage = 'The form could not be read. Please try again.';

async function readParts(
  request: FastifyRequest,
  fileRules: Record<string, { maxBytes: number; tooLargeMessage: string }>,
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    assertCleanInput(part.fieldname, 'line', 'field name');
    if (part.type === 'field') {
      if (typeof part.value === 'string') {
        assertCleanInput(part.value, 'text', part.fieldname);
        form.fields[part.fieldname] = part.value;
      }
      continue;
    }
    assertCleanInput(part.filename, 'line', `${part.fieldname} file name`);
    const rule = fileRules[part.fieldname];
    if (!rule) throw new AppError('BAD_REQUEST', `Unexpected file field "${part.fieldname}"`);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', rule.tooLargeMessage);
      }
      throw error;
    }
    if (bytes.length > rule.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', rule.tooLargeMessage);
    if (bytes.length > 0) form.files[part.fieldname] = { fieldName: part.fieldname, fileName: part.filename, bytes };
  }
  return form;
}

export interface StoreFileInput {
  ownerUserId: string;
  kind: 'resume' | 'profile_picture' | 'company_logo';
  originalName: string;
  mimeType: string;
  extension: string;
  bytes: Buffer;
}

/** Writes the bytes under a server-generated name and records the file; returns its id. */
export async function storeFile(db: Pick<Db, 'insert'>, uploadDir: string, input: StoreFileInput): Promise<string> {
  await fs.mkdir(uploadDir, { recursive: true });
  const storedName = `${crypto.randomUUID()}.${input.extension}`;
  await fs.writeFile(path.join(uploadDir, storedName), input.bytes, { mode: 0o600 });
  const [row] = await db
    .insert(uploadedFiles)
    .values({
      ownerUserId: input.ownerUserId,
      kind: input.kind,
      originalName: path.basename(input.originalName).slice(0, 200),
      storedName,
      mimeType: input.mimeType,
      sizeBytes: input.bytes.length,
    })
    .returning({ id: uploadedFiles.id });
  if (!row) throw new Error('file insert returned no row');
  return row.id;
}

export const fileUrl = (fileId: string | null): string | null => (fileId ? `/api/files/${fileId}` : null);

/**
 * Deletes replaced uploads after the commit; a leftover file is harmless, a missing one is not. A resume that an
 * application was sent with stays: the employer may still open it.
 */
export async function removeReplacedFiles(deps: { db: Db; uploadDir: string }, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const rows = await deps.db
    .delete(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.id, fileIds),
        notExists(
          deps.db
            .select({ id: applications.id })
            .from(applications)
            .where(eq(applications.resumeFileId, uploadedFiles.id)),
        ),
      ),
    )
    .returning({ storedName: uploadedFiles.storedName });
  for (const row of rows) {
    await fs.rm(path.join(deps.uploadDir, row.storedName), { force: true });
  }
}
