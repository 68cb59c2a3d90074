/**
 * Money, dates and times as this member reads them (shared/format): the page's language, the
 * partner's `year_format`, Thailand's time zone. The one way for components to format; code outside
 * React calls shared/format with the language it has.
 */
import { useMemo } from 'react';
import { type Formatters, formatters } from '../../shared/format';
import { useLocale } from './locale';
import { usePartnerStore } from './partner-store';

export type { Formatters } from '../../shared/format';

export function useFormat(): Formatters {
  const lang = useLocale();
  // The partner is set by boot() before the first render; tests that render a screen alone may not set it.
  const yearFormat = usePartnerStore((s) => s.partner?.year_format) ?? 'gregorian';
  return useMemo(() => formatters(lang, yearFormat), [lang, yearFormat]);
}
