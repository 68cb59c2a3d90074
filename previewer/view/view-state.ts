/**
 * The previewer's whole view as URL query parameters of /previewer/, so a link opens the same view for
 * another staff member: which partners and draft, languages, widths, colour schemes, the route search,
 * compare mode and highlighting. Decoding is forgiving: unknown values are dropped, duplicates removed, and an
 * empty view falls back to the light default (one partner, Thai, 390 px).
 */
import { LOCALES, type Locale } from '../../shared/config/routes';
import { PREVIEW_SCHEMES, type PreviewScheme } from '../../shared/engine/partner/preview';

export const WIDTHS = [320, 390, 768] as const;
export type FrameWidth = (typeof WIDTHS)[number];

export interface ViewState {
  /** Partner ids, in the order chosen. */
  partners: string[];
  /** The open draft's id (a UUID), shown as a source too. */
  draft: string | null;
  locales: Locale[];
  widths: FrameWidth[];
  /** Light, dark or both: the frames draw the partner's light theme, its dark variant, or each. */
  schemes: PreviewScheme[];
  /** Filters routes by path or title. */
  search: string;
  /** Two sources side by side, one row per route. */
  compare: boolean;
  /** In compare mode: outline what differs from the other column. */
  highlight: boolean;
}

export const DEFAULT_PARTNER = 'default';

export const DEFAULT_VIEW: ViewState = {
  partners: [DEFAULT_PARTNER],
  draft: null,
  locales: ['th'],
  widths: [390],
  schemes: ['light'],
  search: '',
  compare: false,
  highlight: false,
};

const PARTNER_ID = /^[a-z0-9][a-z0-9-]{1,39}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SEARCH = 100;

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const unique = <T>(values: T[]) => [...new Set(values)];

/** Query parameters for a view; defaults are left out so links stay short. */
export function encodeView(view: ViewState): string {
  const q = new URLSearchParams();
  if (view.partners.length > 0) q.set('partners', view.partners.join(','));
  if (view.draft) q.set('draft', view.draft);
  q.set('lang', view.locales.join(','));
  q.set('w', view.widths.join(','));
  if (view.schemes.join() !== DEFAULT_VIEW.schemes.join()) q.set('scheme', view.schemes.join(','));
  if (view.search) q.set('q', view.search);
  if (view.compare) q.set('compare', '1');
  if (view.highlight) q.set('highlight', '1');
  return q.toString();
}

/** The view a query string describes (anything unusable is dropped). */
export function decodeView(search: string): ViewState {
  const q = new URLSearchParams(search);
  const partners = unique(list(q.get('partners')).filter((p) => PARTNER_ID.test(p)));
  const draftParam = q.get('draft');
  const draft = draftParam && UUID.test(draftParam) ? draftParam.toLowerCase() : null;
  const locales = unique(
    list(q.get('lang')).filter((l): l is Locale => (LOCALES as readonly string[]).includes(l)),
  );
  const widths = unique(
    list(q.get('w'))
      .map(Number)
      .filter((w): w is FrameWidth => (WIDTHS as readonly number[]).includes(w)),
  );
  const schemes = list(q.get('scheme'));
  return {
    partners: partners.length > 0 || draft ? partners : [...DEFAULT_VIEW.partners],
    draft,
    locales: locales.length > 0 ? locales : [...DEFAULT_VIEW.locales],
    widths: widths.length > 0 ? widths : [...DEFAULT_VIEW.widths],
    // Light first, then dark, whatever the link's order.
    schemes: PREVIEW_SCHEMES.some((x) => schemes.includes(x))
      ? PREVIEW_SCHEMES.filter((x) => schemes.includes(x))
      : [...DEFAULT_VIEW.schemes],
    search: (q.get('q') ?? '').slice(0, MAX_SEARCH),
    compare: q.get('compare') === '1',
    highlight: q.get('compare') === '1' && q.get('highlight') === '1',
  };
}
