/**
 * A frame's address by the protocol of src/engine/partner/preview.ts: the route's localized path,
 * `?wl_preview=1&partner_id=<base>`, an optional representative state, and the preview session's
 * token in the fragment.
 */
import type { AppPath, Locale } from '../../src/config/routes';
import { localizePath } from '../../src/config/routes';
import {
  PREVIEW_PARAM,
  PREVIEW_STATE_PARAM,
  PREVIEW_TOKEN_PARAM,
  type PreviewState,
} from '../../src/engine/partner/preview';

export function frameSrc(opts: {
  path: AppPath;
  locale: Locale;
  partnerId: string;
  state?: PreviewState | null;
  token?: string | null;
}): string {
  const q = new URLSearchParams({ [PREVIEW_PARAM]: '1', partner_id: opts.partnerId });
  if (opts.state) q.set(PREVIEW_STATE_PARAM, opts.state);
  const hash = opts.token ? `#${PREVIEW_TOKEN_PARAM}=${encodeURIComponent(opts.token)}` : '';
  return `${localizePath(opts.path, opts.locale)}?${q}${hash}`;
}
