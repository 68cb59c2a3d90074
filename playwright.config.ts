import { defineConfig, devices } from '@playwright/test';
import { TEST_TIMEOUTS } from './test-timeouts';

/**
 * Browser journeys run in Debian's Chromium (Playwright cannot download its own browser here);
 * PLAYWRIGHT_CHROMIUM_PATH overrides its location. The real server serves the built app (npm test
 * builds first) over an in-memory PGlite database.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous limits (test-timeouts.ts, docs/testing.md): a loaded machine must not fail a journey.
  timeout: TEST_TIMEOUTS.e2eTestMs,
  expect: { timeout: TEST_TIMEOUTS.e2eExpectMs },
  use: {
    baseURL: BASE_URL,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    // The offline service worker (docs/decisions/077) would take requests away from page.route() and
    // precache the app in every test's fresh context: only e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${BASE_URL}/api/v1/language-setting`,
    reuseExistingServer: false,
    timeout: TEST_TIMEOUTS.e2eServerStartMs,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      // Every member the journeys play signs in from 127.0.0.1, so one address makes more sign-ins
      // in ten minutes than one person could; the per-address limits themselves are proven by the
      // server suite (server/platform/rate-limit.test.ts, docs/abuse-limits.md).
      LIMIT_LOGIN_PER_ADDRESS: '1000',
      LIMIT_REGISTRATION_PER_ADDRESS: '1000',
      LIMIT_OTP_SEND_PER_ADDRESS: '1000',
      LIMIT_OTP_VERIFY_PER_ADDRESS: '1000',
      LIMIT_RECOVERY_PER_ADDRESS: '1000',
      // 30 ID-card searches an hour per address: the card, claim and route journeys together pass it.
      LIMIT_CARD_SEARCH_PER_ADDRESS: '1000',
      // Rate-limit counters live in this server's own in-memory database, never in an ambient Redis:
      // demo members keep their ids from run to run, so counters left in Redis by an earlier run in
      // the same clock hour refused this run's card searches (10 a member an hour). The Redis store
      // is proven by the server suite (server/platform/rate-limit.test.ts with REDIS_URL).
      REDIS_URL: '',
      // Lets parallel work build into its own folder (vite build --outDir dist-x) and test it.
      CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? 'dist/client',
    },
  },
});
