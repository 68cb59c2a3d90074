/** The use-card display's countdown: the shared timer (src/components/ui/countdown.tsx) in the cards' words. */
import { Countdown as Timer } from '../../../components/ui/countdown';
import { useTranslation } from '../../../lib/i18n';
import type { MonotonicClock, ServerDeadline } from '../../../lib/server-timer';

export function Countdown({
  deadline,
  onExpire,
  now,
}: {
  deadline: ServerDeadline;
  onExpire: () => void;
  now?: MonotonicClock;
}) {
  const { t } = useTranslation('cards');
  return (
    <Timer
      deadline={deadline}
      onExpire={onExpire}
      label={t('use.timeLeft')}
      announce={(count) => t('use.minutesLeft', { count })}
      expiredText={t('use.expiredTitle')}
      testId="use-card-countdown"
      {...(now ? { now } : {})}
    />
  );
}
