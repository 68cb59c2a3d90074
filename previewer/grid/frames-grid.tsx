/**
 * The grid: every route of the route table, grouped by area (route-groups.ts), filtered by the search,
 * with one phone frame per source × language × width. In compare mode each route shows two columns
 * (the first two sources) per language and width, and each frame can be asked to outline what differs
 * from the other column's configuration.
 */
import { memo } from 'react';
import en from '../../locales/en/common.json';
import th from '../../locales/th/common.json';
import type { AppRoute, Locale } from '../../shared/config/routes';
import {
  PREVIEW_EXTRA_STATES_FOR_ROUTE,
  PREVIEW_STATE_FOR_ROUTE,
  type PreviewConfig,
  type PreviewScheme,
  type PreviewState,
} from '../../shared/engine/partner/preview';
import * as s from '../previewer.css';
import type { FrameWidth } from '../view/view-state';
import { type Examples, previewPath } from './examples';
import { PhoneFrame } from './phone-frame';
import { ROUTE_GROUPS, routesOf } from './route-groups';
import type { Source } from './sources';

const TITLES: Record<Locale, Record<string, string>> = {
  en: en.routes as Record<string, string>,
  th: th.routes as Record<string, string>,
};

/** The frames a route gets per source, language and width: its representative state and any later ones. */
export function statesOf(route: AppRoute): (PreviewState | null)[] {
  return [PREVIEW_STATE_FOR_ROUTE[route.path] ?? null, ...(PREVIEW_EXTRA_STATES_FOR_ROUTE[route.path] ?? [])];
}

export const routeTitle = (route: AppRoute) => TITLES.en[route.title] ?? route.title;

/** Whether a route matches the search: its path, English or Thai title contain every word. */
export function matchesSearch(route: AppRoute, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack =
    `${route.path} ${TITLES.en[route.title] ?? ''} ${TITLES.th[route.title] ?? ''}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

export interface GridProps {
  sources: readonly Source[];
  locales: readonly Locale[];
  widths: readonly FrameWidth[];
  /** Light, dark or both (view-state.ts); light when absent. */
  schemes?: readonly PreviewScheme[];
  search: string;
  /** Two sources side by side; null outside compare mode. */
  compare: readonly [Source, Source] | null;
  /** Highlight against the other column: the config a source's frames should compare with. */
  highlightAgainst: (source: Source) => PreviewConfig | null | undefined;
  examples: ReadonlyMap<string, Examples>;
}

export const FramesGrid = memo(function FramesGrid(props: GridProps) {
  const { sources, locales, widths, search, compare, examples } = props;
  const schemes = props.schemes ?? ['light'];
  const groups = ROUTE_GROUPS.map((group) => ({
    group,
    routes: routesOf(group).filter((r) => matchesSearch(r, search)),
  })).filter((g) => g.routes.length > 0);

  if (groups.length === 0)
    return (
      <p className={s.empty} role="status">
        No route matches “{search}”.
      </p>
    );

  const frameFor = (
    route: AppRoute,
    source: Source,
    locale: Locale,
    width: FrameWidth,
    state: PreviewState | null,
    scheme: PreviewScheme,
  ) => (
    <PhoneFrame
      key={`${source.key}|${locale}|${width}|${state ?? ''}|${scheme}`}
      route={route}
      title={routeTitle(route)}
      path={previewPath(route, examples.get(source.basePartnerId))}
      locale={locale}
      width={width}
      source={source}
      state={state}
      scheme={scheme}
      highlightAgainst={compare ? () => props.highlightAgainst(source) : undefined}
    />
  );

  return (
    <div className={s.grid}>
      {groups.map(({ group, routes }) => (
        <section key={group.id} className={s.group} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className={s.groupHeading}>
            {group.label}{' '}
            <span className={s.groupCount}>
              {routes.length} {routes.length === 1 ? 'route' : 'routes'}
            </span>
          </h2>
          <div className={s.routes}>
            {routes.map((route) => (
              <div key={route.path} className={s.routeRow} data-route-row={route.path}>
                {compare
                  ? statesOf(route).flatMap((state) =>
                      locales.flatMap((locale) =>
                        widths.flatMap((width) =>
                          schemes.map((scheme) => (
                            <div
                              key={`${locale}|${width}|${state ?? ''}|${scheme}`}
                              className={s.comparePair}
                            >
                              {frameFor(route, compare[0], locale, width, state, scheme)}
                              {frameFor(route, compare[1], locale, width, state, scheme)}
                            </div>
                          )),
                        ),
                      ),
                    )
                  : sources.flatMap((source) =>
                      statesOf(route).flatMap((state) =>
                        locales.flatMap((locale) =>
                          widths.flatMap((width) =>
                            schemes.map((scheme) => frameFor(route, source, locale, width, state, scheme)),
                          ),
                        ),
                      ),
                    )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
});
