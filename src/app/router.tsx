/**
 * One route table mounted twice: at the root (Thai) and under /en (English). Screens load lazily,
 * each its own chunk. Loaders validate parameters (bad ones are "page not found") and apply the
 * access guards before a screen's code is fetched.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, data, type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import { type AppRoute, type Locale, PARAM_PATTERN, ROUTES } from '../../shared/config/routes';
import { decideAccess } from '../lib/access';
import { authStore, rememberBackPath } from '../lib/auth-store';
import { handleChunkError } from '../lib/chunk-reload';
import { ensureNamespaces } from '../lib/i18n';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-meta';

type ScreenModule = { default: ComponentType };
const screens = import.meta.glob<ScreenModule>('./routes/*.tsx');

function lazyScreen(route: AppRoute) {
  // Every route of shared/config/routes.ts has its screen module (src/app/routes/<screen>.tsx).
  const load = screens[`./routes/${route.screen}.tsx`];
  if (!load) throw new Error(`No screen module for ${route.screen}`);
  const attempt = async (): Promise<{ Component: ComponentType }> => {
    try {
      const [mod] = await Promise.all([load(), ensureNamespaces(route.ns ?? [])]);
      return { Component: mod.default };
    } catch (error) {
      // Offline: waits for the connection and tries again (never reloads into the browser's error page).
      return handleChunkError(error, { retry: attempt });
    }
  };
  return attempt;
}

export function notFound(): never {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

function makeLoader(route: AppRoute, locale: Locale) {
  return ({ request, params }: LoaderFunctionArgs) => {
    for (const [name, value] of Object.entries(params)) {
      if (name !== '*' && value !== undefined && !PARAM_PATTERN.test(value)) notFound();
    }
    const url = new URL(request.url);
    const decision = decideAccess({
      access: route.access,
      loggedIn: authStore.getState().loggedIn,
      path: `${url.pathname}${url.search}`,
      locale,
    });
    if (decision.kind === 'redirect') {
      if (decision.remember) rememberBackPath(decision.remember);
      throw redirect(decision.to, 302);
    }
    return null;
  };
}

function localeChildren(locale: Locale): RouteObject[] {
  const children: RouteObject[] = ROUTES.map((route) => {
    const handle: RouteHandle = { route, locale };
    const common = {
      id: `${locale}:${route.path}`,
      handle,
      loader: makeLoader(route, locale),
      lazy: lazyScreen(route),
    };
    return route.path === '/' ? { index: true, ...common } : { path: route.path.slice(1), ...common };
  });
  children.push({ path: '*', loader: () => notFound() });
  return children;
}

/**
 * What shows while the first route's loader and screen chunk load: a busy, empty #root under the
 * server's themed shell (server/web/boot-shell.ts), which AppShell removes once the route commits.
 */
function BootFallback() {
  return <div aria-busy="true" />;
}

export function makeRoutes(): RouteObject[] {
  return [
    {
      Component: AppShell,
      HydrateFallback: BootFallback,
      children: [
        {
          path: '/',
          errorElement: <RouteError />,
          children: [{ path: 'en', children: localeChildren('en') }, ...localeChildren('th')],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(makeRoutes());
}
