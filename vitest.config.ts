import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUTS } from './test-timeouts';

/**
 * Test projects:
 * - client: React code under src/ and previewer/, and the shared package (shared/), in jsdom.
 * - node: scripts/ and cross-cutting suites in tests/.
 * - server: the API suite in-process against PGlite (memory://).
 * - server-pg: the same suite against real PostgreSQL, only when TEST_DATABASE_URL is set, plus the
 *   *.pg.test.ts files that only make sense there (server/db/plans.pg.test.ts).
 * Time limits come from test-timeouts.ts (docs/testing.md): generous, because CI may be busy.
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    // *.pg.test.ts need a real PostgreSQL server (query plans at size): the server-pg project only.
    exclude: env.TEST_DB === 'postgres' ? [] : ['server/**/*.pg.test.ts'],
    environment: 'node',
    env,
    testTimeout: TEST_TIMEOUTS.serverTestMs,
    hookTimeout: TEST_TIMEOUTS.serverHookMs,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'previewer/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: TEST_TIMEOUTS.unitTestMs,
          hookTimeout: TEST_TIMEOUTS.unitTestMs,
        },
      },
      {
        test: {
          name: 'node',
          include: ['scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: TEST_TIMEOUTS.unitTestMs,
          hookTimeout: TEST_TIMEOUTS.unitTestMs,
        },
      },
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject('server-pg', {
              TEST_DB: 'postgres',
              TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
            }),
          ]
        : []),
    ],
  },
});
