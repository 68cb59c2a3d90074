import { useNavigate } from 'react-router';
import { useTranslation } from './i18n';
import { useLocale, useLocalePath } from './locale';

/** What most screens need together: their strings, the locale, localized paths and navigation. */
export function useScreen(ns?: string) {
  const { t } = useTranslation(ns);
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  return { t, locale, lp, navigate };
}
