/** Coverage benefits with their fees and, where claims exist, how much of the limit has been used. */
import type { CoverageBenefit } from '../../../../shared/api/schemas/cards';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import * as s from './cards.css';

const FEES = [
  ['max_limit', 'detail.maxLimit'],
  ['medical_fee', 'detail.medicalFee'],
  ['room_price', 'detail.roomPrice'],
  ['surgery_fee', 'detail.surgeryFee'],
  ['medicine_fee', 'detail.medicineFee'],
] as const;

export function BenefitItem({ benefit, action }: { benefit: CoverageBenefit; action?: React.ReactNode }) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const fmt = useFormat();
  const title = benefit.benefit[locale];
  const fees = FEES.filter(([key]) => benefit[key] !== null);
  const used = benefit.used_amount;
  const limit = benefit.max_limit;
  return (
    <div className={s.benefit}>
      <h3 className={s.benefitTitle}>
        {title}
        {benefit.limit_period ? (
          <span className={s.muted}> ({t(`periods.${benefit.limit_period}`)})</span>
        ) : null}
      </h3>
      {fees.length > 0 ? (
        <dl className={s.amounts}>
          {fees.map(([key, label]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt className={s.amountLabel}>{t(label)}</dt>
              <dd className={s.amountValue}>{fmt.money(benefit[key] as number, benefit.currency)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {used !== null && limit !== null && limit > 0 ? (
        <div className={s.usage}>
          <progress
            className={s.progress}
            max={limit}
            value={Math.min(used, limit)}
            aria-label={t('detail.usedLabel', { benefit: title })}
            aria-valuetext={t('detail.used', {
              used: fmt.money(used, benefit.currency),
              limit: fmt.money(limit, benefit.currency),
            })}
          />
          <span className={s.muted}>
            {t('detail.used', {
              used: fmt.money(used, benefit.currency),
              limit: fmt.money(limit, benefit.currency),
            })}
          </span>
        </div>
      ) : null}
      {action}
    </div>
  );
}
