/**
 * How claims show dates and money (docs/thai.md): Thai dates in the Buddhist era, English in the
 * Gregorian calendar (src/lib/dates.ts); amounts as baht.
 */
import type { Locale } from '../../../config/routes';
import { formatCalendarDate, formatInstant } from '../../../lib/dates';

export const formatDate = (iso: string, locale: Locale) => formatCalendarDate(iso, locale);
export const formatTime = (iso: string, locale: Locale) => formatInstant(iso, locale, true);

const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** 1450 → '฿1,450.00'. */
export const formatMoney = (amount: number, currency: 'THB' | 'USD' = 'THB') =>
  (currency === 'USD' ? usd : baht).format(amount);

/** Today's date in Thailand as YYYY-MM-DD. */
export const todayInBangkok = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);
