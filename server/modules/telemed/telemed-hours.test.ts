import { describe, expect, it } from 'vitest';
import { type HoursSource, holidayMap, hoursAt, upcomingHolidays } from './telemed-hours';

/** A Bangkok wall-clock time as an instant. */
const bkk = (local: string) => new Date(`${local}+07:00`);
const every = (open: string, close: string, days = [1, 2, 3, 4, 5, 6, 7]) =>
  days.map((day) => ({ day, open, close }));
const source = (overrides: Partial<HoursSource>): HoursSource => ({
  open_24h: false,
  working_hours: [],
  holiday_open: null,
  holiday_close: null,
  ...overrides,
});

const noHolidays = holidayMap([]);
// 2026-12-05 is a Saturday (Father's Day); 2026-12-07 a Monday (its substitute day); 2026-12-10 a Thursday.
const holidays = holidayMap([
  { date: '2026-12-07', name: { th: 'วันหยุดชดเชยวันพ่อแห่งชาติ', en: "Father's Day (substitute)" } },
  { date: '2026-12-10', name: { th: 'วันรัฐธรรมนูญ', en: 'Constitution Day' } },
]);

describe('telemedicine hours in Asia/Bangkok', () => {
  it('a 24-hour provider stays open across midnight, weekends and holidays, with no closing time', () => {
    const always = source({ open_24h: true, working_hours: every('00:00', '24:00') });
    for (const at of [
      '2026-12-05T23:59:59',
      '2026-12-06T00:00:00',
      '2026-12-07T03:00:00',
      '2026-12-10T12:00:00',
    ]) {
      expect(hoursAt(always, bkk(at), holidays), at).toMatchObject({
        open_now: true,
        closes_at: null,
        next_open_at: null,
      });
    }
  });

  it('uses Bangkok time, not UTC: 23:30 in Bangkok on a Sunday is 16:30 UTC', () => {
    const daily = source({ working_hours: every('08:00', '22:00') });
    const late = hoursAt(daily, new Date('2026-11-29T16:30:00Z'), noHolidays);
    expect(late.open_now).toBe(false);
    expect(late.next_open_at).toEqual(bkk('2026-11-30T08:00:00'));
    // 21:59 Bangkok is still open and closes at 22:00 Bangkok.
    const open = hoursAt(daily, bkk('2026-11-29T21:59:00'), noHolidays);
    expect(open).toMatchObject({ open_now: true, closes_at: bkk('2026-11-29T22:00:00') });
  });

  it('a window past midnight: open at 01:00, and the evening window closes at 02:00 the next day', () => {
    const night = source({
      working_hours: [1, 2, 3, 4, 5, 6, 7].flatMap((day) => [
        { day, open: '00:00', close: '02:00' },
        { day, open: '18:00', close: '24:00' },
      ]),
    });
    expect(hoursAt(night, bkk('2026-11-25T01:00:00'), noHolidays)).toMatchObject({
      open_now: true,
      closes_at: bkk('2026-11-25T02:00:00'),
    });
    expect(hoursAt(night, bkk('2026-11-25T23:00:00'), noHolidays)).toMatchObject({
      open_now: true,
      closes_at: bkk('2026-11-26T02:00:00'),
    });
    expect(hoursAt(night, bkk('2026-11-25T02:00:00'), noHolidays)).toMatchObject({
      open_now: false,
      next_open_at: bkk('2026-11-25T18:00:00'),
    });
  });

  it('weekdays only: closed on Saturday and Sunday, next opening Monday 09:00', () => {
    const weekdays = source({ working_hours: every('09:00', '17:00', [1, 2, 3, 4, 5]) });
    for (const at of ['2026-11-28T10:00:00', '2026-11-29T16:00:00']) {
      expect(hoursAt(weekdays, bkk(at), noHolidays), at).toMatchObject({
        open_now: false,
        next_open_at: bkk('2026-11-30T09:00:00'),
      });
    }
    // Friday 17:00 sharp is closed (windows are [open, close)).
    expect(hoursAt(weekdays, bkk('2026-11-27T17:00:00'), noHolidays).next_open_at).toEqual(
      bkk('2026-11-30T09:00:00'),
    );
  });

  it('a public holiday closes a weekday provider, or gives it its holiday hours', () => {
    const weekdays = source({ working_hours: every('09:00', '17:00', [1, 2, 3, 4, 5]) });
    // Monday 7 December is a holiday: the next opening is Tuesday.
    const monday = hoursAt(weekdays, bkk('2026-12-07T10:00:00'), holidays);
    expect(monday).toMatchObject({ open_now: false, next_open_at: bkk('2026-12-08T09:00:00') });
    expect(monday.today_holiday?.en).toBe("Father's Day (substitute)");
    // From Sunday evening, the next opening skips the holiday Monday.
    expect(hoursAt(weekdays, bkk('2026-12-06T20:00:00'), holidays).next_open_at).toEqual(
      bkk('2026-12-08T09:00:00'),
    );
    const shorter = source({
      working_hours: every('08:00', '20:00'),
      holiday_open: '10:00',
      holiday_close: '16:00',
    });
    expect(hoursAt(shorter, bkk('2026-12-10T09:00:00'), holidays)).toMatchObject({
      open_now: false,
      next_open_at: bkk('2026-12-10T10:00:00'),
    });
    expect(hoursAt(shorter, bkk('2026-12-10T15:00:00'), holidays)).toMatchObject({
      open_now: true,
      closes_at: bkk('2026-12-10T16:00:00'),
    });
    // The day after, ordinary hours again.
    expect(hoursAt(shorter, bkk('2026-12-11T19:00:00'), holidays).open_now).toBe(true);
  });

  it('a provider with no hours at all has no next opening', () => {
    expect(hoursAt(source({}), bkk('2026-12-01T10:00:00'), noHolidays)).toEqual({
      open_now: false,
      closes_at: null,
      next_open_at: null,
      today_holiday: null,
    });
  });

  it('lists the public holidays of the next 30 days by the Bangkok date', () => {
    const list = [
      { date: '2026-11-30', name: { th: 'ก', en: 'a' } },
      { date: '2026-12-05', name: { th: 'ข', en: 'b' } },
      { date: '2027-01-01', name: { th: 'ค', en: 'c' } },
    ];
    // 1 December 00:30 in Bangkok is still 30 November in UTC.
    expect(upcomingHolidays(list, bkk('2026-12-01T00:30:00')).map((h) => h.date)).toEqual(['2026-12-05']);
  });
});
