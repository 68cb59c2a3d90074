// Credentials in the URL are captured and stripped inside boot() before any other request is made.
import '../styles/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { localeOfPath } from '../config/routes';
import { initI18n, readLocaleCookie } from '../lib/i18n';
import { usePartnerStore } from '../lib/partner-store';
import { boot } from './boot';
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
  const i18n = await initI18n(localeOfPath(window.location.pathname));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  const router = createAppRouter();
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('index.html has no #root element');
  createRoot(rootEl).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
