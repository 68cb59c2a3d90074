/**
 * How claims show times (docs/thai.md): Thai dates in the Buddhist era, English in the Gregorian
 * calendar, in Thailand's time zone (src/lib/dates.ts); money through src/lib/money.ts.
 */
import type { Locale } from '../../../config/routes';
import { formatInstant } from '../../../lib/dates';

export const formatTime = (iso: string, locale: Locale) => formatInstant(iso, locale, true);
