/**
 * /search-hospital/detail/{id}: address, tap-to-call phone, directions in the phone's maps app,
 * opening hours, services, and, signed in, which of the member's cards the place accepts.
 */
import type { HospitalDetail } from '../../../../shared/api/schemas/hospitals';
import { LinkButton } from '../../../components/ui/empty-state';
import { ExternalIcon } from '../../../components/ui/icons';
import { NotFoundState, QueryState } from '../../../components/ui/query-state';
import type { AppHref } from '../../../../shared/config/routes';
import { useTranslation } from '../../../lib/i18n';
import { weekdayName } from '../../../../shared/format';
import { useLocale } from '../../../lib/locale';
import { useHospital } from '../api/get-hospital';
import { directionsUrl, telHref } from '../lib/links';
import * as s from './hospitals.css';

export function HospitalDetailView({ code, signedIn }: { code: string | undefined; signedIn: boolean }) {
  const { t } = useTranslation('hospitals');
  const hospital = useHospital(code ?? '', signedIn);
  const notFound = {
    title: t('detail.notFoundTitle'),
    body: t('detail.notFoundBody'),
    testId: 'hospital-not-found',
    link: { to: '/search-hospital', label: t('detail.backToSearch') },
  } as const;
  if (!code) return <NotFoundState {...notFound} />;
  return (
    <QueryState
      query={hospital}
      rows={4}
      loadingLabel={t('detail.loading')}
      failed={{
        title: t('results.loadFailedTitle'),
        fallback: t('results.loadFailed'),
        testId: 'hospital-error',
      }}
      notFound={notFound}
    >
      {(data) => <Detail hospital={data} signedIn={signedIn} />}
    </QueryState>
  );
}

function Detail({ hospital: h, signedIn }: { hospital: HospitalDetail; signedIn: boolean }) {
  const { t } = useTranslation('hospitals');
  const locale = useLocale();
  return (
    <div className={s.stack} data-testid="hospital-detail">
      <section className={s.panel} aria-labelledby="hospital-name">
        <h2 id="hospital-name" className={s.sectionTitle}>
          {h.name[locale]}
        </h2>
        <p className={s.muted}>{t(`type.${h.type}`)}</p>
        <p>
          <span className={`${s.badge} ${s.badgeTone[h.coverage_level === 'all' ? 'ok' : 'warn']}`}>
            {t(`level.${h.coverage_level}`)}
          </span>
        </p>
        <p data-testid="hospital-address">{h.address[locale]}</p>
        <div className={s.actions}>
          {h.phone ? (
            <a className={s.link} href={telHref(h.phone)} data-testid="hospital-phone">
              {t('detail.call', { phone: h.phone })}
            </a>
          ) : null}
          <a
            className={s.link}
            href={directionsUrl(h.lat, h.lng)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="hospital-directions"
          >
            {t('detail.directions')} <ExternalIcon size={16} />
            <span className={s.srOnly}> ({t('detail.opensMaps')})</span>
          </a>
        </div>
      </section>

      <section className={s.panel} aria-labelledby="hospital-hours">
        <h2 id="hospital-hours" className={s.sectionTitle}>
          {t('detail.hours')}
        </h2>
        <OpeningHours hours={h.opening_hours} />
      </section>

      {h.services.length > 0 ? (
        <section className={s.panel} aria-labelledby="hospital-services">
          <h2 id="hospital-services" className={s.sectionTitle}>
            {t('detail.services')}
          </h2>
          <ul className={s.tags}>
            {h.services.map((service) => (
              <li key={service} className={s.tag}>
                {t(`services.${service}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={s.panel} aria-labelledby="hospital-cards" data-testid="hospital-cards">
        <h2 id="hospital-cards" className={s.sectionTitle}>
          {t('detail.cards')}
        </h2>
        <AcceptedCards hospital={h} signedIn={signedIn} />
      </section>
    </div>
  );
}

function OpeningHours({ hours }: { hours: HospitalDetail['opening_hours'] }) {
  const { t } = useTranslation('hospitals');
  const locale = useLocale();
  if (hours.open_24h) return <p>{t('detail.open24h')}</p>;
  if (hours.days.length === 0) return <p className={s.muted}>{t('detail.hoursUnknown')}</p>;
  // Day 1 … 7 as ISO weekdays.
  const dayName = (day: number) => weekdayName(day, locale);
  return (
    <dl className={s.hours}>
      {[1, 2, 3, 4, 5, 6, 7].map((day) => {
        const slots = hours.days.filter((d) => d.day === day);
        return (
          <div key={day} style={{ display: 'contents' }}>
            <dt className={s.hoursDay}>{dayName(day)}</dt>
            <dd className={s.hoursTime}>
              {slots.length === 0
                ? t('detail.closed')
                : slots.map((d) => t('detail.timeRange', { open: d.open, close: d.close })).join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function AcceptedCards({ hospital: h, signedIn }: { hospital: HospitalDetail; signedIn: boolean }) {
  const { t } = useTranslation('hospitals');
  const locale = useLocale();
  if (!signedIn || h.accepted_cards === null) {
    return (
      <>
        <p>{t('detail.cardsSignedOut')}</p>
        <div>
          <LinkButton to="/login" variant="outline">
            {t('common:actions.login')}
          </LinkButton>
        </div>
      </>
    );
  }
  if (h.accepted_cards.length === 0)
    return <p data-testid="no-accepted-card">{t('detail.noCardAccepted')}</p>;
  return (
    <ul className={s.cardList}>
      {h.accepted_cards.map((c) => (
        <li key={c.card_id} className={s.stack} data-testid="accepted-card">
          <span>
            <strong>{c.insurer_name[locale]}</strong> · {t('detail.cardNumber', { number: c.card_no })}
          </span>
          <span className={s.muted}>
            {c.insured_name}
            {c.plan_name ? ` · ${c.plan_name[locale]}` : ''} · {t(`level.${c.coverage_level}`)}
          </span>
          <div>
            <LinkButton to={`/hospital-list?card=${c.card_id}` as AppHref} variant="outline">
              {t('detail.useCard')}
            </LinkButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
