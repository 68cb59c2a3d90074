import { describe, expect, it } from 'vitest';
import defaultTheme from '../../partners/default/theme.json';
import { BOOT_MARKER } from '../../shared/engine/partner/boot';
import { darkCssText, darkCssVars } from '../../shared/engine/theme/dark';
import type { Theme } from '../../shared/generated/types';
import { injectBoot } from './inject-boot';

const page = `<!doctype html><html lang="th"><head>${BOOT_MARKER}</head><body><div id="root"></div></body></html>`;
const theme = defaultTheme as Theme;

describe('injectBoot with a dark variant', () => {
  it('adds the dark variables in a prefers-color-scheme: dark block after the light :root rule', () => {
    const html = injectBoot(page, {
      lang: 'th',
      nonce: 'n0nce',
      themeCss: '--wl-a:1',
      themeDarkCss: darkCssText(theme),
      bootJson: '{}',
    });
    const style = /<style id="wl-theme" nonce="n0nce">([^<]*)<\/style>/.exec(html)![1]!;
    expect(style.startsWith(':root{--wl-a:1}@media (prefers-color-scheme: dark){:root{')).toBe(true);
    expect(style).toContain(`--wl-color-page-bg:${darkCssVars(theme)!['--wl-color-page-bg']}`);
    expect(style).toContain('color-scheme:dark}}');
  });

  it('has no media block for a partner without a dark variant', () => {
    const off: Theme = { ...theme, dark_scheme: 'off' };
    expect(darkCssText(off)).toBe('');
    const html = injectBoot(page, {
      lang: 'th',
      nonce: 'n',
      themeCss: '--wl-a:1',
      themeDarkCss: darkCssText(off),
      bootJson: '{}',
    });
    expect(html).toContain('<style id="wl-theme" nonce="n">:root{--wl-a:1}</style>');
  });

  it('escapes `<` in the dark declarations too', () => {
    const html = injectBoot(page, {
      lang: 'th',
      nonce: 'n',
      themeCss: '',
      themeDarkCss: '--x:</style>',
      bootJson: '{}',
    });
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
