import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import defaultTheme from '../../../partners/default/theme.json';
import siamLifeTheme from '../../../partners/siam-life/theme.json';
import type { Theme } from '../../generated/types';
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
});
