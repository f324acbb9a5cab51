import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The dependency graph (ARCHITECTURE.md, declared in architecture-graph.js) is enforced by lint. These cases lint
 * imaginary files with the project's own configuration, so a rule that stopped firing fails here.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function graphErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'import-x/no-cycle')
    .map((message) => message.message);
}

// Each case lints a file with the whole graph and type-aware no-cycle: seconds each on a busy 2-core machine.
describe('the dependency graph', { timeout: 60_000 }, () => {
  it.each([
    [
      'lib importing a feature',
      'apps/server/src/lib/new-helper.ts',
      "import { catalogueRoutes } from '../features/catalogue/routes.ts';",
    ],
    [
      'lib importing domain',
      'apps/server/src/lib/new-helper.ts',
      "import { isLiveJob } from '../domain/jobs/live-jobs.ts';",
    ],
    ['db importing lib', 'apps/server/src/db/new-table.ts', "import { AppError } from '../lib/errors.ts';"],
    [
      'domain importing a feature',
      'apps/server/src/domain/new-rule.ts',
      "import { listJobs } from '../features/catalogue/list-jobs.ts';",
    ],
    [
      'a feature importing the wiring',
      'apps/server/src/features/waitlist/new-thing.ts',
      "import { buildApp } from '../../app.ts';",
    ],
    [
      'a feature importing an undeclared feature',
      'apps/server/src/features/companies/new-thing.ts',
      "import { listJobs } from '../catalogue/list-jobs.ts';",
    ],
    [
      'recommendations importing catalogue (the edge runs the other way)',
      'apps/server/src/features/recommendations/new.ts',
      "import { listJobs } from '../catalogue/list-jobs.ts';",
    ],
    [
      'shared importing an app',
      'packages/shared/src/new-rule.ts',
      "import { isLiveJob } from '../../../apps/server/src/domain/jobs/live-jobs.ts';",
    ],
    [
      'a web feature importing app/',
      'apps/web/src/features/catalogue/new.ts',
      "import { router } from '../../app/router.tsx';",
    ],
    [
      'a web feature importing another feature',
      'apps/web/src/features/catalogue/new.ts',
      "import { x } from '../profile/utils/profile-form.ts';",
    ],
  ])('refuses %s', async (_case, file, code) => {
    expect(await graphErrors(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1]}];\n`)).not.toEqual(
      [],
    );
  });

  it.each([
    [
      'a feature using domain, lib and db',
      'apps/server/src/features/waitlist/new.ts',
      "import { isLiveJob } from '../../domain/jobs/live-jobs.ts';\nimport { AppError } from '../../lib/errors.ts';\nimport { jobs } from '../../db/schema/jobs.ts';\nexport const used = [isLiveJob, AppError, jobs];",
    ],
    [
      'a declared edge (catalogue → recommendations)',
      'apps/server/src/features/catalogue/new.ts',
      "import { rankJobs } from '../recommendations/rank-jobs.ts';\nexport const used = [rankJobs];",
    ],
    [
      'lib using db',
      'apps/server/src/lib/new.ts',
      "import { jobs } from '../db/schema/jobs.ts';\nexport const used = [jobs];",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await graphErrors(file, code)).toEqual([]);
  });

  it('refuses a cycle', async () => {
    // present-job.ts imports job-salary.ts: job-salary.ts importing present-job.ts back would close a cycle.
    const errors = await graphErrors(
      'apps/server/src/domain/jobs/job-salary.ts',
      "import { presentJob } from './present-job.ts';\nexport const used = [presentJob];",
    );
    expect(errors.join('\n')).toMatch(/cycle/i);
  });
});
