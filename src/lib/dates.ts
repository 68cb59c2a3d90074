/**
 * Dates as members read them (docs/thai.md): Thai in the Buddhist era, English in the Gregorian
 * calendar, both in Thailand's time zone.
 */
import type { Locale } from '../config/routes';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, withTime: boolean, month: 'short' | 'long' = 'short'): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}|${month}`;
  let fmt = formats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
      day: 'numeric',
      month,
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone: 'Asia/Bangkok',
    });
    formats.set(key, fmt);
  }
  return fmt;
}

/**
 * '2026-11-22' (a calendar date) → '22 พ.ย. 2569' (th) or '22 Nov 2026' (en); with `month` 'long',
 * '22 พฤศจิกายน 2569' or '22 November 2026'.
 */
export function formatCalendarDate(iso: string, locale: Locale, month: 'short' | 'long' = 'short'): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  // 05:00 UTC is noon in Bangkok: the same calendar day.
  return format(locale, false, month).format(new Date(Date.UTC(y, m - 1, d, 5)));
}

/** Today's date in Thailand as YYYY-MM-DD (cards and claims count days in Thai time). */
export function todayInBangkok(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);
}

/** An instant → its date in Thailand, or date and time with `withTime`. */
export function formatInstant(iso: string, locale: Locale, withTime = false): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(locale, withTime).format(date);
}
