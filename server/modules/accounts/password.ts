/**
 * Password hashing with scrypt (node:crypto), a per-password random salt, and the parameters stored
 * with the hash so they can be raised later without invalidating existing passwords:
 *   $scrypt$ln=15,r=8,p=1$<salt, base64>$<key, base64>
 * N = 2^15, r = 8, p = 1 is the OWASP Password Storage Cheat Sheet's scrypt minimum (32 MiB, about
 * 50-100 ms here). Verification compares in constant time.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

export const CURRENT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Refuse stored parameters beyond these: a tampered hash must not make one login cost minutes. */
const MAX_LN = 20;
const MAX_R = 32;
const MAX_P = 16;

function deriveKey(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    maxmem: 128 * N * params.r * params.p + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const HASH_FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

export function parseHash(stored: string): ParsedHash | null {
  const m = HASH_FORMAT.exec(stored);
  if (!m) return null;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  if (
    params.ln < 1 ||
    params.ln > MAX_LN ||
    params.r < 1 ||
    params.r > MAX_R ||
    params.p < 1 ||
    params.p > MAX_P
  ) {
    return null;
  }
  return { params, salt: Buffer.from(m[4]!, 'base64'), key: Buffer.from(m[5]!, 'base64') };
}

/** True when the password matches. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await deriveKey(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with weaker parameters than today's: rehash after the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln < CURRENT_PARAMS.ln || r < CURRENT_PARAMS.r || p < CURRENT_PARAMS.p;
}
