/**
 * The one way to show money, dates and times to people (docs/thai.md "Dates" and "Text"), for the
 * member app, the server's member-facing texts (SMS, LINE, officer messages) and the previewer.
 *
 * - Time zone: always Asia/Bangkok (UTC+7, no daylight saving), whatever the device's zone.
 * - Language: 'th' or 'en'.
 * - Years: Thai screens always show the Buddhist era ("15 ม.ค. 2568"); English screens show the
 *   Gregorian year unless the partner's `year_format` is 'buddhist', then "15 Jan 2568 BE"
 *   (schemas/partner.schema.json `year_format`: "How the English screens show years. Thai screens
 *   always show the Buddhist era.").
 * - Money: Thai number formatting in both languages: ฿1,234.00 and US$1,234.00 (the "US" tells a
 *   dollar from other dollars); USD claims show USD.
 *
 * Inputs are a calendar date ('2026-11-22', shown as that day, never shifted by a zone), an instant
 * (an ISO timestamp or a Date, shown as its day and time in Bangkok), or, for money, a number or an
 * exact decimal string. Input that cannot be read is returned as it came (a string) or as ''.
 *
 * Pure: no imports, no state but cached Intl formatters.
 */

export type FormatLang = 'th' | 'en';
export type YearFormat = 'buddhist' | 'gregorian';
export type Currency = 'THB' | 'USD';
/** 'short': "5 มี.ค. 2569" / "5 Mar 2026"; 'long': "5 มีนาคม 2569" / "5 March 2026". */
export type DateStyle = 'short' | 'long';

export interface FormatOptions {
  lang: FormatLang;
  /** The partner's `year_format`; 'gregorian' (the schema's default) when not given. */
  yearFormat?: YearFormat;
}

export interface DateFormatOptions extends FormatOptions {
  style?: DateStyle;
}

export interface TimeFormatOptions {
  /** Show seconds too ("14:03:05"), as staff read audit times. */
  seconds?: boolean;
}

/** Thailand's one time zone. */
export const TIME_ZONE = 'Asia/Bangkok';
/** Buddhist era = Gregorian year + 543. */
export const BE_OFFSET = 543;
/** Thailand is UTC+7 all year. */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Whether years show in the Buddhist era: always in Thai, in English when the partner says so. */
export function usesBuddhistEra(lang: FormatLang, yearFormat: YearFormat = 'gregorian'): boolean {
  return lang === 'th' || yearFormat === 'buddhist';
}

