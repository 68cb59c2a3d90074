import type { DayHours, LocalizedText, OpeningHours, Weekday } from './types';

const DAY_TH = ['จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์', 'อาทิตย์'];
const DAY_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `[open, close]` per weekday 1..7; null = closed. */
export type WeekPattern = readonly (readonly [string, string] | null)[];

/** Expand a 7-entry pattern (Monday first) into DayHours. */
export function daysFromPattern(pattern: WeekPattern): DayHours[] {
  const days: DayHours[] = [];
  pattern.forEach((slot, i) => {
    if (slot) days.push({ day: (i + 1) as Weekday, open: slot[0], close: slot[1] });
  });
  return days;
}

/** Every day, same hours. */
export function everyDay(open: string, close: string): WeekPattern {
  return Array.from({ length: 7 }, () => [open, close] as const);
}

/** A human summary such as "จันทร์–ศุกร์ 17:00–20:00 น. เสาร์ 09:00–12:00 น. หยุดวันอาทิตย์". */
export function hoursLabel(days: DayHours[]): LocalizedText {
  const byDay = new Map(days.map((d) => [d.day, `${d.open}–${d.close}`]));
  if (days.length === 7 && new Set(byDay.values()).size === 1) {
    const only = days[0]!;
    if (only.open === '00:00' && only.close === '24:00') {
      return { th: 'เปิดบริการตลอด 24 ชั่วโมง ทุกวัน', en: 'Open 24 hours, every day' };
    }
    return { th: `ทุกวัน ${only.open}–${only.close} น.`, en: `Daily ${only.open}–${only.close}` };
  }
  const th: string[] = [];
  const en: string[] = [];
  let d = 1;
  while (d <= 7) {
    const hours = byDay.get(d as Weekday);
    if (!hours) {
      d++;
      continue;
    }
    let end = d;
    while (end < 7 && byDay.get((end + 1) as Weekday) === hours) end++;
    const rangeTh = end === d ? DAY_TH[d - 1] : `${DAY_TH[d - 1]}–${DAY_TH[end - 1]}`;
    const rangeEn = end === d ? DAY_EN[d - 1] : `${DAY_EN[d - 1]}–${DAY_EN[end - 1]}`;
    th.push(`${rangeTh} ${hours} น.`);
    en.push(`${rangeEn} ${hours}`);
    d = end + 1;
  }
  const closed = [1, 2, 3, 4, 5, 6, 7].filter((x) => !byDay.has(x as Weekday));
  if (closed.length > 0) {
    th.push(`หยุดวัน${closed.map((x) => DAY_TH[x - 1]).join('และวัน')}`);
    en.push(`closed ${closed.map((x) => DAY_EN[x - 1]).join(' and ')}`);
  }
  return { th: th.join(' '), en: en.join(', ') };
}

export function openingHours(pattern: WeekPattern): OpeningHours {
  const days = daysFromPattern(pattern);
  const open24h = days.length === 7 && days.every((x) => x.open === '00:00' && x.close === '24:00');
  return { open24h, days, label: hoursLabel(days) };
}
