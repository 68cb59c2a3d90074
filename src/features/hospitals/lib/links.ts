/** Links a hospital screen offers: call, directions in the phone's maps app, and the way back to e-Claim. */
import { type AppHref, isAppHref, stripLocale } from '../../../../shared/config/routes';
import { isSafeInternalPath } from '../../../lib/safe-path';

/** tel: link from a printed number such as 02-123-4567 (digits and a leading + only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Google Maps directions to the place: opens the maps app on a phone, the web page elsewhere. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** "1.6 km" / "1.6 กม." style number for a distance, in the page's language. */
export function formatKm(km: number, locale: 'th' | 'en'): string {
  return new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

export const PROVIDER_FALLBACK: AppHref = '/e-claim';

/**
 * Where /provider-list returns after a choice: `returnTo` when it is a safe path of the app (with or
 * without the /en prefix; docs/spec.md 5, src/lib/safe-path.ts), else /e-claim; with
 * `provider=<code>` added to its query (an earlier provider is replaced).
 */
export function providerReturnHref(returnTo: string | null, providerCode: string): AppHref {
  if (returnTo && isSafeInternalPath(returnTo)) {
    const [pathAndQuery = '', hash = ''] = returnTo.split('#', 2);
    const [path = '', query = ''] = pathAndQuery.split('?', 2);
    const bare = stripLocale(path);
    if (isAppHref(bare)) {
      const params = new URLSearchParams(query);
      params.delete('provider');
      params.set('provider', providerCode);
      return `${bare}?${params.toString()}${hash ? `#${hash}` : ''}` as AppHref;
    }
  }
  return `${PROVIDER_FALLBACK}?provider=${encodeURIComponent(providerCode)}` as AppHref;
}
