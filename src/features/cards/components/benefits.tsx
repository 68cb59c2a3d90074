/** Coverage benefits with their fees and, where claims exist, what they mean for the limit in its period. */
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
      <BenefitUsage benefit={benefit} title={title} />
      {action}
    </div>
  );
}

/**
 * What the approved claims charged to a benefit mean for its limit, as its period says (issue 25).
 * Only a per-year limit is used up: a bar of this policy year's approved claims against it. A limit per
 * visit, admission, accident or day renews with each claim, so nothing is summed against it: the
 * member reads the limit per claim, how many claims were approved and the largest.
 */
function BenefitUsage({ benefit, title }: { benefit: CoverageBenefit; title: string }) {
  const { t } = useTranslation('cards');
  const fmt = useFormat();
  const limit = benefit.max_limit;
  const money = (n: number) => fmt.money(n, benefit.currency);
  if (benefit.limit_period === 'per_year') {
    const used = benefit.used_amount;
    if (used === null || limit === null || limit <= 0) return null;
    const text = t('detail.used', { used: money(used), limit: money(limit) });
    return (
      <div className={s.usage} data-testid="benefit-usage">
        <progress
          className={s.progress}
          max={limit}
          value={Math.min(used, limit)}
          aria-label={t('detail.usedLabel', { benefit: title })}
          aria-valuetext={text}
        />
        <span className={s.muted}>{text}</span>
        {benefit.period_start && benefit.period_end ? (
          <span className={s.muted}>
            {t('detail.policyYear', {
              start: fmt.date(benefit.period_start),
              end: fmt.date(benefit.period_end),
            })}
          </span>
        ) : null}
      </div>
    );
  }
  if (benefit.claim_count === 0 || benefit.largest_amount === null) return null;
  return (
    <div className={s.usage} data-testid="benefit-usage">
      <span className={s.muted}>
        {t('detail.eachClaim', { count: benefit.claim_count, largest: money(benefit.largest_amount) })}
      </span>
      {limit !== null && benefit.limit_period ? (
        <span className={s.muted}>
          {t(`detail.limitEach.${benefit.limit_period}`, { limit: money(limit) })}
        </span>
      ) : null}
    </div>
  );
}
