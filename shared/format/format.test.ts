import { describe, expect, it } from 'vitest';
import {
  type Currency,
  type DateStyle,
  type FormatLang,
  formatAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatters,
  formatTime,
  monthNames,
  todayInBangkok,
  usesBuddhistEra,
  weekdayName,
  type YearFormat,
} from './index';

describe('formatDate: both year formats × both languages', () => {
  const cases: [string, FormatLang, YearFormat | undefined, DateStyle | undefined, string][] = [
    // Thai always shows the Buddhist era (docs/thai.md); the partner's year_format speaks for English.
    ['2026-03-05', 'th', 'buddhist', undefined, '5 มี.ค. 2569'],
    ['2026-03-05', 'th', 'gregorian', undefined, '5 มี.ค. 2569'],
    ['2026-03-05', 'en', 'buddhist', undefined, '5 Mar 2569 BE'],
    ['2026-03-05', 'en', 'gregorian', undefined, '5 Mar 2026'],
    ['2026-03-05', 'en', undefined, undefined, '5 Mar 2026'],
    ['2025-01-15', 'th', 'gregorian', 'long', '15 มกราคม 2568'],
    ['2025-01-15', 'th', 'buddhist', 'long', '15 มกราคม 2568'],
    ['2025-01-15', 'en', 'buddhist', 'long', '15 January 2568 BE'],
    ['2025-01-15', 'en', 'gregorian', 'long', '15 January 2025'],
    // A calendar date stays that day, whatever the zone.
    ['2026-12-31', 'en', 'gregorian', undefined, '31 Dec 2026'],
    ['2026-01-01', 'th', 'buddhist', undefined, '1 ม.ค. 2569'],
  ];
  it.each(cases)('%s in %s (%s, %s) → %s', (value, lang, yearFormat, style, expected) => {
    expect(
      formatDate(value, { lang, ...(yearFormat ? { yearFormat } : {}), ...(style ? { style } : {}) }),
    ).toBe(expected);
  });

  const instants: [string | Date, FormatLang, YearFormat, string][] = [
    // 18:30 UTC on 4 March is 01:30 on 5 March in Bangkok: the date is the next day.
    ['2026-03-04T18:30:00Z', 'en', 'gregorian', '5 Mar 2026'],
    ['2026-03-04T18:30:00Z', 'th', 'gregorian', '5 มี.ค. 2569'],
    ['2026-03-04T18:30:00Z', 'en', 'buddhist', '5 Mar 2569 BE'],
    [new Date('2026-03-04T16:59:59Z'), 'en', 'gregorian', '4 Mar 2026'],
    [new Date('2026-03-04T17:00:00Z'), 'en', 'gregorian', '5 Mar 2026'],
    // New Year's Eve in UTC is already New Year's Day in Bangkok, and the year turns with it.
    ['2025-12-31T20:00:00.000Z', 'th', 'buddhist', '1 ม.ค. 2569'],
    ['2025-12-31T20:00:00.000Z', 'en', 'gregorian', '1 Jan 2026'],
  ];
  it.each(instants)('instant %s in %s (%s) → %s', (value, lang, yearFormat, expected) => {
    expect(formatDate(value, { lang, yearFormat })).toBe(expected);
  });

  it('gives back what it cannot read', () => {
    expect(formatDate('not a date', { lang: 'en' })).toBe('not a date');
    expect(formatDate('2026-02-30', { lang: 'th' })).toBe('2026-02-30');
    expect(formatDate(new Date(Number.NaN), { lang: 'th' })).toBe('');
  });
});

