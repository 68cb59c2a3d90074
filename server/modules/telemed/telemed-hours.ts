/**
 * Working hours of telemedicine providers, in Asia/Bangkok (UTC+7 all year, no daylight saving) from
 * the server's injected clock: open now, when the current window closes, and the next opening, with
 * public holidays from the data (docs/decisions/056-telemed-mart.md). Pure functions: no database.
 *
 * A window never crosses midnight in the data: a provider open 18:00–02:00 lists 18:00–24:00 on each
 * day and 00:00–02:00 on the next, and a window ending at 24:00 runs on into one starting at 00:00.
 */
import { BANGKOK_OFFSET_MS } from '../../../shared/format';

/** A text in Thai and English. */
export interface LocalizedText {
  th: string;
  en: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead the next opening is looked for. */
export const NEXT_OPENING_DAYS = 14;

export interface HoursSource {
  open_24h: boolean;
  /** ISO weekday 1 = Monday … 7 = Sunday; HH:MM, close may be 24:00. */
  working_hours: readonly { day: number; open: string; close: string }[];
  holiday_open: string | null;
  holiday_close: string | null;
}

export interface Holiday {
  date: string;
  name: LocalizedText;
}

export interface HoursNow {
  open_now: boolean;
  closes_at: Date | null;
  next_open_at: Date | null;
  today_holiday: LocalizedText | null;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The Bangkok calendar date (YYYY-MM-DD) and minute of the day at `instant`. */
export function bangkokClock(instant: Date): { date: string; minute: number; weekday: number } {
  const local = new Date(instant.getTime() + BANGKOK_OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
    weekday: ((local.getUTCDay() + 6) % 7) + 1,
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The instant of a Bangkok date and minute of that day. */
export function bangkokInstant(date: string, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minute * 60_000 - BANGKOK_OFFSET_MS);
}

/** Opening windows [from, to) in minutes of one Bangkok date, sorted. */
export function windowsOn(
  source: HoursSource,
  date: string,
  holidays: ReadonlyMap<string, LocalizedText>,
): [number, number][] {
  if (source.open_24h) return [[0, 1440]];
  if (holidays.has(date)) {
    return source.holiday_open && source.holiday_close
      ? [[minutesOf(source.holiday_open), minutesOf(source.holiday_close)]]
      : [];
  }
  const day = weekdayOf(date);
  return source.working_hours
    .filter((w) => w.day === day)
    .map((w): [number, number] => [minutesOf(w.open), minutesOf(w.close)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
}

export function holidayMap(holidays: readonly Holiday[]): Map<string, LocalizedText> {
  return new Map(holidays.map((h) => [h.date, h.name]));
}

/** Open now, the end of the current window (run on across midnight), or the next opening. */
export function hoursAt(
  source: HoursSource,
  now: Date,
  holidays: ReadonlyMap<string, LocalizedText>,
): HoursNow {
  const { date, minute } = bangkokClock(now);
  const today_holiday = holidays.get(date) ?? null;
  const current = windowsOn(source, date, holidays).find(([from, to]) => from <= minute && minute < to);
  if (current) {
    if (source.open_24h) return { open_now: true, closes_at: null, next_open_at: null, today_holiday };
    // A window ending at midnight runs on into the next day's 00:00 window.
    let endDate = date;
    let end = current[1];
    for (let i = 0; i < 2 && end === 1440; i++) {
      const next = windowsOn(source, addDays(endDate, 1), holidays).find(([from]) => from === 0);
      if (!next) break;
      endDate = addDays(endDate, 1);
      end = next[1];
    }
    return { open_now: true, closes_at: bangkokInstant(endDate, end), next_open_at: null, today_holiday };
  }
  for (let offset = 0; offset <= NEXT_OPENING_DAYS; offset++) {
    const day = addDays(date, offset);
    const next = windowsOn(source, day, holidays).find(([from]) => offset > 0 || from > minute);
    if (next)
      return { open_now: false, closes_at: null, next_open_at: bangkokInstant(day, next[0]), today_holiday };
  }
  return { open_now: false, closes_at: null, next_open_at: null, today_holiday };
}

/** Public holidays from today (Bangkok) through `days` ahead. */
export function upcomingHolidays(holidays: readonly Holiday[], now: Date, days = 30): Holiday[] {
  const today = bangkokClock(now).date;
  const last = addDays(today, days);
  return holidays
    .filter((h) => h.date >= today && h.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date));
}
