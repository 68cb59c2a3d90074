/**
 * /promotion/{id}: one promotion with its Markdown body and conditions. An ended promotion says so at
 * the top and offers no way to use it (docs/spec.md 8: expired promotion).
 */
import { QueryState } from '../../../components/ui/query-state';
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { AlertIcon } from '../../../components/ui/icons';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { usePromotion } from '../api/promotions';
import { Markdown } from '../lib/markdown';
import * as s from './content.css';
import { contentStates } from '../lib/states';

export function PromotionDetailView({ id }: { id: string | undefined }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const fmt = useFormat();
  const query = usePromotion(id, locale);
  const p = query.data;

  return (
    <QueryState
      query={query}
      rows={4}
      {...contentStates(t, { to: '/promotion', label: t('promotions.backToList') })}
    >
      {() =>
        p ? (
          <article className={s.stack} data-testid="promotion-detail" data-status={p.status}>
            {p.status === 'expired' ? (
              <EmptyState
                icon={<AlertIcon size={48} />}
                title={t('promotions.expiredTitle')}
                testId="promotion-expired"
              >
                <p>{t('promotions.expiredBody', { date: fmt.date(p.end_date) })}</p>
              </EmptyState>
            ) : null}
            {p.image_url ? (
              <img className={s.hero} src={p.image_url} alt="" width={640} height={360} />
            ) : null}
            <h2 className={s.title}>{p.title}</h2>
            <p className={s.meta}>
              <span>
                {t('promotions.period', {
                  start: fmt.date(p.start_date),
                  end: fmt.date(p.end_date),
                })}
              </span>
              {p.status === 'expired' ? (
                <span className={`${s.badge} ${s.badgeTone.alert}`}>{t('promotions.expiredBadge')}</span>
              ) : null}
            </p>
            <Markdown source={p.body} />
            {p.hospital ? (
              <section className={s.panel} aria-labelledby="promotion-where">
                <h3 id="promotion-where" className={s.panelTitle}>
                  {t('promotions.where')}
                </h3>
                <p>{p.hospital.name}</p>
                {p.hospital.phone && p.status === 'current' ? (
                  <a className={s.rowLink} href={`tel:${p.hospital.phone.replace(/[^0-9+]/g, '')}`}>
                    {t('promotions.call', { phone: p.hospital.phone })}
                  </a>
                ) : null}
              </section>
            ) : null}
            {p.terms ? (
              <section className={s.panel} aria-labelledby="promotion-terms">
                <h3 id="promotion-terms" className={s.panelTitle}>
                  {t('promotions.terms')}
                </h3>
                <Markdown source={p.terms} />
              </section>
            ) : null}
            {p.status === 'current' ? (
              <section className={s.stack} aria-label={t('promotions.howToUse')}>
                <p className={s.muted}>{t('promotions.howToUseBody')}</p>
                <LinkButton to="/coverages" block>
                  {t('promotions.useWithCard')}
                </LinkButton>
              </section>
            ) : (
              <LinkButton to="/promotion" variant="outline" block>
                {t('promotions.seeCurrent')}
              </LinkButton>
            )}
          </article>
        ) : null
      }
    </QueryState>
  );
}
