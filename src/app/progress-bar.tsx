import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { useNavigation } from 'react-router';
import * as s from '../components/ui/feedback.css';

/** docs/spec.md section 9: shown only when a navigation lasts longer than 200 ms, creeping over 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export function ProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<'hidden' | 'running' | 'done'>('hidden');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (busy) {
      timer.current = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
    } else {
      setPhase((p) => (p === 'running' ? 'done' : 'hidden'));
      timer.current = setTimeout(() => setPhase('hidden'), 300);
    }
    return () => clearTimeout(timer.current);
  }, [busy]);

  if (phase === 'hidden') return null;
  const running = phase === 'running';
  return (
    <div
      className={s.progress}
      role="progressbar"
      aria-label={t('app.pageLoading')}
      aria-busy={running}
      data-testid="progress-bar"
      style={{
        width: running ? '90%' : '100%',
        opacity: running ? 1 : 0,
        transitionDuration: running ? `${PROGRESS_DURATION_MS}ms` : '200ms',
      }}
      ref={(el) => {
        // Start from 0 width so the transition runs from the left edge.
        if (el && running && !el.dataset.started) {
          el.dataset.started = '1';
          el.style.width = '0%';
          void el.offsetWidth;
          el.style.width = '90%';
        }
      }}
    />
  );
}
