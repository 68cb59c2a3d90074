import { describe, expect, it } from 'vitest';
import defaultTheme from '../../../partners/default/theme.json';
import type { Theme } from '../../generated/types';
import { vars } from './contract.css';
import { cssUrl, resolveThemeTokens, themeToCssVars, tokenVarName, withOpacity } from './resolve';
import { themeStyle } from './theme-scope';

const theme = defaultTheme as Theme;

function contractNames(tree: unknown, out: string[] = []): string[] {
  for (const v of Object.values(tree as Record<string, unknown>)) {
    if (typeof v === 'string') out.push(/^var\((--[^)]+)\)$/.exec(v)![1]!);
    else contractNames(v, out);
  }
  return out;
}

describe('theme resolver', () => {
  it('maps spec fields to tokens', () => {
    const t = resolveThemeTokens(theme);
    expect(t.topBar.bg).toBe(theme.top_bar_background_color);
    expect(t.color.main1).toBe(theme.main_color_1);
    expect(t.button.primary.bg).toBe(theme.buttons[0]!.normal_background_color);
    expect(t.button.link.disabledText).toBe(theme.buttons[7]!.disable_text_color);
    expect(t.image.loginBg).toBe(`url("${theme.login_background_image}")`);
  });

  it('gives stable --wl-* names', () => {
    expect(tokenVarName(['color', 'main1'])).toBe('--wl-color-main-1');
    expect(tokenVarName(['button', 'primary', 'disabledBg'])).toBe('--wl-button-primary-disabled-bg');
    const cssVars = themeToCssVars(theme);
    expect(cssVars['--wl-top-bar-bg']).toBe(theme.top_bar_background_color);
    expect(Object.keys(cssVars).every((k) => k.startsWith('--wl-'))).toBe(true);
  });

  it('produces exactly the variables of the vanilla-extract contract', () => {
    expect(Object.keys(themeToCssVars(theme)).sort()).toEqual(contractNames(vars).sort());
    expect(Object.keys(themeStyle(theme)).sort()).toEqual(contractNames(vars).sort());
  });

  it('applies background opacity', () => {
    expect(withOpacity('#FFFFFF', 1)).toBe('rgb(255 255 255)');
    expect(withOpacity('#000000', 0.5)).toBe('rgb(0 0 0 / 0.5)');
    expect(withOpacity('#00000080', 0.5)).toBe('rgb(0 0 0 / 0.251)');
    expect(withOpacity('#abc', 1)).toBe('rgb(170 187 204)');
  });

  it('refuses image references that could break out of url()', () => {
    expect(() => cssUrl('/a.svg") ; background:red')).toThrow();
    expect(() => cssUrl("/a'b.svg")).toThrow();
    expect(cssUrl('https://cdn.example.com/a.svg')).toBe('url("https://cdn.example.com/a.svg")');
  });

  it('fails with an actionable message when a button style is missing', () => {
    expect(() => resolveThemeTokens({ ...theme, buttons: theme.buttons.slice(0, 7) })).toThrow(
      /button 8 \(link\)/,
    );
  });
});
