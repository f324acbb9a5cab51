import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-lock-'));

describe('lockDataDir', () => {
  it('refuses a folder held by another live process', async () => {
    const dir = tempDir();
    // A process that stays alive until it is killed: it waits for input that never comes.
    const other = spawn(process.execPath, ['-e', 'process.stdin.resume()'], { stdio: ['pipe', 'ignore', 'ignore'] });
    try {
      fs.writeFileSync(path.join(dir, 'orbit.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already open in another process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'orbit.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'orbit.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'orbit.lock'))).toBe(false);
  });
});
