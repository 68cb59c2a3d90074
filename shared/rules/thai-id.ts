/**
 * Thai national ID (13 digits) per docs/thai.md: strip spaces and dashes; the 13th digit is a check digit:
 * sum = d1*13 + d2*12 + … + d12*2; check = (11 - sum mod 11) mod 10.
 */
export function normalizeThaiId(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function thaiIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

export function isValidThaiId(input: string): boolean {
  const id = normalizeThaiId(input);
  if (!/^[0-9]{13}$/.test(id)) return false;
  return thaiIdCheckDigit(id.slice(0, 12)) === Number(id[12]);
}

/** X-XXXX-XXXXX-XX-X */
export function formatThaiId(input: string): string {
  const id = normalizeThaiId(input);
  if (id.length !== 13) return input;
  return `${id[0]}-${id.slice(1, 5)}-${id.slice(5, 10)}-${id.slice(10, 12)}-${id[12]}`;
}

/** Shows only the last 4 digits: X-XXXX-XXXXX-12-3 → •-••••-•••••-12-3 style masking for screens. */
export function maskThaiId(input: string): string {
  const id = normalizeThaiId(input);
  if (id.length !== 13) return input;
  return `x-xxxx-xxxxx-${id.slice(10, 12)}-${id[12]}`;
}
