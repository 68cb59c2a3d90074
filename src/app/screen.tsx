/**
 * The one way to write a route module (src/app/routes/<screen>.tsx, each its own lazily loaded chunk,
 * see router.tsx): a doc comment, its imports and `export default screen({ … })`. The spec says what
 * differs between screens; the factory reads the path parameters and query string, translates the
 * title and draws the PageFrame:
 *
 *   export default screen({
 *     title: 'telemedicine',               // key under `routes.` (locales/<lng>/common.json)
 *     backTo: '/telemed-mart/all',         // PageFrame's back target: default '/', null hides it
 *     query: withQueryClient,              // src/lib/query: the screen reads server data
 *     render: ({ params }) => <ProviderDetail code={params.id} />,
 *   });
 *
 * `title` and `backTo` may be functions of the same context as `render` (params, search, pathname, t
 * and `data`, what the optional `use` hook returned: hooks a screen needs go there). Without a title
 * the screen is `render` alone: its feature draws its own frame (accounts, consents, home).
 * routes/login.tsx alone is a plain component: /login's JavaScript budget
 * (docs/decisions/003-bundle-budgets.md, scripts/check-budgets.ts) has no room for this module's chunk.
 */
import type { TFunction } from 'i18next';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { type Params, useLocation, useParams } from 'react-router';
import type { AppHref, AppRoute } from '../../shared/config/routes';
import { PageFrame } from '../components/layout/page-frame';
import { useTranslation } from '../lib/i18n';
// Passed in rather than imported: screens without server data (home and its budget, the sign-in
// screens; docs/decisions/003-bundle-budgets.md) must not load TanStack Query with this module.
import type { withQueryClient } from '../lib/query';

/** A page title: a key under `routes.` in locales/<lng>/common.json (a typo fails to type-check). */
export type RouteTitle = keyof typeof import('../../locales/th/common.json')['routes'];

export interface ScreenContext<Data = undefined> {
  /** The path parameters (`:id`, `:type`) of the route. */
  params: Readonly<Params>;
  /** The query string (`?card=…`). */
  search: URLSearchParams;
  /** The pathname in the address bar, with the /en prefix in English. */
  pathname: string;
  /** Strings of the common namespace (other namespaces as `ns:key`). */
  t: TFunction;
  /** What the spec's `use` hook returned. */
  data: Data;
}

/** A value, or the value worked out from the screen's context. */
type Derived<T, Data> = T | ((ctx: ScreenContext<Data>) => T);

interface BaseSpec<Data> {
  /** Wrap the screen for TanStack Query: pass withQueryClient from src/lib/query. */
  query?: typeof withQueryClient;
  /** A hook run on every render before the rest (stores, derived values); its result is `data`. */
  use?: (ctx: ScreenContext) => Data;
  /** The page's content. */
  render: (ctx: ScreenContext<Data>) => ReactNode;
}

interface FramedSpec<Data> extends BaseSpec<Data> {
  /** The page title and h1: a key under `routes.` in the common namespace. */
  title: Derived<RouteTitle, Data>;
  /** Where back leads without in-app history (PageFrame's default '/'); null hides the back action. */
  backTo?: Derived<AppHref | null, Data>;
  /** The main tab this page belongs to: shows the bottom bar. */
  tab?: AppRoute['tab'];
}

interface BareSpec<Data> extends BaseSpec<Data> {
  title?: undefined;
  backTo?: undefined;
  tab?: undefined;
}

export type ScreenSpec<Data = undefined> = FramedSpec<Data> | BareSpec<Data>;

function derive<T, Data>(value: Derived<T, Data>, ctx: ScreenContext<Data>): T {
  return typeof value === 'function' ? (value as (ctx: ScreenContext<Data>) => T)(ctx) : value;
}

/** A route module's screen component from its spec (see the comment at the top). */
export function screen<Data = undefined>(spec: ScreenSpec<Data>): ComponentType {
  const { query, use: useData = () => undefined as Data, render, title, backTo, tab } = spec;
  function Screen() {
    const { t } = useTranslation();
    const params = useParams();
    const { pathname, search: queryString } = useLocation();
    const search = useMemo(() => new URLSearchParams(queryString), [queryString]);
    const base: ScreenContext = { params, search, pathname, t, data: undefined };
    const ctx: ScreenContext<Data> = { ...base, data: useData(base) };
    const content = render(ctx);
    if (title === undefined) return <>{content}</>;
    return (
      <PageFrame
        title={t(`routes.${derive(title, ctx)}`)}
        backTo={backTo === undefined ? undefined : derive(backTo, ctx)}
        tab={tab}
      >
        {content}
      </PageFrame>
    );
  }
  return query ? query(Screen) : Screen;
}
