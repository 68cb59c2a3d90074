import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { OfflineBanner } from '../components/ui/offline-banner';
import { Toaster } from '../components/ui/toast';
import { localeOfPath } from '../../shared/config/routes';
import { ensureLanguage, useTranslation } from '../lib/i18n';
import { usePartnerStore } from '../lib/partner-store';
import { usePageNotFound } from '../lib/page-status';
import { authStore } from '../lib/auth-store';
import { local, STORAGE_KEYS } from '../lib/storage';
import { FrameNoticeContext } from '../components/layout/page-frame';
import { useSsoOnly } from './sso-only';
import { ProgressBar } from './progress-bar';
import { RouteAnnouncer } from './route-announcer';
import { useRouteMeta } from './route-meta';

const PartnerLinkFrameNotice = lazy(() =>
  import('./partner-link').then((m) => ({ default: m.PartnerLinkFrameNotice })),
);

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

  // A screen that found nothing (a detail whose record does not exist) is titled so (issue 25).
  const notFound = usePageNotFound();
  const pageTitle = notFound ? t('routes.notPage') : meta ? t(`routes.${meta.route.title}`) : null;
  usePageTitle(pageTitle);
  // A partner link without valid credentials: said on the first screens a visitor sees (not to an
  // SSO partner's visitors, who never register or sign in here: their screens say so instead).
  // Its code loads only for a visitor who came with a partner link.
  const loggedIn = useStore(authStore, (st) => st.loggedIn);
  const ssoOnly = useSsoOnly();
  const linkNotice =
    !loggedIn &&
    !ssoOnly &&
    local.get(STORAGE_KEYS.partnerId) &&
    (meta?.route.path === '/' || meta?.route.path === '/login') ? (
      <Suspense fallback={null}>
        <PartnerLinkFrameNotice />
      </Suspense>
    ) : null;

  return (
    <>
      <ProgressBar />
      <RouteAnnouncer title={pageTitle} />
      <FrameNoticeContext.Provider value={linkNotice}>
        <Outlet />
      </FrameNoticeContext.Provider>
      <Toaster label={t('toast.region')} closeLabel={t('actions.close')} />
      <OfflineBanner />
      <ScrollRestoration />
    </>
  );
}
