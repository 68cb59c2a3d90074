/**
 * The card shown to the hospital: a large 5-minute countdown timed by the server, the code and its QR.
 * When time is up the display is replaced by an "expired" notice that asks the member to select the
 * hospital again; done and cancel end the session on the server.
 */
import { useState } from 'react';
import type { UseSession } from '../../../../shared/api/schemas/cards';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { QrCode } from '../../../components/ui/qr-code';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import type { ServerDeadline } from '../../../lib/server-timer';
import * as s from './cards.css';
import { Countdown } from './countdown';

export function UseCardDisplay({
  session,
  deadline,
  onEnd,
  onExpire,
  onReselect,
  ending,
}: {
  session: UseSession;
  deadline: ServerDeadline;
  onEnd: (reason: 'done' | 'cancel') => void;
  /** Called once when the countdown reaches zero (the screen tells the server). */
  onExpire: () => void;
  onReselect: () => void;
  ending: boolean;
}) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const [expired, setExpired] = useState(session.status === 'expired');

  if (expired) {
    return (
      <EmptyState
        icon={<InfoIcon size={48} />}
        title={t('use.expiredTitle')}
        testId="use-card-expired"
        action={
          <Button variant="primary" onClick={onReselect}>
            {t('use.reselect')}
          </Button>
        }
      >
        <p>{t('use.expiredBody')}</p>
      </EmptyState>
    );
  }

  return (
    <section className={s.stack} aria-labelledby="use-card-title" data-testid="use-card-display">
      <h2 id="use-card-title" className={s.sectionTitle}>
        {t('use.title')}
      </h2>
      <p className={s.muted}>{t('use.at', { name: session.hospital.name[locale] })}</p>
      <Countdown
        deadline={deadline}
        onExpire={() => {
          setExpired(true);
          onExpire();
        }}
      />
      <div className={s.cardFace}>
        <span className={s.cardInsurer}>{session.card.insurer_name[locale]}</span>
        {session.card.plan_name ? (
          <span className={s.cardDates}>{session.card.plan_name[locale]}</span>
        ) : null}
        <span className={s.cardNumber}>{session.card.card_no}</span>
        <span className={s.cardName}>{session.card.insured_name}</span>
      </div>
      <div className={s.panel}>
        <p className={s.countdownLabel} style={{ textAlign: 'center' }}>
          {t('use.code')}
        </p>
        <p className={s.code} data-testid="use-card-code">
          {session.code}
        </p>
        <QrCode
          payload={session.qr_payload}
          label={t('use.qrLabel', { code: session.code })}
          testId="use-card-qr"
        />
      </div>
      <div className={s.actionsRow}>
        <Button
          variant="outline"
          block
          onClick={() => onEnd('cancel')}
          disabled={ending}
          data-testid="use-card-cancel"
        >
          {t('use.cancel')}
        </Button>
        <Button
          variant="primary"
          block
          onClick={() => onEnd('done')}
          disabled={ending}
          data-testid="use-card-done"
        >
          {t('use.done')}
        </Button>
      </div>
    </section>
  );
}
