/** /register through the real router: every field checked on submit, nothing sent, focus on the first. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { renderApp } from '../../../testing/render-app';

const fetchMock = vi.fn();
beforeEach(() => {
  authStore.getState().setToken(null);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/register', () => {
  it('marks every missing field, says so above the form and focuses the first', async () => {
    await renderApp('/en/register');
    const username = await screen.findByLabelText(/^Username/);
    await userEvent.type(screen.getByLabelText(/^First name/), 'Somchai');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('register-error')).textContent).toBe(
      'Please correct the highlighted fields.',
    );
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText(/^Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Confirm password/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Somchai');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/register birth date', () => {
  it.each([
    ['/register', 'th', 'วันที่', 'เดือน', 'ปี พ.ศ.', 'วันเกิดที่จะบันทึก: 15 มกราคม 2531'],
    ['/en/register', 'en', 'Day', 'Month', 'Year', 'We will save: 15 January 1988'],
  ])(
    '%s: years in the partner era on screen, the ISO date to the server',
    async (path, _lng, day, month, year, reads) => {
      const bodies: Record<string, unknown>[] = [];
      fetchMock.mockImplementation(async (_url: unknown, init?: RequestInit) => {
        if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body) as Record<string, unknown>);
        return new Response(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE' } }), { status: 503 });
      });
      await renderApp(path);
      const group = await screen.findByRole('group', {
        name: path === '/register' ? /วันเกิด/ : /Date of birth/,
      });
      const yearList = within(group).getByLabelText(year) as HTMLSelectElement;
      // The year field holds the year its label names: 2531 in Thai, 1988 in English (Gregorian partner).
      const label = path === '/register' ? '2531' : '1988';
      await userEvent.selectOptions(within(group).getByLabelText(day), '15');
      await userEvent.selectOptions(within(group).getByLabelText(month), '1');
      await userEvent.selectOptions(yearList, within(yearList).getByRole('option', { name: label }));
      expect(yearList.value).toBe('1988');
      expect(within(group).getByText(reads)).toBeTruthy();

      await userEvent.type(screen.getByLabelText(/^(Username|ชื่อผู้ใช้)/), 'somchai88');
      for (const el of screen.getAllByLabelText(/^(Password|รหัสผ่าน|Confirm password|ยืนยันรหัสผ่าน)/))
        if (el.tagName === 'INPUT') await userEvent.type(el, 'Passw0rd!x');
      await userEvent.type(screen.getByLabelText(/^(First name|ชื่อ)\s*\*?$/), 'Somchai');
      await userEvent.type(screen.getByLabelText(/^(Last name|นามสกุล)/), 'Jaidee');
      await userEvent.type(screen.getByLabelText(/^(Mobile number|เบอร์โทรศัพท์มือถือ)/), '0812345678');
      await userEvent.click(screen.getAllByRole('radio')[0]!);
      await userEvent.click(screen.getByRole('button', { name: /^(Continue|ถัดไป)$/ }));
      await waitFor(() => expect(bodies.some((b) => 'birth_date' in b)).toBe(true));
      expect(bodies.find((b) => 'birth_date' in b)?.birth_date).toBe('1988-01-15');
    },
  );
});
