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

/** Applies a theme to the whole document at run time (static hosting: no server-inlined theme). */
// Writes the `--wl-*` names straight from the token paths (no contract object), so the start-up
// bundle does not carry the contract's list of variable names.
export function applyThemeToDocument(theme: Theme, root: HTMLElement = document.documentElement) {
  const style = flattenTokens(resolveThemeTokens(theme) as unknown as TokenTree);
  for (const [name, value] of Object.entries(style)) root.style.setProperty(name, value);
}
