import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties, ReactNode } from 'react';
import type { Theme } from '../../generated/types';
import { vars } from './contract.css';
import { flattenTokens, resolveThemeTokens, type TokenTree } from './resolve';

/** Inline style that themes an element and its subtree with `theme` (a missing token is a type error). */
export function themeStyle(theme: Theme): CSSProperties {
  return assignInlineVars(vars, resolveThemeTokens(theme)) as CSSProperties;
}

/** Themes its subtree; scopes nest (the previewer renders several partners side by side). */
export function ThemeScope({
  theme,
  children,
  className,
}: {
  theme: Theme;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className} style={themeStyle(theme)} data-ins-code={theme.ins_code}>
      {children}
    </div>
  );
}

/**
 * Which variant the document draws: 'auto' follows the device (prefers-color-scheme), 'light' and
 * 'dark' force one (a previewer frame, shared/engine/partner/preview.ts PREVIEW_SCHEME_PARAM).
 */
export type SchemeChoice = 'auto' | 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const applied: { theme: Theme | null; root: HTMLElement | null; scheme: SchemeChoice; watching: boolean } = {
  theme: null,
  root: null,
  scheme: 'auto',
  watching: false,
};

// dark.ts (and the contrast rules it fits colours with) loads only when a device or a frame asks for
// dark: it is not in the JavaScript every first screen waits for (scripts/check-budgets.ts).
let darkModule: typeof import('./dark') | null = null;
let darkLoading: Promise<unknown> | null = null;

function paint(): Promise<void> {
  const { theme, root, scheme } = applied;
  if (!theme || !root) return Promise.resolve();
  const wantsDark =
    scheme === 'dark' || (scheme === 'auto' && Boolean(globalThis.matchMedia?.(DARK_QUERY).matches));
  // Until dark.ts is here the page keeps what it draws (the server's dark block, or the last theme).
  if (wantsDark && !darkModule) {
    darkLoading ??= import('./dark').then((m) => {
      darkModule = m;
    });
    return darkLoading.then(paint);
  }
  const variant = wantsDark ? darkModule!.darkTheme(theme) : null;
  const style = flattenTokens(resolveThemeTokens(variant ?? theme) as unknown as TokenTree);
  for (const [name, value] of Object.entries(style)) root.style.setProperty(name, value);
  root.style.setProperty('color-scheme', variant ? 'dark' : 'light');
  return Promise.resolve();
}

/**
 * Applies a theme to the whole document at run time (static hosting, a published change, a preview
 * frame): its light variables, or its dark variant's (dark.ts) while the device asks for dark, as the
 * server's inlined `@media (prefers-color-scheme: dark)` block does; inline variables override that
 * block, so this follows the device's changes itself. `scheme` forces a variant from now on. Light is
 * painted before this returns, and dark too once dark.ts has loaded; the promise says when it is.
 */
// Writes the `--wl-*` names straight from the token paths (no contract object), so the start-up
// bundle does not carry the contract's list of variable names.
export function applyThemeToDocument(
  theme: Theme,
  root: HTMLElement = document.documentElement,
  scheme?: SchemeChoice,
): Promise<void> {
  applied.theme = theme;
  applied.root = root;
  if (scheme) applied.scheme = scheme;
  const painted = paint();
  const query = globalThis.matchMedia?.(DARK_QUERY);
  if (query && !applied.watching) {
    applied.watching = true;
    query.addEventListener('change', () => void paint());
  }
  return painted;
}
