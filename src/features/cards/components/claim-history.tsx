/**
 * Claim history of a card: admission date, where, the claim number, the amounts as claim status shows
 * them (claimed, then approved and paid once there are), and the claim's step as a labelled badge. A
 * claim approved for less than was claimed never reads as its claimed amount "approved" (issue 25).
 */
import type { ClaimHistoryItem } from '../../../../shared/api/schemas/cards';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import * as s from './cards.css';

const TONE = { in_process: 'warn', approved: 'ok', rejected: 'alert' } as const;

function HistoryAmounts({ claim }: { claim: ClaimHistoryItem }) {
  const { t } = useTranslation('cards');
  const fmt = useFormat();
  const rows = [
    ['claimed', 'detail.claimedAmount', claim.amount],
    ['approved', 'detail.approvedAmount', claim.approved_amount],
    ['paid', 'detail.paidAmount', claim.paid_amount],
  ] as const;
  return (
    <dl className={s.amounts}>
      {rows.map(([key, label, value]) =>
        value === null ? null : (
          <div key={key} style={{ display: 'contents' }}>
            <dt className={s.amountLabel}>{t(label)}</dt>
            <dd className={s.amountValue} data-testid={`history-${key}`}>
              {fmt.money(value, claim.currency)}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}

export function ClaimHistory({ claims }: { claims: ClaimHistoryItem[] }) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const fmt = useFormat();
  if (claims.length === 0) {
    return (
      <p className={s.muted} data-testid="no-history">
        {t('detail.noHistory')}
      </p>
    );
  }
  return (
    <ul className={s.list} style={{ gap: 0 }} data-testid="claim-history">
      {claims.map((claim) => (
        <li key={claim.id} className={s.historyItem} data-testid="history-item">
          <div className={s.historyMain}>
            <span className={s.historyAmount}>
              {t('detail.admitted', { date: fmt.date(claim.admission_date) })}
            </span>
            {claim.provider_name ? <span className={s.muted}>{claim.provider_name[locale]}</span> : null}
            <span className={s.muted}>{t('detail.claimNo', { no: claim.claim_no })}</span>
            <HistoryAmounts claim={claim} />
          </div>
          <span className={`${s.badge} ${s.badgeTone[TONE[claim.status]]}`} data-testid="history-stage">
            {t(`claimStage.${claim.stage}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
