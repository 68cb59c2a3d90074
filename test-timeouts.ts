/**
 * Every time limit of the test suites, in one place (docs/testing.md explains the policy).
 *
 * The work a test does is bounded by counts (property runs, requests, rows), never by the clock;
 * these limits only catch a test that hangs. They are set for a busy two-core CI machine with one
 * core taken by something else, with a wide margin: a limit that fires because the machine is slow
 * is a bug in the limit, not in the product.
 */
export const TEST_TIMEOUTS = {
  /** One client (jsdom) or node test. */
  unitTestMs: 60_000,
  /** One server test: a fresh PGlite database, migrations, seed and a Fastify instance. */
  serverTestMs: 120_000,
  /** beforeAll/afterAll of a server file (migrating and seeding an in-memory database). */
  serverHookMs: 180_000,
  /** A fast-check property test: its work is bounded by numRuns; this only stops a hang. */
  propertyTestMs: 600_000,
  /** Testing Library's findBy/waitFor (its default, 1 s, fails on a loaded machine). */
  asyncUtilMs: 10_000,
  /** One Playwright journey. */
  e2eTestMs: 180_000,
  /** One Playwright expect() that polls the page. */
  e2eExpectMs: 20_000,
  /** Starting the e2e server (tsx compiles it on the fly, then it migrates and seeds). */
  e2eServerStartMs: 300_000,
} as const;
