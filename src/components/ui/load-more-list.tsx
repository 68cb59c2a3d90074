/**
 * The one "load more" list (issue 24: "show more" was built three times): the rows of a TanStack
 * infinite query in the shared virtual list, the next page asked for as the member nears the end of
 * what is loaded, "loading more" while it comes, "could not load more" with a retry when it fails,
 * and the end of the list once everything is there. Hospital results, claim status, notifications,
 * promotions and articles use it; what a row shows, and the words, are the screen's.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { VirtualList } from './virtual-list';

/** What the list needs of a TanStack infinite query (useInfiniteQuery). */
export interface InfiniteQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetching?: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMoreList<T>({
  query,
  items,
  getKey,
  renderItem,
  total,
  text,
  estimateSize,
  gap,
  testId,
  label,
  labelledBy,
  busy = false,
}: {
  query: InfiniteQueryLike;
  /** The rows of every page loaded so far. */
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's full size when the server says it. */
  total?: number | undefined;
  text: {
    loadingMore: string;
    loadMoreFailed: string;
    /** Under a long list that has no more rows; none: nothing is said. */
    end?: string | undefined;
  };
  estimateSize?: number;
  /** Space under each row, in px. */
  gap?: number;
  testId?: string;
  label?: string;
  labelledBy?: string;
  /** The list is being replaced (new filters): announced as busy while the old rows stay. */
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <VirtualList
      items={items}
      getKey={getKey}
      renderItem={renderItem}
      total={total}
      hasMore={Boolean(query.hasNextPage)}
      loadingMore={query.isFetchingNextPage}
      loadMoreFailed={query.isFetchNextPageError}
      busy={busy}
      onLoadMore={() => void query.fetchNextPage()}
      text={{ ...text, retry: t('common:actions.retry') }}
      {...(estimateSize === undefined ? {} : { estimateSize })}
      {...(gap === undefined ? {} : { gap })}
      {...(testId === undefined ? {} : { testId })}
      {...(label === undefined ? {} : { label })}
      {...(labelledBy === undefined ? {} : { labelledBy })}
    />
  );
}
