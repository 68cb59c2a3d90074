/**
 * Thai mobile numbers per docs/thai.md: domestic 10 digits 0[689]X-XXX-XXXX, international +66 and 9 digits
 * (the trunk 0 dropped). 060 and 068 are VoIP ranges, not mobile.
 */
export function normalizeThaiMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  let national: string;
  if (/^\+66[0-9]{9}$/.test(compact)) national = `0${compact.slice(3)}`;
  else if (/^66[0-9]{9}$/.test(compact)) national = `0${compact.slice(2)}`;
  else if (/^0[0-9]{9}$/.test(compact)) national = compact;
  else return null;
  if (!/^0[689][0-9]{8}$/.test(national)) return null;
  if (/^06[08]/.test(national)) return null;
  return national;
}

export function isThaiMobile(input: string): boolean {
  return normalizeThaiMobile(input) !== null;
}

/** +66XXXXXXXXX for the SMS provider. */
export function toE164(input: string): string | null {
  const national = normalizeThaiMobile(input);
  return national ? `+66${national.slice(1)}` : null;
}

/** 081-234-5678 */
export function formatThaiMobile(input: string): string {
  const n = normalizeThaiMobile(input);
  return n ? `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}` : input;
}

/** 081-xxx-5678: enough for a member to recognise their own number, not enough to learn someone else's. */
export function maskThaiMobile(input: string): string {
  const n = normalizeThaiMobile(input);
  return n ? `${n.slice(0, 3)}-xxx-${n.slice(6)}` : input;
}
