/**
 * Search results in the shared load-more list (components/ui/load-more-list.tsx): only the rows
 * near the screen are in the page, so thousands of places scroll smoothly; the next page is fetched
 * as the list nears the end of what it has. Loading, error with retry and the spec's empty state
 * ("no provider or hospital") are the shared QueryState's. What a row does is the screen's: open
 * the place's details (/search-hospital), or choose it (`onChoose`: /provider-list, and the
 * use-card picker at /hospital-list, which shows the card to the chosen place).
 */
import { Link } from 'react-router';
import type { HospitalSummary } from '../../../../shared/api/schemas/hospitals';
import { pathTo } from '../../../../shared/config/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchOffIcon } from '../../../components/ui/icons';
import { LoadMoreList } from '../../../components/ui/load-more-list';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { type HospitalFilters, useHospitalSearch } from '../api/search-hospitals';
import { formatKm } from '../lib/links';
import * as s from './hospitals.css';

export function HospitalResults({
  filters,
  signedIn,
  forCard,
  onChoose,
}: {
  filters: HospitalFilters;
  signedIn: boolean;
  /** The use-card picker: the places that accept this card (GET /api/v1/cards/{id}/hospitals). */
  forCard?: string | undefined;
  /** Given: a row is a button that chooses the place; otherwise a link to its details. */
  onChoose?: ((hospital: HospitalSummary) => void) | undefined;
}) {
  const { t } = useTranslation('hospitals');
  const search = useHospitalSearch(filters, signedIn, forCard);
  return (
    <QueryState
      query={search}
      rows={5}
      loadingLabel={t('results.loading')}
      failed={{
        title: t('results.loadFailedTitle'),
        fallback: t('results.loadFailed'),
        testId: 'hospitals-error',
      }}
      isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
      empty={
        <EmptyState icon={<SearchOffIcon size={48} />} title={t('results.none')} testId="hospitals-empty">
          <p>{t('results.noneHelp')}</p>
        </EmptyState>
      }
    >
      {(data) => (
        <section className={s.stack} aria-labelledby="hospital-results-count">
          <p id="hospital-results-count" className={s.status} role="status" data-testid="hospital-count">
            {t('results.count', { count: data.pages[0]?.total ?? 0 })}
          </p>
          <LoadMoreList
            query={search}
            items={data.pages.flatMap((p) => p.items)}
            getKey={(h) => h.code}
            renderItem={(h) => <HospitalItem hospital={h} onChoose={onChoose} />}
            total={data.pages[0]?.total ?? 0}
            busy={search.isFetching}
            text={{
              loadingMore: t('results.loadingMore'),
              loadMoreFailed: t('results.loadMoreFailed'),
              end: t('results.end'),
            }}
            testId="hospital-list"
          />
        </section>
      )}
    </QueryState>
  );
}

function HospitalItem({
  hospital: h,
  onChoose,
}: {
  hospital: HospitalSummary;
  onChoose?: ((hospital: HospitalSummary) => void) | undefined;
}) {
  const { t } = useTranslation('hospitals');
  const locale = useLocale();
  const lp = useLocalePath();
  // No aria-label: the accessible name is everything shown (spaces keep the parts apart).
  const body = (
    <>
      <span className={s.itemMain}>
        <span className={s.itemTitle}>{h.name[locale]}</span>{' '}
        <span className={s.muted}>
          {t(`type.${h.type}`)} · {h.district[locale]}, {h.province[locale]}
        </span>{' '}
        {h.distance_km !== null ? (
          <span className={s.muted}>{t('results.distance', { km: formatKm(h.distance_km, locale) })}</span>
        ) : null}
      </span>{' '}
      <span className={`${s.badge} ${s.badgeTone[h.coverage_level === 'all' ? 'ok' : 'warn']}`}>
        {t(`level.${h.coverage_level}`)}
      </span>
    </>
  );
  if (onChoose) {
    return (
      <button type="button" className={s.item} onClick={() => onChoose(h)} data-testid="hospital-item">
        {body}
      </button>
    );
  }
  return (
    <Link
      className={s.item}
      to={lp(pathTo('/search-hospital/detail/:id', { id: h.code }))}
      data-testid="hospital-item"
    >
      {body}
    </Link>
  );
}
