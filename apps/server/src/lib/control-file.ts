import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The embedded database may be open in one process only, so command-line tools (`npm run import`) cannot open it
 * while the server runs. The server therefore leaves a control file in DATA_DIR naming its local URL and a random
 * per-process token; a tool that can read the folder (the same trust the database files need) asks the running
 * server to do the work. The token never leaves the machine and dies with the process.
 */

const controlFileSchema = z.object({ pid: z.number().int(), url: z.url(), token: z.string().min(32) });
export type ControlFile = z.infer<typeof controlFileSchema>;

const controlFilePath = (dataDir: string) => path.join(dataDir, 'control.json');

export const generateControlToken = (): string => crypto.randomBytes(32).toString('base64url');

/** Written after `listen`; removed by the returned function (and on exit). Mode 0600: the token is a credential. */
export function writeControlFile(dataDir: string, contents: ControlFile): () => void {
  const file = controlFilePath(dataDir);
  fs.writeFileSync(file, JSON.stringify(contents), { mode: 0o600 });
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      const current = controlFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      if (current.success && current.data.pid === contents.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone or replaced: nothing to remove.
    }
  };
  process.once('exit', remove);
  return remove;
}

/** The control file, when one exists and parses; a stale one (dead pid) is the caller's to judge. */
export function readControlFile(dataDir: string): ControlFile | null {
  try {
    const parsed = controlFileSchema.safeParse(JSON.parse(fs.readFileSync(controlFilePath(dataDir), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Constant-time comparison of an `Authorization: Bearer …` header with the process's token. */
export function isControlRequestAuthorised(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
