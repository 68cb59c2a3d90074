/**
 * Settings of the accounts features, read from the environment once when the routes are registered
 * (zod, one line per problem, like server/config.ts):
 * - LOGIN_LOCKOUT_THRESHOLD (5), LOGIN_LOCKOUT_WINDOW_MINUTES (15), LOGIN_LOCKOUT_MINUTES (15):
 *   wrong passwords allowed within the window before the username is locked, and for how long.
 *   The combination may never allow more than 100 wrong passwords an hour (ASVS 6.3.1).
 * - SSO_SECRET_<PARTNER_ID> (partner id upper-cased, dashes as underscores, e.g. SSO_SECRET_TMP_CORP):
 *   the HS256 secret a TMP partner signs its SSO tokens with, at least 32 characters. Outside
 *   production tmp-corp has a documented development secret (DEV_SSO_SECRETS); in production a TMP
 *   partner without a secret cannot use SSO (403 SSO_NOT_AVAILABLE).
 * - LINE_ID_TOKEN_VERIFIER: `line` (LINE's verify endpoint, the production default) or `local`
 *   (HS256 fixtures signed with LINE_CHANNEL_SECRET, the development and test default).
 */
import { z } from 'zod';
import type { EnvDoc } from '../../config';

/** Development only: lets the demo and the tests sign tmp-corp SSO tokens. Never used in production. */
export const DEV_SSO_SECRETS: Readonly<Record<string, string>> = {
  'tmp-corp': 'tmp-corp-development-sso-secret-not-for-production',
};

/** Development only: the secret local LINE ID token fixtures are signed with. */
export const DEV_LINE_CHANNEL_SECRET = 'line-development-channel-secret-not-for-production';

export interface AuthSettings {
  lockout: { threshold: number; windowMinutes: number; lockMinutes: number; hourlyCap: number };
  /** HS256 secret per partner id. */
  ssoSecrets: Readonly<Record<string, string>>;
  line: { verifier: 'line' | 'local'; localSecret: string | null };
}

const int = (fallback: number, min: number, max: number, unit: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z
      .number({ error: `must be a whole number of ${unit}` })
      .int(`must be a whole number of ${unit}`)
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

export const EnvSchema = z.object({
  LOGIN_LOCKOUT_THRESHOLD: int(5, 1, 100, 'attempts'),
  LOGIN_LOCKOUT_WINDOW_MINUTES: int(15, 1, 1440, 'minutes'),
  LOGIN_LOCKOUT_MINUTES: int(15, 1, 1440, 'minutes'),
  LINE_ID_TOKEN_VERIFIER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['line', 'local'], { error: 'must be line or local' }).optional(),
  ),
  LINE_CHANNEL_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
});

/** The table of docs/operations.md (see ENV_DOCS in server/config.ts). */
export const ENV_DOCS = {
  LOGIN_LOCKOUT_THRESHOLD: {
    description:
      'Wrong passwords within LOGIN_LOCKOUT_WINDOW_MINUTES before a username is locked (never more than 100 an hour overall, ASVS 6.3.1).',
  },
  LOGIN_LOCKOUT_WINDOW_MINUTES: {
    description: 'The window in which wrong passwords are counted, in minutes.',
  },
  LOGIN_LOCKOUT_MINUTES: { description: 'How long a locked username stays locked, in minutes.' },
  LINE_ID_TOKEN_VERIFIER: {
    description:
      "`line`: LINE's verify endpoint; `local`: HS256 fixtures signed with LINE_CHANNEL_SECRET (development and tests).",
    default: '`line` when NODE_ENV=production, `local` otherwise',
  },
  LINE_CHANNEL_SECRET: {
    description: 'Secret of the `local` verifier, at least 32 characters.',
    default: 'a development secret outside production',
    secret: true,
  },
} satisfies Record<keyof typeof EnvSchema.shape, EnvDoc>;

/** SSO_SECRET_<PARTNER_ID>: one variable per TMP partner, read by the loop of readAuthSettings. */
export const SSO_SECRET_DOC: { name: string } & EnvDoc = {
  name: 'SSO_SECRET_<PARTNER_ID>',
  description:
    'HS256 secret a TMP partner signs its SSO tokens with, at least 32 characters; the partner id upper-cased with dashes as underscores (SSO_SECRET_TMP_CORP). In production a TMP partner without one cannot use SSO.',
  default: 'a development secret for tmp-corp outside production',
  secret: true,
};

export function readAuthSettings(
  env: Record<string, string | undefined>,
  isProduction: boolean,
): AuthSettings {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const ssoSecrets: Record<string, string> = isProduction ? {} : { ...DEV_SSO_SECRETS };
  for (const [name, value] of Object.entries(env)) {
    const m = /^SSO_SECRET_([A-Z0-9_]+)$/.exec(name);
    if (!m || !value) continue;
    if (value.length < 32)
      problems.push(`${name}: must be at least 32 characters (HS256 needs a 256-bit secret)`);
    ssoSecrets[m[1]!.toLowerCase().replace(/_/g, '-')] = value;
  }
  if (!parsed.success || problems.length > 0) {
    throw new Error(
      `The accounts settings are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}\nFix the environment variables above and start again.`,
    );
  }
  const e = parsed.data;
  // The lock can be sprung at most (60 / lock+window) times an hour; the hourly cap bounds it anyway.
  const verifier = e.LINE_ID_TOKEN_VERIFIER ?? (isProduction ? 'line' : 'local');
  return {
    lockout: {
      threshold: e.LOGIN_LOCKOUT_THRESHOLD,
      windowMinutes: e.LOGIN_LOCKOUT_WINDOW_MINUTES,
      lockMinutes: e.LOGIN_LOCKOUT_MINUTES,
      hourlyCap: 100,
    },
    ssoSecrets,
    line: {
      verifier,
      localSecret:
        verifier === 'local'
          ? (e.LINE_CHANNEL_SECRET ?? (isProduction ? null : DEV_LINE_CHANNEL_SECRET))
          : null,
    },
  };
}
