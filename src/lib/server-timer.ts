/**
 * Time left on a server-issued session (the use-card display, a Telemed code). The server says what time it is (server_now) and
 * when the session ends (expires_at); from the moment the answer arrives we measure elapsed time with
 * the monotonic clock (performance.now()), so a wrong or changed device clock cannot stretch or cut
 * the 5 minutes.
 */
export interface ServerDeadline {
  /** Milliseconds left when the answer arrived, by the server's clock. */
  remainingAtReceipt: number;
  /** performance.now() when the answer arrived. */
  receivedAt: number;
}

export type MonotonicClock = () => number;
export const monotonicNow: MonotonicClock = () => performance.now();

export function makeDeadline(
  serverNow: string,
  expiresAt: string,
  now: MonotonicClock = monotonicNow,
): ServerDeadline {
  const remaining = Date.parse(expiresAt) - Date.parse(serverNow);
  return { remainingAtReceipt: Number.isFinite(remaining) ? Math.max(0, remaining) : 0, receivedAt: now() };
}

export function remainingMs(deadline: ServerDeadline, now: MonotonicClock = monotonicNow): number {
  return Math.max(0, deadline.remainingAtReceipt - (now() - deadline.receivedAt));
}

/** 299_400 ms → '05:00' … 1 ms → '00:01' (rounded up: a timer never shows 00:00 while time is left). */
export function formatMmSs(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Whole minutes left, rounded up: what the polite screen-reader announcement says. */
export const minutesLeft = (ms: number) => Math.ceil(ms / 60_000);
