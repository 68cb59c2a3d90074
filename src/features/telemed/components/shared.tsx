/** Pieces the Telemed Mart screens share: load-state words, money, hours, a provider in a list, a card's benefit. */
import { Link } from 'react-router';
import type {
  TelemedBenefit,
  TelemedHours,
  TelemedProviderSummary,
} from '../../../../shared/api/schemas/telemed';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import * as s from './telemed.css';

/**
 * The words of the Telemed Mart screens' load states (src/components/ui/query-state.tsx): a
 * provider or code that does not exist leads back to the mart.
 */
export function useTelemedStates() {
  const { t } = useTranslation('telemed');
  return {
    failed: { title: t('errors.title'), fallback: t('errors.loadFailed'), testId: 'telemed-error' },
    notFound: {
      title: t('errors.notFound'),
      testId: 'telemed-not-found',
      link: { to: '/telemed-mart', label: t('backToMart') },
    },
  } as const;
}

/** The spec's "no Telemed available". */
export function NoTelemed({ reason }: { reason: 'noCards' | 'noProviders' | 'notCovered' }) {
  const { t } = useTranslation('telemed');
  return (
    <EmptyState icon={<InfoIcon size={48} />} title={t('none.title')} testId="no-telemed">
      <p>{t(`none.${reason}`)}</p>
    </EmptyState>
  );
}

/** "Open now until 20:00", or the spec's "outside Telemed hours: contact during working hours". */
export function HoursStatus({ hours, detailed }: { hours: TelemedHours; detailed?: boolean }) {
  const { t } = useTranslation('telemed');
  const fmt = useFormat();
  if (hours.open_now) {
    return (
      <span className={`${s.badge} ${s.tone.ok}`} data-testid="telemed-open">
        {hours.open_24h || !hours.closes_at
          ? t('hours.open24h')
          : t('hours.openUntil', { time: fmt.dateTime(hours.closes_at) })}
      </span>
    );
  }
  const next = hours.next_open_at ? fmt.dateTime(hours.next_open_at) : null;
  if (!detailed)
    return (
      <span className={`${s.badge} ${s.tone.muted}`} data-testid="telemed-closed">
        {next ? t('hours.closedUntil', { time: next }) : t('hours.closed')}
      </span>
    );
  return (
    <div className={s.notice} role="status" data-testid="telemed-outside-hours">
      <p className={s.name}>{t('hours.outsideTitle')}</p>
      <p>{t('hours.outsideBody')}</p>
      {next ? <p>{t('hours.nextOpen', { time: next })}</p> : null}
    </div>
  );
}

export function ProviderItem({ provider, chosen }: { provider: TelemedProviderSummary; chosen: number }) {
  const { t } = useTranslation('telemed');
  const locale = useLocale();
  const fmt = useFormat();
  const lp = useLocalePath();
  const covered = provider.covered_by.length;
  return (
    <li>
      <Link
        className={s.linkCard}
        to={lp(`/telemedicine/${provider.code}`)}
        data-testid="telemed-provider-item"
      >
        <div className={s.row}>
          {provider.logo_url ? <img className={s.logo} src={provider.logo_url} alt="" /> : null}
          <div className={s.stack} style={{ gap: 4 }}>
            <span className={s.name}>{provider.name[locale]}</span>
            <span className={s.muted}>
              {provider.specialty[locale]} · {t(`kinds.${provider.kind}`)}
            </span>
            <span className={s.muted}>
              {provider.consultation_fee === 0
                ? t('provider.free')
                : t('provider.fee', { amount: fmt.money(provider.consultation_fee) })}
            </span>
          </div>
        </div>
        <div className={s.badges}>
          <HoursStatus hours={provider.hours} />
          {chosen > 0 ? (
            <span className={`${s.badge} ${covered > 0 ? s.tone.info : s.tone.muted}`}>
              {covered > 0 ? t('provider.coveredBy', { count: covered }) : t('provider.notCovered')}
            </span>
          ) : null}
        </div>
      </Link>
    </li>
  );
}

export function BenefitFacts({ benefit }: { benefit: TelemedBenefit }) {
  const { t } = useTranslation('telemed');
  const fmt = useFormat();
  return (
    <dl className={s.facts} data-testid="telemed-benefit">
      <dt className={s.factLabel}>{t('benefit.perVisit')}</dt>
      <dd className={s.moneyValue}>{fmt.money(benefit.per_visit_limit)}</dd>
      <dt className={s.factLabel}>{t('benefit.remaining')}</dt>
      <dd className={s.factValue}>
        {t('benefit.visits', { left: benefit.visits_remaining, total: benefit.visits_per_year })}
      </dd>
      <dt className={s.factLabel}>{t('benefit.copay')}</dt>
      <dd className={s.factValue}>
        {benefit.copay_percent === 0 ? t('benefit.noCopay') : `${benefit.copay_percent}%`}
      </dd>
      <dt className={s.factLabel}>{t('benefit.delivery')}</dt>
      <dd className={s.factValue}>
        {benefit.medicine_delivery_limit > 0
          ? t('benefit.deliveryUpTo', { amount: fmt.money(benefit.medicine_delivery_limit) })
          : t('benefit.deliveryNone')}
      </dd>
    </dl>
  );
}
