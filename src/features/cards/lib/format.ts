/**
 * How cards show dates and money (docs/thai.md): Thai dates in the Buddhist era, English in the Gregorian
 * calendar; baht as ฿1,234.00 and USD claims in USD.
 */
import type { Locale } from '../../../config/routes';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** '2025-01-15' → '15 ม.ค. 2568' (th) or '15 Jan 2025' (en). Calendar dates carry no time zone. */
export function formatDate(iso: string, locale: Locale, month: 'short' | 'long' = 'short'): string {
  const key = `${locale}|${month}`;
  let fmt = dateFormats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(key, fmt);
  }
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return fmt.format(new Date(Date.UTC(y, m - 1, d)));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 1234 → '฿1,234.00'; USD amounts → 'US$1,234.00'. Amounts arrive as numbers or exact decimal strings. */
export function formatMoney(amount: number | string, currency: 'THB' | 'USD' = 'THB'): string {
  let fmt = moneyFormats.get(currency);
  if (!fmt) {
    fmt = new Intl.NumberFormat('th-TH', { style: 'currency', currency });
    moneyFormats.set(currency, fmt);
  }
  return fmt.format(Number(amount));
}

/** Today's date in Thailand as YYYY-MM-DD (cards expire at the end of their expiry day, Thai time). */
export function todayInBangkok(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);
}

/** Active from the start date through the expiry date inclusive. */
export function isCardActive(card: { start_date: string; expiry_date: string }, today = todayInBangkok()) {
  return card.start_date <= today && today <= card.expiry_date;
}
