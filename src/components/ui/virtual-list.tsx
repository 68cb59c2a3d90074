/**
 * A long list that loads more as the member scrolls (@tanstack/react-virtual over the window's
 * scroll, docs/decisions/050-hospital-search.md and 070-member-queries-at-scale.md): only the rows
 * near the screen are in the page, so a member with hundreds of claims or thousands of notifications
 * scrolls smoothly, and the next page is fetched as the list nears the end of what it has. Hospital
 * results, claim status and notifications use it; what a row shows is theirs, and so are the words
 * (loading more, could not load more, the end).
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from './button';
import * as s from './virtual-list.css';

export interface VirtualListText {
  loadingMore: string;
  loadMoreFailed: string;
  retry: string;
  /** Under a long list that has no more rows; none: nothing is said. */
  end?: string | undefined;
}

export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  total,
  hasMore,
  loadingMore,
  loadMoreFailed,
  busy = false,
  onLoadMore,
  text,
  estimateSize = 100,
  gap = 12,
  testId,
  label,
  labelledBy,
}: {
  items: readonly T[];
  /** Heights are remembered per row key, not per position: a new filter puts other rows on top. */
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's full size when known (aria-setsize); unknown: -1, as ARIA asks. */
  total?: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  busy?: boolean;
  onLoadMore: () => void;
  text: VirtualListText;
  estimateSize?: number;
  /** Space under each row, in px. */
  gap?: number;
  testId?: string;
  label?: string;
  labelledBy?: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  // Where the list starts in the page; what is above it may grow (a message), so measured each render.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
    if (top !== margin) setMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    getItemKey: (index) => getKey(items[index]!),
    estimateSize: () => estimateSize,
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
        className={s.box}
        style={{ height: virtualizer.getTotalSize() }}
        aria-busy={busy}
        aria-label={label}
        aria-labelledby={labelledBy}
        data-testid={testId}
      >
        {rows.map((row) => {
          const item = items[row.index]!;
          return (
            <li
              key={row.key}
              // A new callback each render, so React hands every row back to be measured again: a row
              // whose key stays but whose content changes (a distance appears, a notification is read)
              // was otherwise drawn at its old height, and the next row overlapped it.
              ref={(node) => virtualizer.measureElement(node)}
              data-index={row.index}
              aria-setsize={total ?? (hasMore ? -1 : items.length)}
              aria-posinset={row.index + 1}
              className={s.row}
              style={{
                paddingBottom: gap,
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {renderItem(item, row.index)}
            </li>
          );
        })}
      </ul>
      {loadingMore ? (
        <p className={s.status} role="status">
          {text.loadingMore}
        </p>
      ) : null}
      {loadMoreFailed ? (
        <div className={s.failed}>
          <p className={s.notice} role="alert">
            {text.loadMoreFailed}
          </p>
          <Button variant="outline" onClick={onLoadMore}>
            {text.retry}
          </Button>
        </div>
      ) : null}
      {!hasMore && text.end && items.length > 10 ? <p className={s.status}>{text.end}</p> : null}
    </>
  );
}
