/**
 * The one way a screen shows the state of its server data (issue 24: five components did this):
 * skeleton rows while it loads, "page not found" for a 404 or an id that is not one, the session's
 * end for a 401 when the screen says so, the failure with the member-facing message and a retry,
 * the screen's empty state, and otherwise what children(data) renders.
 *
 * It takes a TanStack Query result, or several (ready when all are; the first failure is shown and a
 * retry asks again for the failed ones). A failure after data arrived (a page after the first of a
 * list, a background refresh) keeps the data on screen: lists say so under themselves
 * (src/components/ui/load-more-list.tsx).
 */
import type { ReactNode } from 'react';
import type { AppHref } from '../../../shared/config/routes';
import { useTranslation } from '../../lib/i18n';
import { useReportNotFound } from '../../lib/page-status';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { isNotFound, isStatus, useErrorMessage } from './error-message';
import * as f from './form.css';
import { AlertIcon, SearchOffIcon } from './icons';
import { SkeletonList } from './skeleton';

/** What QueryState needs of a TanStack query (useQuery, useInfiniteQuery). */
export interface QueryLike<T = unknown> {
  isPending: boolean;
  error: unknown;
  data?: T | undefined;
  refetch: () => unknown;
}

/** The data of a query once it is there (of each, for several). */
type DataOf<Q> = Q extends { data?: infer D } ? Exclude<D, undefined> : never;
type Ready<Q> = Q extends readonly QueryLike[] ? { -readonly [K in keyof Q]: DataOf<Q[K]> } : DataOf<Q>;

/** A state that leads somewhere else: "not found", "your session has ended". */
export interface StateLink {
  title: string;
  body?: string | undefined;
  testId: string;
  link: { to: AppHref; label: string };
}

/** "Page not found" with the way back (also for screens that decide it themselves). */
export function NotFoundState({ title, body, testId, link }: StateLink) {
  // The page is then titled "not found", not after the record it could not find (issue 25).
  useReportNotFound();
  return (
    <EmptyState icon={<SearchOffIcon size={48} />} title={title} testId={testId} link={link}>
      {body ? <p>{body}</p> : null}
    </EmptyState>
  );
}

export interface QueryStateProps<Q extends QueryLike | readonly QueryLike[]> {
  query: Q;
  /** Skeleton rows while loading. */
  rows?: number;
  /** What the loading status says (default: the common "Loading…"). */
  loadingLabel?: string | undefined;
  /**
   * The failure: with a `title`, a panel with the message and a retry button; without, the message
   * alone as an inline alert. `fallback` is the message when the server explained nothing (default:
   * the title).
   */
  failed?: { title?: string | undefined; fallback?: string | undefined; testId?: string | undefined };
  /** Shown for a 404, or a 400 about the id in the address; none: such an error is a failure. */
  notFound?: StateLink | undefined;
  /** Shown for a 401 (the session ended); none: a failure. */
  signedOut?: StateLink | undefined;
  /** Shown instead of children when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: ((data: Ready<Q>) => boolean) | undefined;
  children: (data: Ready<Q>) => ReactNode;
}

export function QueryState<const Q extends QueryLike | readonly QueryLike[]>({
  query,
  rows = 3,
  loadingLabel,
  failed = {},
  notFound,
  signedOut,
  empty,
  isEmpty,
  children,
}: QueryStateProps<Q>) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const queries: readonly QueryLike[] = isQueryList(query) ? query : [query];
  const broken = queries.find((q) => q.error && (q.data === undefined || isNotFound(q.error)));
  if (broken) {
    const { error } = broken;
    if (notFound && isNotFound(error)) return <NotFoundState {...notFound} />;
    if (signedOut && isStatus(error, 401)) {
      const { title, body, testId, link } = signedOut;
      return (
        <EmptyState icon={<AlertIcon size={48} />} title={title} testId={testId} link={link}>
          {body ? <p>{body}</p> : null}
        </EmptyState>
      );
    }
    const text = message(error, failed.fallback ?? failed.title);
    if (!failed.title)
      return (
        <p className={f.formError} role="alert" data-testid={failed.testId}>
          {text}
        </p>
      );
    const retry = () => {
      for (const q of queries) if (q.error) void q.refetch();
    };
    return (
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={failed.title}
        testId={failed.testId}
        action={
          <Button variant="outline" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        <p role="alert">{text}</p>
      </EmptyState>
    );
  }
  if (queries.some((q) => q.isPending))
    return <SkeletonList rows={rows} label={loadingLabel ?? t('common:app.loading')} />;
  const data = (isQueryList(query) ? queries.map((q) => q.data) : query.data) as Ready<Q>;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

const isQueryList = (query: QueryLike | readonly QueryLike[]): query is readonly QueryLike[] =>
  Array.isArray(query);
