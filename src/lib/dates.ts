/**
 * Dates as members read them (docs/thai.md): Thai in the Buddhist era, English in the Gregorian
 * calendar, both in Thailand's time zone.
 */
import type { Locale } from '../config/routes';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let fmt = formats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone: 'Asia/Bangkok',
    });
    formats.set(key, fmt);
  }
  return fmt;
}

/** '2026-11-22' (a calendar date) → '22 พ.ย. 2569' (th) or '22 Nov 2026' (en). */
export function formatCalendarDate(iso: string, locale: Locale): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  // Noon UTC is the same calendar day in Bangkok.
  return format(locale, false).format(new Date(Date.UTC(y, m - 1, d, 5)));
}

/** An instant → its date in Thailand, or date and time with `withTime`. */
export function formatInstant(iso: string, locale: Locale, withTime = false): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(locale, withTime).format(date);
}
