/**
 * The one date input: Buddhist-era years on Thai screens (2538 ↔ 1995), the partner's year format on
 * English ones, an ISO value, unfinished and impossible dates told apart, errors linked to each list.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureLanguage, initI18n } from '../../lib/i18n';
import { usePartnerStore } from '../../lib/partner-store';
import { demoPartner, demoTheme, demoTiles } from '../../testing/render-app';
import { DateInput, dateInputProblem, isIsoDate, joinDateParts } from './date-input';

function setYearFormat(year_format: 'buddhist' | 'gregorian') {
  usePartnerStore.getState().setBoot({
    partner: { ...demoPartner, year_format },
    theme: demoTheme,
    tiles: demoTiles,
  });
}

const seen: string[] = [];

function Harness({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        legend="Date of treatment"
        id="when"
        required
        min="1990-01-01"
        max="2026-11-27"
        value={value}
        error={error}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

async function show(lang: 'th' | 'en', initial = '', error?: string) {
  await initI18n(lang);
  await ensureLanguage(lang);
  seen.length = 0;
  const router = createMemoryRouter([{ path: '*', element: <Harness initial={initial} error={error} /> }], {
    initialEntries: [lang === 'en' ? '/en/e-claim' : '/e-claim'],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(() => setYearFormat('gregorian'));

describe('DateInput', () => {
  it('lists Buddhist-era years in Thai: choosing 2538 gives 1995 in the ISO value', async () => {
    setYearFormat('gregorian');
    await show('th');
    const group = screen.getByRole('group', { name: /Date of treatment/ });
    const year = within(group).getByLabelText('ปี พ.ศ.') as HTMLSelectElement;
    const option = within(year).getByRole('option', { name: '2538' }) as HTMLOptionElement;
    expect(option.value).toBe('1995');
    fireEvent.change(within(group).getByLabelText('วันที่'), { target: { value: '15' } });
    fireEvent.change(within(group).getByLabelText('เดือน'), { target: { value: '1' } });
    fireEvent.change(year, { target: { value: '1995' } });
    expect(screen.getByTestId('value').textContent).toBe('1995-01-15');
    // And back: an ISO value shows its Buddhist-era year.
    expect(year.selectedOptions[0]?.textContent).toBe('2538');
    expect(within(group).getByRole('option', { name: 'มกราคม' })).toBeTruthy();
  });

  it('shows a stored ISO date in Buddhist-era years in Thai', async () => {
    await show('th', '1995-03-09');
    expect((screen.getByLabelText('ปี พ.ศ.') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '2538',
    );
    expect((screen.getByLabelText('เดือน') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'มีนาคม',
    );
    expect((screen.getByLabelText('วันที่') as HTMLSelectElement).value).toBe('9');
  });

  it('lists Gregorian years in English by default, and Buddhist-era years when the partner says so', async () => {
    setYearFormat('gregorian');
    const { unmount } = await show('en', '1995-01-15');
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    expect(year.selectedOptions[0]?.textContent).toBe('1995');
    expect(screen.getByRole('option', { name: 'January' })).toBeTruthy();
    unmount();

    setYearFormat('buddhist');
    await show('en', '1995-01-15');
    const be = screen.getByLabelText('Year (BE)') as HTMLSelectElement;
    expect(be.selectedOptions[0]?.textContent).toBe('2538');
    expect(be.value).toBe('1995');
  });

  it('covers min to max in the year list, latest first', async () => {
    await show('en');
    const years = [...(screen.getByLabelText('Year') as HTMLSelectElement).options]
      .map((o) => o.value)
      .filter(Boolean);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1990');
  });

  it('keeps an unfinished date unfinished, and an impossible one is not a date', async () => {
    await show('en');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '31' } });
    expect(seen.at(-1)).toBe('--31');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    expect(seen.at(-1)).toBe('2024-02-31');
    expect(isIsoDate('2024-02-31')).toBe(false);
    expect(dateInputProblem('2024-02-31')).toBe('invalid');
    expect(dateInputProblem('--31')).toBe('incomplete');
    expect(dateInputProblem('')).toBe('required');
    expect(dateInputProblem('', { required: false })).toBeNull();
    expect(dateInputProblem('2024-02-29', { max: '2024-02-28' })).toBe('max');
    expect(dateInputProblem('1989-12-31', { min: '1990-01-01' })).toBe('min');
    expect(dateInputProblem('2024-02-29')).toBeNull();
    // Clearing every list gives no value at all.
    for (const label of ['Day', 'Month', 'Year'])
      fireEvent.change(screen.getByLabelText(label), { target: { value: '' } });
    expect(seen.at(-1)).toBe('');
    expect(joinDateParts({ year: '2024', month: '2', day: '9' })).toBe('2024-02-09');
  });

  it('links its error to every list and marks them invalid (Thai and English)', async () => {
    for (const [lang, message] of [
      ['en', 'This date does not exist.'],
      ['th', 'ไม่มีวันที่นี้'],
    ] as const) {
      const { unmount } = await show(lang, '2024-02-31', message);
      const lists = screen.getAllByRole('combobox');
      expect(lists).toHaveLength(3);
      for (const list of lists) {
        expect(list.getAttribute('aria-invalid')).toBe('true');
        expect(list.getAttribute('aria-describedby')).toBe('when-error');
      }
      expect(document.getElementById('when-error')?.textContent).toBe(message);
      // The first list (the day) has the input's id: an error summary links to it.
      expect(lists[0]?.id).toBe('when');
      unmount();
    }
  });
});
