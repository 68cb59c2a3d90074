/**
 * Small pure helpers used by the seed-data modules and their tests.
 * No database or file-system code lives here.
 */

/** Check digit of a Thai national id from its first 12 digits (see docs/thai.md). */
export function nationalIdCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`expected 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** True when `id` (spaces and dashes allowed) is 13 digits with a valid check digit. */
export function isValidNationalId(id: string): boolean {
  const digits = id.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(digits)) return false;
  return nationalIdCheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** Thai mobile number, domestic form without separators: 0[689]X XXX XXXX, excluding VoIP 060 and 068. */
export const THAI_MOBILE_RE = /^0(?:[89]\d|6[1-79])\d{7}$/;

/** Thai landline: Bangkok and vicinity 02-XXX-XXXX, provinces 0AA-XXX-XXX. */
export const THAI_LANDLINE_RE = /^(?:02-\d{3}-\d{4}|0[3-7]\d-\d{3}-\d{3})$/;

/** Deterministic PRNG (mulberry32). Same seed, same sequence, on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Public path prefix of the demo images; `/demo/x/y.svg` is the file `assets/x/y.svg` next to this module. */
export const DEMO_ASSET_PREFIX = '/demo/';
