/**
 * A large mm:ss countdown to a server deadline. Sighted members see every second; screen readers hear
 * a polite announcement once per minute (a per-second live region would talk over everything else).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  formatMmSs,
  minutesLeft,
  type MonotonicClock,
  monotonicNow,
  remainingMs,
  type ServerDeadline,
} from '../lib/server-timer';
import * as s from './cards.css';

export function Countdown({
  deadline,
  onExpire,
  now = monotonicNow,
}: {
  deadline: ServerDeadline;
  onExpire: () => void;
  now?: MonotonicClock;
}) {
  const { t } = useTranslation('cards');
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

  const minutes = minutesLeft(left);
  return (
    <div className={s.countdown}>
      <p className={s.countdownLabel} id="use-card-countdown-label">
        {t('use.timeLeft')}
      </p>
      <p
        className={s.countdownValue}
        role="timer"
        aria-live="off"
        aria-labelledby="use-card-countdown-label"
        data-testid="use-card-countdown"
      >
        {formatMmSs(left)}
      </p>
      <p className={s.srOnly} aria-live="polite" data-testid="use-card-announcement">
        {left > 0 ? t('use.minutesLeft', { count: minutes }) : t('use.expiredTitle')}
      </p>
    </div>
  );
}
