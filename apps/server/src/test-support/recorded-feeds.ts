import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Real responses of the job sources, recorded by others and kept outside the project: a `shared/fixtures` folder
 * beside the repository (tests and measurement only, never re-served: see its README). CI checks the repository out
 * with a copy of `shared/` beside it; a user's clone has none, and what needs the feeds says so and is skipped.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/** The recorded feeds' folder, with a trailing separator (file names are appended to it). */
export const recordedFeedsDir = `${path.resolve(repositoryRoot, '..', 'shared', 'fixtures', 'job-sources')}${path.sep}`;

export const recordedFeedsFound = existsSync(recordedFeedsDir);

/** Why something that needs the feeds did not run. */
export const recordedFeedsMissing = `the recorded feeds are not at ${recordedFeedsDir} (shared/fixtures/job-sources beside the repository, as CI has it)`;