function localeTag(lang: FormatLang, yearFormat: YearFormat | undefined): string {
  if (lang === 'th') return 'th-TH-u-ca-buddhist';
  return yearFormat === 'buddhist' ? 'en-GB-u-ca-buddhist' : 'en-GB';
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${tag}|${JSON.stringify(options)}`;
  let fmt = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, ...options });
    cache.set(key, fmt);
  }
  return fmt;
}

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${tag}|${JSON.stringify(options)}`;
  let fmt = cache.get(key) as Intl.NumberFormat | undefined;
  if (!fmt) {
    fmt = new Intl.NumberFormat(tag, options);
    cache.set(key, fmt);
  }
  return fmt;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant to format: a calendar date becomes noon of that day in Bangkok (05:00 UTC), so the day
 * shown is the day given; anything else is read as an instant. Null when it cannot be read.
 */
function toInstant(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = CALENDAR_DATE.exec(value);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = new Date(Date.UTC(y, m - 1, d, 5));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
      ? date
      : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const unreadable = (value: string | Date) => (typeof value === 'string' ? value : '');

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const timeOptions = (seconds: boolean | undefined): Intl.DateTimeFormatOptions =>
  seconds ? { ...TIME, second: '2-digit' } : TIME;

/**
 * A date: '2026-03-05' or an instant → "5 มี.ค. 2569" (th), "5 Mar 2026" (en), "5 Mar 2569 BE" (en,
 * buddhist); style 'long' spells the month out. An instant shows its day in Bangkok.
 */
export function formatDate(value: string | Date, options: DateFormatOptions): string {
  const instant = toInstant(value);
  if (!instant) return unreadable(value);
  return dateFormat(localeTag(options.lang, options.yearFormat), {
    day: 'numeric',
    month: options.style ?? 'short',
    year: 'numeric',
  }).format(instant);
}

/**
 * An instant's date and time in Bangkok: "5 มี.ค. 2569 01:30" (th), "5 Mar 2026, 01:30" (en); with
 * `seconds`, "26 Nov 2026, 14:03:05".
 */
export function formatDateTime(value: string | Date, options: DateFormatOptions & TimeFormatOptions): string {
  const instant = toInstant(value);
  if (!instant) return unreadable(value);
  return dateFormat(localeTag(options.lang, options.yearFormat), {
    day: 'numeric',
    month: options.style ?? 'short',
    year: 'numeric',
    ...timeOptions(options.seconds),
  }).format(instant);
}

/** An instant's time of day in Bangkok, 24-hour: "01:30" (with `seconds`, "01:30:00"). */
export function formatTime(
  value: string | Date,
  options: Pick<FormatOptions, 'lang'> & TimeFormatOptions,
): string {
  const instant = toInstant(value);
  if (!instant) return unreadable(value);
  return dateFormat(options.lang === 'th' ? 'th-TH' : 'en-GB', timeOptions(options.seconds)).format(instant);
}

/** The calendar date in Bangkok at `now` as YYYY-MM-DD (cards, claims and content count days in Thai time). */
export function todayInBangkok(now: Date = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Money: 1234 → "฿1,234.00", 250 USD → "US$250.00", in both languages (Thai number formatting, as
 * docs/thai.md gives it). `lang` is taken so that every formatter has the same shape.
 */
export function formatMoney(
  amount: number | string,
  currency: Currency = 'THB',
  _lang: FormatLang = 'th',
): string {
  const n = Number(amount);
  if (typeof amount === 'string' && (amount.trim() === '' || Number.isNaN(n))) return amount;
  return numberFormat('th-TH', { style: 'currency', currency }).format(n);
}

/** An amount without its currency, two decimals: 999999 → "999,999.00" (where the currency is not known). */
export function formatAmount(amount: number | string, _lang: FormatLang = 'th'): string {
  const n = Number(amount);
  if (typeof amount === 'string' && (amount.trim() === '' || Number.isNaN(n))) return amount;
  return numberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
}

/** The twelve month names of a language, January first (for a month picker). */
export function monthNames(lang: FormatLang): string[] {
  const fmt = dateFormat(lang === 'th' ? 'th-TH' : 'en-GB', { month: 'long' });
  return Array.from({ length: 12 }, (_, i) => fmt.format(new Date(Date.UTC(2000, i, 15, 5))));
}

/** The name of an ISO weekday (1 = Monday … 7 = Sunday): "Monday", "วันจันทร์". */
export function weekdayName(isoDay: number, lang: FormatLang): string {
  // 2024-01-01 was a Monday.
  return dateFormat(lang === 'th' ? 'th-TH' : 'en-GB', { weekday: 'long' }).format(
    new Date(Date.UTC(2024, 0, isoDay, 5)),
  );
}

/** The formatters bound to one language and partner year format (what useFormat() returns in the app). */
export interface Formatters {
  lang: FormatLang;
  yearFormat: YearFormat;
  money: (amount: number | string, currency?: Currency) => string;
  amount: (amount: number | string) => string;
  date: (value: string | Date, style?: DateStyle) => string;
  dateTime: (value: string | Date, style?: DateStyle) => string;
  time: (value: string | Date) => string;
}

export function formatters(lang: FormatLang, yearFormat: YearFormat = 'gregorian'): Formatters {
  return {
    lang,
    yearFormat,
    money: (amount, currency = 'THB') => formatMoney(amount, currency, lang),
    amount: (amount) => formatAmount(amount, lang),
    date: (value, style) => formatDate(value, { lang, yearFormat, ...(style ? { style } : {}) }),
    dateTime: (value, style) => formatDateTime(value, { lang, yearFormat, ...(style ? { style } : {}) }),
    time: (value) => formatTime(value, { lang }),
  };
}
