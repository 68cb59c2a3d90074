import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from '../components/ui/toast';
import { localeOfPath } from '../../shared/config/routes';
import { ensureLanguage, useTranslation } from '../lib/i18n';
import { usePartnerStore } from '../lib/partner-store';
import { ProgressBar } from './progress-bar';
import { RouteAnnouncer } from './route-announcer';
import { useRouteMeta } from './route-meta';

/** "{page} - {product name}: Various Insurance Information Services", in the page's language. */
export function usePageTitle(pageTitle: string | null) {
  const { t, i18n } = useTranslation();
  const product = usePartnerStore((s) => s.partner.product_name);
  useEffect(() => {
    if (!pageTitle) return;
    const lng = i18n.language === 'en' ? 'en' : 'th';
    document.title = t('app.titlePattern', { page: pageTitle, product: product[lng] });
  }, [pageTitle, product, t, i18n.language]);
}

/**
 * The server's themed shell (server/web/boot-shell.ts, outside #root) goes in the same frame as the
 * first screen (or the error screen) commits: it is position: fixed, so removing it moves nothing.
 */
export function removeBootShell() {
  document.getElementById('wl-boot-shell')?.remove();
}

export function AppShell() {
  const { t } = useTranslation();
  // The root route renders its HydrateFallback until the first route is ready, so this runs once it is.
  useLayoutEffect(removeBootShell, []);
  const location = useLocation();
  const meta = useRouteMeta();
  const locale = localeOfPath(location.pathname);

  useEffect(() => {
    // Back/forward between /en and / must switch language too.
    void ensureLanguage(locale);
  }, [locale]);

  const pageTitle = meta ? t(`routes.${meta.route.title}`) : null;
  usePageTitle(pageTitle);

  return (
    <>
      <ProgressBar />
      <RouteAnnouncer title={pageTitle} />
      <Outlet />
      <Toaster label={t('toast.region')} closeLabel={t('actions.close')} />
      <ScrollRestoration />
    </>
  );
}
