import { defineConfig } from 'vitest/config';
import { preactAliases, reactDependents } from './apps/web/preact-aliases.ts';

/**
 * One Vitest run, several projects (selected with --project):
 * shared + server-unit + web = fast pure tests; server-api = in-process HTTP tests on a real
 * database (TEST_DB=pglite|postgres); e2e = Chromium against a started server.
 */

/** The projects that run web code render it on Preact, as the build does (apps/web/preact-aliases.ts). */
const onPreact = { alias: preactAliases, server: { deps: { inline: reactDependents } } };
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts', 'scripts/eval/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'server-api',
          // features/seo's API tests render the pages from apps/web/src/entry-server.tsx.
          ...onPreact,
          include: ['apps/server/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll waits for background work (queues, e-mail); 1 s, Vitest's default, is too short on a 2-core CI.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], ...onPreact } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.test.ts'],
          // Migrates and seeds one DATA_DIR that each file's server starts on a copy of.
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