describe('formatDateTime and formatTime: Bangkok time', () => {
  const cases: [string, FormatLang, YearFormat, string, string][] = [
    ['2026-03-04T18:30:00Z', 'th', 'gregorian', '5 มี.ค. 2569 01:30', '01:30'],
    ['2026-03-04T18:30:00Z', 'th', 'buddhist', '5 มี.ค. 2569 01:30', '01:30'],
    ['2026-03-04T18:30:00Z', 'en', 'gregorian', '5 Mar 2026, 01:30', '01:30'],
    ['2026-03-04T18:30:00Z', 'en', 'buddhist', '5 Mar 2569 BE, 01:30', '01:30'],
    ['2026-11-22T07:05:00+00:00', 'en', 'gregorian', '22 Nov 2026, 14:05', '14:05'],
  ];
  it.each(cases)('%s in %s (%s) → %s', (value, lang, yearFormat, dateTime, time) => {
    expect(formatDateTime(value, { lang, yearFormat })).toBe(dateTime);
    expect(formatTime(value, { lang })).toBe(time);
  });

  it("shows seconds for staff (the previewer's audit times)", () => {
    expect(formatDateTime('2026-11-26T07:03:05Z', { lang: 'en', seconds: true })).toBe(
      '26 Nov 2026, 14:03:05',
    );
    expect(formatDateTime('2026-11-26T17:03:05.123Z', { lang: 'en', seconds: true })).toBe(
      '27 Nov 2026, 00:03:05',
    );
    expect(formatDateTime('not a time', { lang: 'en', seconds: true })).toBe('not a time');
    expect(formatTime('2026-11-26T17:03:05Z', { lang: 'th', seconds: true })).toBe('00:03:05');
  });
});

describe('todayInBangkok', () => {
  const cases: [string, string][] = [
    ['2026-03-04T16:59:59.999Z', '2026-03-04'],
    ['2026-03-04T17:00:00.000Z', '2026-03-05'],
    ['2025-12-31T23:00:00.000Z', '2026-01-01'],
    ['2026-03-05T00:00:00+07:00', '2026-03-05'],
  ];
  it.each(cases)('%s → %s', (now, expected) => {
    expect(todayInBangkok(new Date(now))).toBe(expected);
  });
});

describe('formatMoney and formatAmount', () => {
  const cases: [number | string, Currency | undefined, FormatLang, string][] = [
    [1234, undefined, 'th', '฿1,234.00'],
    [1234, 'THB', 'en', '฿1,234.00'],
    ['1500.50', 'THB', 'th', '฿1,500.50'],
    [250, 'USD', 'th', 'US$250.00'],
    [320, 'USD', 'en', 'US$320.00'],
    [0, 'THB', 'en', '฿0.00'],
  ];
  it.each(cases)('%s %s in %s → %s', (amount, currency, lang, expected) => {
    expect(formatMoney(amount, currency, lang)).toBe(expected);
  });

  it('formats amounts without a currency, and gives back what it cannot read', () => {
    expect(formatAmount(999999)).toBe('999,999.00');
    expect(formatAmount('4400.5', 'en')).toBe('4,400.50');
    expect(formatMoney('abc')).toBe('abc');
  });
});

describe('formatters: bound to a language and a year format', () => {
  it('binds', () => {
    const en = formatters('en', 'buddhist');
    expect(en.date('2026-03-05')).toBe('5 Mar 2569 BE');
    expect(en.date('2026-03-05', 'long')).toBe('5 March 2569 BE');
    expect(en.dateTime('2026-03-04T18:30:00Z')).toBe('5 Mar 2569 BE, 01:30');
    expect(en.time('2026-03-04T18:30:00Z')).toBe('01:30');
    expect(en.money(320, 'USD')).toBe('US$320.00');
    expect(formatters('en').date('2026-03-05')).toBe('5 Mar 2026');
    expect(formatters('th', 'gregorian').date('2026-03-05')).toBe('5 มี.ค. 2569');
  });

  it('says when years are Buddhist era', () => {
    expect(usesBuddhistEra('th', 'gregorian')).toBe(true);
    expect(usesBuddhistEra('en', 'buddhist')).toBe(true);
    expect(usesBuddhistEra('en', 'gregorian')).toBe(false);
  });

  it('names the weekdays, Monday first', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'th')).toBe('วันจันทร์');
  });

  it('names the months', () => {
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('th')[11]).toBe('ธันวาคม');
  });
});
