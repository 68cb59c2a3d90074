/**
 * Search results as a virtual list (@tanstack/react-virtual over the window's scroll): only the rows
 * near the screen are in the page, so thousands of places scroll smoothly; the next page is fetched
 * as the list nears the end of what it has. Loading, error with retry and the spec's empty state
 * ("no provider or hospital") are here too. What a row does is the screen's: open the place's
 * details (/search-hospital), or choose it (`onChoose`: /provider-list, and the use-card picker at
 * /hospital-list, which shows the card to the chosen place).
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { HospitalSummary } from '../../../api/schemas/hospitals';
import { pathTo } from '../../../config/routes';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, SearchOffIcon } from '../../../components/ui/icons';
import { SkeletonList } from '../../../components/ui/skeleton';
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
        total={total}
        hasMore={Boolean(search.hasNextPage)}
        loadingMore={search.isFetchingNextPage}
        loadMoreFailed={search.isFetchNextPageError}
        busy={search.isFetching}
        onLoadMore={() => search.fetchNextPage()}
        onChoose={onChoose}
      />
    </section>
  );
}

function VirtualList({
  items,
  total,
  hasMore,
  loadingMore,
  loadMoreFailed,
  busy,
  onLoadMore,
  onChoose,
}: {
  items: HospitalSummary[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  busy: boolean;
  onLoadMore: () => void;
  onChoose?: ((hospital: HospitalSummary) => void) | undefined;
}) {
  const { t } = useTranslation('hospitals');
  const listRef = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  // Where the list starts in the page; the filters above it may grow (a message), so measured each render.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
    if (top !== margin) setMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    // Sizes are remembered per place, not per position: a new search puts other places at the top.
    getItemKey: (index) => items[index]!.code,
    estimateSize: () => 100,
    overscan: 6,
    scrollMargin: margin,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.length > 0 ? rows[rows.length - 1]!.index : -1;

  useEffect(() => {
    if (hasMore && !loadingMore && !loadMoreFailed && lastIndex >= items.length - 5) onLoadMore();
  }, [hasMore, loadingMore, loadMoreFailed, lastIndex, items.length, onLoadMore]);

  return (
    <>
      <ul
        ref={listRef}
        className={s.virtualBox}
        style={{ height: virtualizer.getTotalSize() }}
        aria-busy={busy}
        data-testid="hospital-list"
      >
        {rows.map((row) => {
          const h = items[row.index]!;
          return (
            <li
              key={h.code}
              // A new callback each render, so React hands every row back to be measured again: a row
              // whose place stays but whose content changes (a distance appears when sorting by it)
              // was otherwise drawn at its old height, and the next card overlapped it.
              ref={(node) => virtualizer.measureElement(node)}
              data-index={row.index}
              aria-setsize={total}
              aria-posinset={row.index + 1}
              className={s.virtualRow}
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              <HospitalItem hospital={h} onChoose={onChoose} />
            </li>
          );
        })}
      </ul>
      {loadingMore ? (
        <p className={s.status} role="status">
          {t('results.loadingMore')}
        </p>
      ) : null}
      {loadMoreFailed ? (
        <div className={s.row}>
          <p className={s.notice} role="alert">
            {t('results.loadMoreFailed')}
          </p>
          <Button variant="outline" onClick={onLoadMore}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : null}
      {!hasMore && items.length > 10 ? <p className={s.status}>{t('results.end')}</p> : null}
    </>
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
