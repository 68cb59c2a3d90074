import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureLanguage, ensureNamespaces, initI18n } from '../../../lib/i18n';
import { makeDeadline } from '../../../lib/server-timer';
import { Countdown } from './countdown';

beforeAll(async () => {
  await initI18n('en');
  await ensureLanguage('en');
  await ensureNamespaces(['cards']);
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 3, 0, s)).toISOString();

describe('Countdown', () => {
  it('counts down the server deadline, announces once per minute, and expires once', () => {
    // The device clock is wildly wrong: only the server's times and elapsed time matter.
    vi.setSystemTime(new Date('2001-01-01T00:00:00Z'));
    const onExpire = vi.fn();
    const deadline = makeDeadline(at(0), at(300));
    render(<Countdown deadline={deadline} onExpire={onExpire} />);
    const timer = screen.getByTestId('use-card-countdown');
    const announcement = screen.getByTestId('use-card-countdown-announcement');
    expect(timer.textContent).toBe('05:00');
    expect(announcement.textContent).toBe('5 minutes left');

    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe('04:59');
    // The polite region does not change every second.
    expect(announcement.textContent).toBe('5 minutes left');

    act(() => vi.advanceTimersByTime(59_000));
    expect(timer.textContent).toBe('04:00');
    expect(announcement.textContent).toBe('4 minutes left');

    act(() => vi.advanceTimersByTime(239_000));
    expect(timer.textContent).toBe('00:01');
    expect(announcement.textContent).toBe('1 minute left');
    expect(onExpire).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ignores the device wall clock jumping: only monotonic time counts', () => {
    const onExpire = vi.fn();
    render(<Countdown deadline={makeDeadline(at(0), at(120))} onExpire={onExpire} />);
    // Someone sets the phone's clock an hour back; performance.now() does not move.
    act(() => vi.setSystemTime(Date.now() - 3_600_000));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('use-card-countdown').textContent).toBe('01:30');
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('starts from what the server says is left, not from a fresh 5 minutes', () => {
    render(<Countdown deadline={makeDeadline(at(100), at(300))} onExpire={() => {}} />);
    expect(screen.getByTestId('use-card-countdown').textContent).toBe('03:20');
  });
});
