/**
 * Search results in the shared virtual list (components/ui/virtual-list.tsx): only the rows near the
 * screen are in the page, so thousands of places scroll smoothly; the next page is fetched as the
 * list nears the end of what it has. Loading, error with retry and the spec's empty state
 * ("no provider or hospital") are here too. What a row does is the screen's: open the place's
 * details (/search-hospital), or choose it (`onChoose`: /provider-list, and the use-card picker at
 * /hospital-list, which shows the card to the chosen place).
 */
import { Link } from 'react-router';
import type { HospitalSummary } from '../../../api/schemas/hospitals';
import { pathTo } from '../../../config/routes';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, SearchOffIcon } from '../../../components/ui/icons';
import { SkeletonList } from '../../../components/ui/skeleton';
import { VirtualList } from '../../../components/ui/virtual-list';
import { ApiRequestError } from '../../../lib/api-client';
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
  const locale = useLocale();
  const search = useHospitalSearch(filters, signedIn, forCard);

  if (search.isPending) return <SkeletonList rows={5} label={t('results.loading')} />;
  if (search.isError && !search.data) {
    const message =
      search.error instanceof ApiRequestError
        ? search.error.code === 'NETWORK_ERROR'
          ? t('common:errors.network')
          : (search.error.messageIn(locale) ?? t('results.loadFailed'))
        : t('results.loadFailed');
    return (
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={t('results.loadFailedTitle')}
        testId="hospitals-error"
        action={
          <Button variant="outline" onClick={() => search.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        <p role="alert">{message}</p>
      </EmptyState>
    );
  }
  const pages = search.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;
  if (items.length === 0) {
    return (
      <EmptyState icon={<SearchOffIcon size={48} />} title={t('results.none')} testId="hospitals-empty">
        <p>{t('results.noneHelp')}</p>
      </EmptyState>
    );
  }
  return (
    <section className={s.stack} aria-labelledby="hospital-results-count">
      <p id="hospital-results-count" className={s.status} role="status" data-testid="hospital-count">
        {t('results.count', { count: total })}
      </p>
      <VirtualList
        items={items}
        getKey={(h) => h.code}
        renderItem={(h) => <HospitalItem hospital={h} onChoose={onChoose} />}
        total={total}
        hasMore={Boolean(search.hasNextPage)}
        loadingMore={search.isFetchingNextPage}
        loadMoreFailed={search.isFetchNextPageError}
        busy={search.isFetching}
        onLoadMore={() => void search.fetchNextPage()}
        text={{
          loadingMore: t('results.loadingMore'),
          loadMoreFailed: t('results.loadMoreFailed'),
          retry: t('common:actions.retry'),
          end: t('results.end'),
        }}
        testId="hospital-list"
      />
    </section>
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
