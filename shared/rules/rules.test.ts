import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDigits,
  checkEmail,
  checkLoginUsername,
  checkName,
  checkNewPassword,
  checkPassword,
  checkPasswordConfirmation,
  checkUsername,
} from './account';
import { formatThaiMobile, isThaiMobile, maskThaiMobile, normalizeThaiMobile, toE164 } from './phone';
import { formatThaiId, isValidThaiId, maskThaiId, thaiIdCheckDigit } from './thai-id';

const SEED = 20261122;
// Awkward input: Thai digits, full-width letters, emoji, spaces, control characters.
const awkward = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...'aZ09_-. @ก๑๒Ａｂ１😀\t\n\u0000\u200bTMP'.split('')),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});

describe('username', () => {
  it.each(['somchai1', 'ABCDE', 'a1b2c3d4e5f6g7h'])('accepts %s', (u) => expect(checkUsername(u)).toBeNull());
  it.each([
    ['', 'required'],
    ['abcd', 'username_length'],
    ['abcdefghijklmnop', 'username_length'],
    ['som chai', 'username_charset'],
    ['สมชาย123', 'username_charset'],
    ['ｓｏｍｃｈａｉ', 'username_charset'],
    ['somchai๑๒', 'username_charset'],
    ['TMPuser1', 'username_reserved'],
    ['tmpuser1', 'username_reserved'],
  ])('refuses %s (%s)', (u, code) => expect(checkUsername(u)).toBe(code));

  it('accepts exactly the 5–15 ASCII letters and digits not starting with TMP (property)', () => {
    fc.assert(
      fc.property(awkward, (u) => {
        const expected = /^[A-Za-z0-9]{5,15}$/.test(u) && !/^tmp/i.test(u);
        expect(checkUsername(u) === null).toBe(expected);
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });

  it('login username only checks English letters and digits', () => {
    expect(checkLoginUsername('ab')).toBeNull();
    expect(checkLoginUsername('สมชาย')).toBe('login_username_charset');
    expect(checkLoginUsername('')).toBe('required');
  });
});

describe('password', () => {
  it.each(['secure99x', 'Abcdefg1', 'a1!b2@c3#d4$e5%'])('accepts %s', (p) =>
    expect(checkPassword(p)).toBeNull(),
  );
  it.each([
    ['', 'required'],
    ['abc1234', 'password_length'],
    ['abcdefgh12345678', 'password_length'],
    ['abcdefgh', 'password_letters_and_digits'],
    ['12345678', 'password_letters_and_digits'],
    ['abcd 1234', 'password_charset'],
    ['รหัสผ่าน1234', 'password_charset'],
    ['Password1', 'password_common'],
  ])('refuses %s (%s)', (p, code) => expect(checkPassword(p)).toBe(code));

  it('never accepts fewer than 8 or more than 15 characters, or no letter or no digit (property)', () => {
    fc.assert(
      fc.property(awkward, (p) => {
        if (checkPassword(p) === null) {
          expect(p.length).toBeGreaterThanOrEqual(8);
          expect(p.length).toBeLessThanOrEqual(15);
          expect(/[A-Za-z]/.test(p) && /[0-9]/.test(p)).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });

  it('requires the confirmation to match and the new password to differ from the old one', () => {
    expect(checkPasswordConfirmation('secure99x', 'secure99y')).toBe('password_mismatch');
    expect(checkPasswordConfirmation('secure99x', 'secure99x')).toBeNull();
    expect(checkNewPassword('secure99x', 'secure99x')).toBe('password_same_as_old');
    expect(checkNewPassword('secure99x', 'better77y')).toBeNull();
  });
});

describe('name, email, digits', () => {
  it.each(['สมชาย', 'ณัฐวุฒิ', 'John', "O'Brien", 'Mary Ann', 'เจ้าพระยา ใจดี'])('name %s is fine', (n) =>
    expect(checkName(n)).toBeNull(),
  );
  it.each(['', 'John3', 'สมชายJohn', 'ก๑', '😀', 'John  Smith'])('name %s is refused', (n) =>
    expect(checkName(n)).not.toBeNull(),
  );
  it('checks email format and the 100-character cap', () => {
    expect(checkEmail('somchai@example.co.th')).toBeNull();
    expect(checkEmail('not-an-email')).toBe('email_invalid');
    expect(checkEmail(`${'a'.repeat(90)}@example.com`)).toBe('email_length');
  });
  it('accepts ASCII digits only for amounts', () => {
    expect(checkDigits('12500')).toBeNull();
    expect(checkDigits('12,500')).toBe('digits_only');
    expect(checkDigits('๑๒')).toBe('digits_only');
    expect(checkDigits('', false)).toBeNull();
  });
});

describe('Thai national ID', () => {
  it('validates the check digit of the docs/thai.md example', () => {
    expect(isValidThaiId('1101700230708')).toBe(true);
    expect(isValidThaiId('1-1017-00230-70-8')).toBe(true);
    expect(isValidThaiId('1101700230709')).toBe(false);
    expect(isValidThaiId('110170023070')).toBe(false);
    expect(formatThaiId('1101700230708')).toBe('1-1017-00230-70-8');
    expect(maskThaiId('1101700230708')).toBe('x-xxxx-xxxxx-70-8');
  });

  it('accepts every id with a correct check digit and refuses every other last digit (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12}$/), (first12) => {
        const check = thaiIdCheckDigit(first12);
        for (let d = 0; d <= 9; d++) expect(isValidThaiId(`${first12}${d}`)).toBe(d === check);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('Thai mobile numbers', () => {
  it.each([
    ['081-234-5678', '0812345678'],
    ['+66812345678', '0812345678'],
    ['66 91 234 5678', '0912345678'],
    ['0612345678', '0612345678'],
  ])('%s normalises to %s', (input, national) => expect(normalizeThaiMobile(input)).toBe(national));
  it.each(['0212345678', '0601234567', '0681234567', '081234567', '+6681234567', 'abc'])(
    '%s is not a mobile',
    (n) => expect(isThaiMobile(n)).toBe(false),
  );
  it('formats, masks and converts to E.164', () => {
    expect(formatThaiMobile('0812345678')).toBe('081-234-5678');
    expect(maskThaiMobile('0812345678')).toBe('081-xxx-5678');
    expect(toE164('081-234-5678')).toBe('+66812345678');
  });
});

describe('every rule error has a message in both languages', () => {
  it('matches the validation locale files', async () => {
    const th = (await import('../../locales/th/validation.json')).default as Record<string, string>;
    const en = (await import('../../locales/en/validation.json')).default as Record<string, string>;
    const codes = [
      'required',
      'username_length',
      'username_charset',
      'username_reserved',
      'login_username_charset',
      'password_length',
      'password_letters_and_digits',
      'password_charset',
      'password_common',
      'password_mismatch',
      'password_same_as_old',
      'name_charset',
      'phone_invalid',
      'email_invalid',
      'email_length',
      'digits_only',
      'thai_id_invalid',
      'text_control_characters',
      'date_out_of_range',
    ] satisfies import('./account').RuleError[];
    for (const code of codes) {
      expect(th[code], code).toBeTruthy();
      expect(en[code], code).toBeTruthy();
    }
  });
});
