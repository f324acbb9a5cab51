import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from './app-process.ts';

/**
 * Once per end-to-end run: a server started on an empty DATA_DIR (it creates the embedded database, migrates and
 * loads the demo data, as `npm start` does the first time) and stopped, its folder kept. Each test file's server then
 * starts on a copy of it (`startApp`) instead of doing all that again; files that start without demo data do not use it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const app = await startApp({}, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-seeded-')) });
  await app.stop({ keepData: true });
  project.provide('e2eSeededDataDir', app.dataDir);
  return () => fs.rmSync(app.dataDir, { recursive: true, force: true });
}
