// Credentials in the URL are captured and stripped inside boot() before any other request is made.
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { localeOfPath, localizePath } from '../../shared/config/routes';
import { authStore } from '../lib/auth-store';
import { initI18n, readLocaleCookie } from '../lib/i18n';
import { callApi } from '../lib/api-client';
import { usePartnerStore } from '../lib/partner-store';
import { inPreview } from '../lib/storage';
import { boot } from './boot';
import { removeBootShell } from './app-shell';
import { createAppRouter } from './router';

async function start() {
  const bootData = await boot();
  // The root page follows the remembered language (302 on the server; here for static hosting).
  if (
    window.location.pathname === '/' &&
    readLocaleCookie() === 'en' &&
    bootData.partner.languages?.includes('en')
  ) {
    window.location.replace(`/en${window.location.search}${window.location.hash}`);
    return;
  }
  usePartnerStore.getState().setBoot(bootData);
  // A frame of the previewer: src/app/preview-frame.ts, loaded only then (docs/decisions/063).
  const preview = inPreview ? await import('./preview-frame') : null;
  // LINE partners only: @line/liff loads lazily and liff.init() settles before the router starts, so a
  // liff.state deep link lands on the right route. Other partners skip this (no extra bytes or waits).
  // A preview frame renders a LINE partner as inside LINE, without LIFF and its gate.
  if (preview) await preview.startPreviewFrame(bootData);
  else if (bootData.partner.line_liff_id) {
    const { startLineApp } = await import('./line-start-up');
    await startLineApp(bootData.partner);
  }
  await initI18n(localeOfPath(window.location.pathname));
  const router = createAppRouter();
  // A publish reaches a member mid-session at the next navigation (docs/decisions/079); a preview
  // frame shows its draft's configuration instead.
  // A publish reaches members at their next navigation; the watcher loads after the first screen.
  if (!preview)
    void import('../lib/partner-watch').then(({ watchPartnerVersion }) =>
      watchPartnerVersion(router, () => callApi('getPartnerBoot')),
    );
  // A 403 CONSENT_REQUIRED from any call sends the member through /check-page to the update screen.
  authStore.subscribe((st, prev) => {
    const { pathname, search } = window.location;
    if (st.consentRequired === prev.consentRequired || /(condition|privacy)-update$/.test(pathname)) return;
    const back = encodeURIComponent(`${pathname}${search}`);
    void router.navigate(`${localizePath('/check-page', localeOfPath(pathname))}?redirect=${back}`, {
      replace: true,
    });
  });
  preview?.attachPreviewFrame(router);
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('index.html has no #root element');
  createRoot(rootEl).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/**
 * The offline service worker registers once the page has loaded, from its own small chunk (nothing on
 * the first screen's budget); never in a preview frame or the dev server.
 */
function registerOffline() {
  if (!import.meta.env.PROD || inPreview || !('serviceWorker' in navigator)) return;
  const register = () => void import('../lib/service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// The themed shell must never hide a failed start.
start().then(registerOffline, (error: unknown) => {
  removeBootShell();
  throw error;
});
