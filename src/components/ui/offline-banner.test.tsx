import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWaitingForConnection } from '../../lib/connection';
import { ensureLanguage, initI18n } from '../../lib/i18n';
import { OfflineBanner } from './offline-banner';

const goOffline = () => {
  const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  return spy;
};

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setWaitingForConnection(false));
});

describe.each([
  [
    'th',
    'ขณะนี้ไม่ได้เชื่อมต่ออินเทอร์เน็ต คุณยังดูข้อมูลที่บันทึกไว้จากการใช้งานครั้งล่าสุดได้',
    'หน้านี้ต้องใช้อินเทอร์เน็ต จะเปิดให้เองเมื่อกลับมาเชื่อมต่อได้',
  ],
  [
    'en',
    "You're offline. You can still see what was saved on your last visit",
    "This page needs a connection. It will open by itself when you're back online.",
  ],
] as const)('OfflineBanner (%s)', (lng, offline, waiting) => {
  it('is an empty polite status while online, and says calmly that the device is offline', async () => {
    await initI18n(lng);
    await ensureLanguage(lng);
    render(<OfflineBanner />);
    const status = screen.getByTestId('offline-banner');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    const spy = goOffline();
    expect(status.textContent).toContain(offline);
    spy.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status.textContent).toBe('');
  });

  it('can be closed, and shows again at the next change', async () => {
    await initI18n(lng);
    await ensureLanguage(lng);
    render(<OfflineBanner />);
    goOffline();
    const status = screen.getByTestId('offline-banner');
    expect(status.textContent).toContain(offline);
    act(() => screen.getByRole('button', { name: lng === 'th' ? 'ปิด' : 'Close' }).click());
    expect(status.textContent).toBe('');
    act(() => setWaitingForConnection(true));
    expect(status.textContent).toBe(waiting);
  });

  it('says a screen will open when the connection is back', async () => {
    await initI18n(lng);
    await ensureLanguage(lng);
    render(<OfflineBanner />);
    goOffline();
    act(() => setWaitingForConnection(true));
    expect(screen.getByTestId('offline-banner').textContent).toBe(waiting);
  });
});
