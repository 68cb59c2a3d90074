/**
 * A frame's address by the protocol of shared/engine/partner/preview.ts: the route's localized path (and
 * the demo record's query, when the screen reads one),
 * `?wl_preview=1&partner_id=<base>`, an optional representative state, an optional colour scheme, and
 * the preview session's token in the fragment.
 */
import type { AppHref, AppPath, Locale } from '../../shared/config/routes';
import { localizePath } from '../../shared/config/routes';
import {
  PREVIEW_PARAM,
  PREVIEW_SCHEME_PARAM,
  PREVIEW_STATE_PARAM,
  PREVIEW_TOKEN_PARAM,
  type PreviewScheme,
  type PreviewState,
} from '../../shared/engine/partner/preview';

export function frameSrc(opts: {
  /** The route's path, with the demo record's query when the screen reads one. */
  path: AppHref;
  locale: Locale;
  partnerId: string;
  state?: PreviewState | null;
  token?: string | null;
  /** Draw this scheme whatever the device prefers (the control bar's Light/Dark/Both). */
  scheme?: PreviewScheme | null;
}): string {
  const [pathname, query] = opts.path.split('?') as [AppPath, string | undefined];
  const q = new URLSearchParams(query);
  q.set(PREVIEW_PARAM, '1');
  q.set('partner_id', opts.partnerId);
  if (opts.state) q.set(PREVIEW_STATE_PARAM, opts.state);
  if (opts.scheme) q.set(PREVIEW_SCHEME_PARAM, opts.scheme);
  const hash = opts.token ? `#${PREVIEW_TOKEN_PARAM}=${encodeURIComponent(opts.token)}` : '';
  return `${localizePath(pathname, opts.locale)}?${q}${hash}`;
}
