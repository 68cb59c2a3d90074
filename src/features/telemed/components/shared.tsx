/** Pieces the Telemed Mart screens share: query states, money, hours, a provider in a list, a card's benefit. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money';
import type { TelemedBenefit, TelemedHours, TelemedProviderSummary } from '../../../api/schemas/telemed';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, InfoIcon } from '../../../components/ui/icons';
import { SkeletonList } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import * as s from './telemed.css';

/** 1234 → '฿1,234.00'. */
export const formatBaht = (amount: number) => formatMoney(amount);

/** The server's message in the page's language, else a general one. */
export function useErrorMessage() {
  const locale = useLocale();
  const { t } = useTranslation('telemed');
  return (error: unknown) => {
    if (error instanceof ApiRequestError) {
      if (error.code === 'NETWORK_ERROR') return t('common:errors.network');
      const msg = error.messageIn(locale);
      if (msg) return msg;
    }
    return t('errors.loadFailed');
  };
}

export const isStatus = (error: unknown, status: number) =>
  error instanceof ApiRequestError && error.status === status;

/** Skeleton while loading; the error with a retry; "not found" for a 404; else the content. */
export function QueryState({
  query,
  rows = 3,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  rows?: number;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('telemed');
  const message = useErrorMessage();
  if (query.error) {
    if (isStatus(query.error, 404) || isStatus(query.error, 400))
      return (
        <EmptyState
          icon={<InfoIcon size={48} />}
          title={t('errors.notFound')}
          link={{ to: '/telemed-mart', label: t('backToMart') }}
          testId="telemed-not-found"
        />
      );
    return (
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={t('errors.title')}
        testId="telemed-error"
        action={
          <Button variant="primary" onClick={() => query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        <p>{message(query.error)}</p>
      </EmptyState>
    );
  }
  if (query.isPending) return <SkeletonList rows={rows} label={t('common:app.loading')} />;
  return <>{children()}</>;
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
  const locale = useLocale();
  if (hours.open_now) {
    return (
      <span className={`${s.badge} ${s.tone.ok}`} data-testid="telemed-open">
        {hours.open_24h || !hours.closes_at
          ? t('hours.open24h')
          : t('hours.openUntil', { time: formatInstant(hours.closes_at, locale, true) })}
      </span>
    );
  }
  const next = hours.next_open_at ? formatInstant(hours.next_open_at, locale, true) : null;
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
                : t('provider.fee', { amount: formatBaht(provider.consultation_fee) })}
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
  return (
    <dl className={s.facts} data-testid="telemed-benefit">
      <dt className={s.factLabel}>{t('benefit.perVisit')}</dt>
      <dd className={s.factValue}>{formatBaht(benefit.per_visit_limit)}</dd>
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
          ? t('benefit.deliveryUpTo', { amount: formatBaht(benefit.medicine_delivery_limit) })
          : t('benefit.deliveryNone')}
      </dd>
    </dl>
  );
}
