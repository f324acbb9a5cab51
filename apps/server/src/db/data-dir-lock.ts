import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite does not lock its folder and two processes on it corrupt the database, so the first
 * process to open DATA_DIR takes a pid lock file and others refuse. A lock left by a dead process
 * is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'orbit.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is already open in another process (pid ${holder}). ` +
            'Stop that process first (only one process may open an embedded database), ' +
            'or set DATABASE_URL to use a PostgreSQL server, which many processes can share.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}; remove ${lockPath} if no Orbit Jobs process is running.`);
}

/** The live process holding DATA_DIR's lock, if any (a lock left by a dead process counts as free). */
export function dataDirLockHolder(dataDir: string): number | null {
  try {
    const holder = Number.parseInt(fs.readFileSync(path.join(dataDir, 'orbit.lock'), 'utf8'), 10);
    return Number.isInteger(holder) && holder !== process.pid && isAlive(holder) ? holder : null;
  } catch {
    return null;
  }
}
