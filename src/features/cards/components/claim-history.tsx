/** Claim history of a card: admission date, amount in its currency, and the status as a labelled badge. */
import type { ClaimHistoryItem } from '../../../../shared/api/schemas/cards';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import * as s from './cards.css';

const TONE = { in_process: 'warn', approved: 'ok', rejected: 'alert' } as const;

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
        <li key={claim.id} className={s.historyItem}>
          <div className={s.historyMain}>
            <span className={s.historyAmount}>{fmt.money(claim.amount, claim.currency)}</span>
            <span className={s.muted}>{t('detail.admitted', { date: fmt.date(claim.admission_date) })}</span>
            {claim.provider_name ? <span className={s.muted}>{claim.provider_name[locale]}</span> : null}
            <span className={s.muted}>{t('detail.claimNo', { no: claim.claim_no })}</span>
          </div>
          <span className={`${s.badge} ${s.badgeTone[TONE[claim.status]]}`}>
            {t(`claimStatus.${claim.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
