/**
 * Text and date sanity rules for everything a request carries (issue 9, deliverable 4), written once:
 * the contract's zod schemas apply them to every request string (shared/api/schemas/common.ts) and the
 * multipart card form applies the same functions (server/modules/cards/cards-editing.ts). Zod-free, so
 * screens may use them without loading zod (docs/decisions/003-bundle-budgets.md).
 */

export type TextRuleError = 'text_control_characters';
export type DateRuleError = 'date_out_of_range';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Null when the text is acceptable. Refused: C0 controls (U+0000–U+001F), DEL (U+007F), C1 controls
 * (U+0080–U+009F) and lone UTF-16 surrogates (JSON can carry "\ud800"). NUL is refused by PostgreSQL
 * in text; the others have no place in a form field and can hide text. `multiLine` allows tab, LF
 * and CR.
 */
export function checkText(value: string, multiLine = false): TextRuleError | null {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
      if (multiLine && (c === TAB || c === LF || c === CR)) continue;
      return 'text_control_characters';
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'text_control_characters';
      i++; // a well-formed pair: an emoji or another astral character
    } else if (c >= 0xdc00 && c <= 0xdfff) return 'text_control_characters';
  }
  return null;
}

/** Every calendar date a request may carry lies in this range (inclusive, ISO strings compare as dates). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2200-12-31';

/** A real Gregorian calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** Null when a YYYY-MM-DD date is inside DATE_MIN..DATE_MAX (the database and people live there). */
export function checkDateRange(value: string): DateRuleError | null {
  return value < DATE_MIN || value > DATE_MAX ? 'date_out_of_range' : null;
}
