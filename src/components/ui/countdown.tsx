/**
 * A large mm:ss countdown to a server deadline (src/lib/server-timer.ts). Sighted members see every
 * second; screen readers hear a polite announcement once per minute (a per-second live region would
 * talk over everything else). The texts come from the screen that shows it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  formatMmSs,
  minutesLeft,
  type MonotonicClock,
  monotonicNow,
  remainingMs,
  type ServerDeadline,
} from '../../lib/server-timer';
import * as s from './timer.css';

export function Countdown({
  deadline,
  onExpire,
  label,
  announce,
  expiredText,
  testId,
  now = monotonicNow,
}: {
  deadline: ServerDeadline;
  onExpire: () => void;
  label: string;
  /** The once-a-minute announcement for this many whole minutes left. */
  announce: (minutes: number) => string;
  expiredText: string;
  /** data-testid of the timer; the announcement gets `${testId}-announcement`. */
  testId: string;
  now?: MonotonicClock;
}) {
  const labelId = useId();
  const [left, setLeft] = useState(() => remainingMs(deadline, now));
  const expiredRef = useRef(false);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    expiredRef.current = false;
    const tick = () => {
      const ms = remainingMs(deadline, now);
      setLeft(ms);
      if (ms <= 0 && !expiredRef.current) {
        expiredRef.current = true;
        onExpireRef.current();
      }
    };
    tick();
    // A short interval keeps the display on the second even when a tick runs late.
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadline, now]);

  return (
    <div className={s.countdown}>
      <p className={s.countdownLabel} id={labelId}>
        {label}
      </p>
      <p
        className={s.countdownValue}
        role="timer"
        aria-live="off"
        aria-labelledby={labelId}
        data-testid={testId}
      >
        {formatMmSs(left)}
      </p>
      <p className={s.srOnly} aria-live="polite" data-testid={`${testId}-announcement`}>
        {left > 0 ? announce(minutesLeft(left)) : expiredText}
      </p>
    </div>
  );
}
