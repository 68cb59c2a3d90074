import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import defaultTheme from '../../../partners/default/theme.json';
import siamLifeTheme from '../../../partners/siam-life/theme.json';
import type { Theme } from '../../generated/types';
import { darkTheme } from './dark';
import { applyThemeToDocument, ThemeScope } from './theme-scope';

const a = defaultTheme as Theme;
const b = siamLifeTheme as Theme;

describe('ThemeScope', () => {
  it('themes its subtree, and an inner scope overrides the outer one (the previewer nests them)', () => {
    render(
      <ThemeScope theme={a}>
        <span data-testid="outer">outer</span>
        <ThemeScope theme={b}>
          <span data-testid="inner">inner</span>
        </ThemeScope>
      </ThemeScope>,
    );
    const outerScope = screen.getByTestId('outer').parentElement!;
    const innerScope = screen.getByTestId('inner').parentElement!;
    expect(outerScope.style.getPropertyValue('--wl-top-bar-bg')).toBe(a.top_bar_background_color);
    expect(innerScope.style.getPropertyValue('--wl-top-bar-bg')).toBe(b.top_bar_background_color);
    expect(innerScope.dataset.insCode).toBe('SLI');
    expect(outerScope.contains(innerScope)).toBe(true);
  });

  it('applies a theme to the whole document at run time (static hosting)', () => {
    applyThemeToDocument(b);
    expect(document.documentElement.style.getPropertyValue('--wl-button-primary-bg')).toBe(
      b.buttons[0]!.normal_background_color,
    );
  });

  describe('the dark scheme', () => {
    afterEach(async () => {
      vi.unstubAllGlobals();
      await applyThemeToDocument(a, document.documentElement, 'auto');
    });

    it('draws the dark variant when forced, and the light one when forced back', async () => {
      await applyThemeToDocument(a, document.documentElement, 'dark');
      const root = document.documentElement.style;
      expect(root.getPropertyValue('--wl-color-page-bg')).toBe(
        `rgb(${hexRgb(darkTheme(a)!.background_color_1)})`,
      );
      expect(root.getPropertyValue('color-scheme')).toBe('dark');
      // A new configuration (a preview config message) keeps the forced scheme, painted at once now
      // that dark.ts is loaded (highlightDifferences reads the computed styles right after).
      void applyThemeToDocument(b);
      expect(root.getPropertyValue('--wl-top-bar-bg')).toBe(darkTheme(b)!.top_bar_background_color);
      void applyThemeToDocument(b, document.documentElement, 'light');
      expect(root.getPropertyValue('--wl-top-bar-bg')).toBe(b.top_bar_background_color);
      expect(root.getPropertyValue('color-scheme')).toBe('light');
    });

    it('follows the device when auto, and its changes', async () => {
      const heard: { listener?: () => void } = {};
      const query = {
        matches: true,
        addEventListener: (_: string, fn: () => void) => {
          heard.listener = fn;
        },
      };
      vi.stubGlobal('matchMedia', () => query);
      // A fresh module state is not needed: the listener is added on the first call that sees matchMedia.
      await applyThemeToDocument(a, document.documentElement, 'auto');
      const root = document.documentElement.style;
      expect(root.getPropertyValue('--wl-top-bar-bg')).toBe(darkTheme(a)!.top_bar_background_color);
      query.matches = false;
      heard.listener?.();
      expect(root.getPropertyValue('--wl-top-bar-bg')).toBe(a.top_bar_background_color);
    });

    it('stays light for a partner with dark_scheme off', async () => {
      await applyThemeToDocument({ ...a, dark_scheme: 'off' }, document.documentElement, 'dark');
      expect(document.documentElement.style.getPropertyValue('--wl-top-bar-bg')).toBe(
        a.top_bar_background_color,
      );
    });
  });
});

function hexRgb(hex: string) {
  const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `${n(1)} ${n(3)} ${n(5)}`;
}
