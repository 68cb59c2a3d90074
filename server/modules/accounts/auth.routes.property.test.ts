/**
 * docs/security.md 1: the server and the shared rules (shared/rules) give the same verdict on any
 * username and password, and the server never answers 5xx. Random inputs mix ASCII, Thai letters and
 * digits, full-width letters, emoji and symbols, 0 to 40 characters; fixed seed, so a failure
 * reproduces. The work is bounded by RUNS, not by the clock: each test has the generous property
 * limit of test-timeouts.ts, so a busy CI machine makes it slower, never red.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_TIMEOUTS } from '../../../test-timeouts';
import { HEADERS } from '../../../shared/api/headers';
import { checkLoginUsername, checkPassword, checkUsername } from '../../../shared/rules/account';
import { checkText } from '../../../shared/rules/text';
import { fileTestServer } from '../../testing/server';

const SEED = 20261120;
const RUNS = 300;

let clock = new Date('2026-11-20T03:00:00Z');
let mobileCounter = 0;

const server = fileTestServer({ now: () => clock });

const unit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcxyzABCXYZ0123456789') },
  { weight: 1, arbitrary: fc.constantFrom('๐', '๑', '๙', 'ก', 'ข', 'ำ', '่') },
  { weight: 1, arbitrary: fc.constantFrom('Ａ', 'ｚ', '０', '９') },
  { weight: 1, arbitrary: fc.constantFrom('😀', '👍🏽', '🇹🇭') },
  { weight: 1, arbitrary: fc.constantFrom(' ', '!', '@', '#', '-', '_', '.', '\t', 'é', 'ß') },
  { weight: 1, arbitrary: fc.constantFrom('TMP', 'tmp', 'Tmp') },
);
const text = fc.array(unit, { minLength: 0, maxLength: 40 }).map((parts) => parts.join(''));
// Near the boundaries too, so that both verdicts come up often (pure noise is nearly always refused).
const usernames = fc.oneof(text, fc.stringMatching(/^[A-Za-z0-9]{3,17}$/));
const passwords = fc.oneof(text, fc.stringMatching(/^[A-Za-z]{2,9}[0-9]{1,8}[!-~]{0,2}$/));

describe('property: register and login agree with the shared rules', () => {
  it(
    'register: 400 exactly when a rule refuses the username or password; never 5xx',
    async () => {
      const p = server.app.ctx.partners.default;
      const seen = { accepted: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(usernames, passwords, async (username, password) => {
          clock = new Date(clock.getTime() + 61_000);
          const mobile = `09${String(10_000_000 + mobileCounter++ * 37).padStart(8, '0')}`;
          const res = await server.app.inject({
            method: 'POST',
            url: '/api/v1/register',
            headers: { [HEADERS.partnerId]: p.id, [HEADERS.secretKey]: p.partner.secret_key },
            payload: {
              username,
              password,
              password_confirmation: password,
              name: 'Test',
              surname: 'Member',
              mobile,
              birth_date: '1990-01-01',
              gender: 'unspecified',
            },
          });
          expect(res.statusCode).toBeLessThan(500);
          const refused = checkUsername(username) !== null || checkPassword(password) !== null;
          seen[refused ? 'refused' : 'accepted']++;
          if (refused) expect(res.statusCode).toBe(400);
          // Accepted by the rules: an OTP goes out, or the (random) username was taken already.
          else expect([200, 409]).toContain(res.statusCode);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      // Both verdicts were exercised, so the property says something in each direction.
      expect(seen.accepted).toBeGreaterThan(10);
      expect(seen.refused).toBeGreaterThan(10);
    },
    TEST_TIMEOUTS.propertyTestMs,
  );

  it(
    'login: 400 exactly when the login rule refuses the username, a field is empty or has a control character; never 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(usernames, passwords, async (username, password) => {
          const res = await server.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { username, password },
          });
          expect(res.statusCode).toBeLessThan(500);
          // A control character in either field is refused by the contract (shared/api/schemas/common.ts text()).
          const refused =
            checkLoginUsername(username) !== null ||
            password === '' ||
            checkText(username) !== null ||
            checkText(password) !== null;
          expect(res.statusCode).toBe(refused ? 400 : 401);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    TEST_TIMEOUTS.propertyTestMs,
  );
});
