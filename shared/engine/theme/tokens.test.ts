import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../generated/types';
import { darkTheme } from './dark';
import { themeToCss, themeToTokens, TOKENS_EXTENSION, tokensToTheme } from './tokens';

const PARTNERS = join(__dirname, '../../../partners');
const shipped = readdirSync(PARTNERS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({
    id: d.name,
    theme: JSON.parse(readFileSync(join(PARTNERS, d.name, 'theme.json'), 'utf8')) as Theme,
  }));
const byId = (id: string) => shipped.find((p) => p.id === id)!.theme;
const base = byId('default');
const other = byId('siam-life');

/** The value at a `/`-separated path of a tokens file (the extension's key holds dots). */
function at(file: unknown, path: string): unknown {
  return path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], file);
}
/** Sets the value at a `/`-separated path of a tokens file. */
function put(file: unknown, path: string, value: unknown) {
  const keys = path.split('/');
  const last = keys.pop()!;
  (at(file, keys.join('/')) as Record<string, unknown>)[last] = value;
}

/** The file as a tool would read it: written out as JSON text and parsed again. */
const asText = (theme: Theme) => JSON.stringify(themeToTokens(theme), null, 2);

function ok(result: ReturnType<typeof tokensToTheme>) {
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result;
}
function refused(result: ReturnType<typeof tokensToTheme>) {
  if (result.ok) throw new Error('expected the import to be refused');
  return result.errors;
}

describe('theme → tokens → theme', () => {
  it('gives every shipped theme back unchanged, whatever the draft it is imported into', () => {
    for (const { id, theme } of shipped) {
      const back = ok(tokensToTheme(asText(theme), id === 'siam-life' ? base : other));
      expect(back.theme, id).toEqual(theme);
      expect(back.notes, id).toEqual([]);
    }
  });

  it('keeps dark overrides and dark_scheme', () => {
    const withDark: Theme = { ...base, dark: { background_color_2: '#202020', content_1: '#F0F0F0' } };
    expect(ok(tokensToTheme(asText(withDark), other)).theme).toEqual(withDark);
    const off: Theme = { ...base, dark_scheme: 'off', dark: { content_1: '#F0F0F0' } };
    expect(ok(tokensToTheme(asText(off), base)).theme).toEqual(off);
  });
});

describe('the tokens file', () => {
  const file = themeToTokens(base);

  it('follows the format: typed groups, colour objects, aliases, descriptions, extensions', () => {
    expect(at(file, 'light/$type')).toBe('color');
    expect(at(file, 'light/content_1/$value')).toEqual({
      colorSpace: 'srgb',
      components: [0.1216, 0.1608, 0.2],
      hex: '#1F2933',
    });
    expect(at(file, 'light/content_1/$description')).toMatch(/Body text colour level 1/);
    // A field equal to a brand colour is an alias to it.
    expect(at(file, 'light/main_color_1/$value')).toBe('{brand.primary}');
    expect(at(file, 'light/top_bar_background_color/$value')).toBe('{brand.primary}');
    expect(at(file, 'brand/primary/$value/hex')).toBe('#0B5FA5');
    expect(at(file, 'light/buttons/1-primary/normal_text_color/$value/hex')).toBe('#FFFFFF');
    expect(at(file, 'opacity/$type')).toBe('number');
    expect(at(file, 'opacity/background_opacity_1/$value')).toBe(1);
    expect(at(file, `$extensions/${TOKENS_EXTENSION}/settings/logo`)).toBe(base.logo);
    // The dark group is what members see in dark.
    expect(at(file, 'dark/background_color_1/$value/hex')).toBe(darkTheme(base)!.background_color_1);
  });

  it('writes a translucent colour with alpha', () => {
    const t: Theme = { ...base, background_title_1: '#0B5FA580' };
    const value = at(themeToTokens(t), 'light/background_title_1/$value');
    expect(value).toEqual({
      colorSpace: 'srgb',
      components: [0.0431, 0.3725, 0.6471],
      alpha: 0.502,
      hex: '#0B5FA5',
    });
    expect(ok(tokensToTheme(JSON.stringify(themeToTokens(t)), base)).theme.background_title_1).toBe(
      '#0B5FA580',
    );
  });

  it('exports CSS variables, light and dark', () => {
    const css = themeToCss(base, { pretty: true });
    expect(css).toContain(`  --wl-top-bar-bg: ${base.top_bar_background_color};`);
    expect(css).toContain('@media (prefers-color-scheme: dark) {');
    expect(css).toContain(`    --wl-top-bar-bg: ${darkTheme(base)!.top_bar_background_color};`);
  });
});

describe('importing a file from elsewhere', () => {
  it('takes the colours it holds (hex strings of earlier drafts too) and keeps the rest of the draft', () => {
    const file = {
      light: {
        $type: 'color',
        main_color_1: { $value: { colorSpace: 'srgb', components: [0.1059, 0.302, 0.5373], hex: '#1b4d89' } },
        top_bar_background_color: { $value: '{light.main_color_1}' },
        content_1: { $value: '#222222' },
      },
    };
    const { theme, notes } = ok(tokensToTheme(file, base));
    expect(theme.main_color_1).toBe('#1b4d89');
    expect(theme.top_bar_background_color).toBe('#1b4d89');
    expect(theme.content_1).toBe('#222222');
    expect(theme.logo).toBe(base.logo);
    expect(theme.content_2).toBe(base.content_2);
    expect(notes).toEqual([]);
  });

  it('turns a dark colour that differs from the derived one into an override', () => {
    const file = themeToTokens(base);
    put(file, 'dark/content_1/$value', { colorSpace: 'srgb', components: [1, 1, 1], hex: '#FFFFFF' });
    expect(ok(tokensToTheme(file, base)).theme.dark).toEqual({ content_1: '#FFFFFF' });
  });

  it('uses the hex fallback of another colour space, and says so', () => {
    const file = {
      light: {
        content_1: {
          $type: 'color',
          $value: { colorSpace: 'oklch', components: [0.3, 0.02, 250], hex: '#1F2933' },
        },
      },
    };
    const result = ok(tokensToTheme(file, other));
    expect(result.theme.content_1).toBe('#1F2933');
    expect(result.notes).toEqual(['"light.content_1": oklch colour imported by its hex fallback #1F2933']);
  });
});

describe('importing refuses bad files with clear messages', () => {
  it.each([
    ['not JSON', '{"light": ', /^The file is not JSON: /],
    ['not an object', '[1, 2]', /top level must be an object/],
    [
      'no theme tokens',
      '{"spacing": {"$type": "dimension", "sm": {"$value": {"value": 8, "unit": "px"}}}}',
      /holds no theme tokens/,
    ],
  ])('%s', (_what, text, message) => {
    const errors = refused(tokensToTheme(text, base));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('names every bad token', () => {
    const errors = refused(
      tokensToTheme(
        {
          light: {
            $type: 'color',
            content_1: { $value: { colorSpace: 'srgb', components: [1.2, 0, 0] } },
            content_2: { $value: '{light.nowhere}' },
            content_3: { $value: '{light.header_title_1}' },
            header_title_1: { $value: '{light.content_3}' },
            label_alert: { $value: { colorSpace: 'display-p3', components: [1, 0, 0] } },
            favourite: { $value: '#FF0000' },
            text_label: { $type: 'dimension', $value: { value: 4, unit: 'px' } },
          },
          opacity: { background_opacity_1: { $value: 2 } },
        },
        base,
      ),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        '"light.content_1": srgb components must be three numbers from 0 to 1',
        '"light.content_2" refers to {light.nowhere}, which is not a token of this file',
        '"light.content_3" is an alias loop: {light.content_3} → {light.header_title_1} → {light.content_3}',
        '"light.label_alert": colour space "display-p3" has no hex fallback; give "hex" or use srgb',
        expect.stringMatching(/^"light.favourite" is not a theme colour; light holds the colour fields/),
        '"light.text_label" must be a colour ($type "color"), not "dimension"',
        '"opacity.background_opacity_1" must be a number from 0 to 1',
      ]),
    );
  });

  it('refuses a result that is not a valid theme', () => {
    const file = themeToTokens(base);
    put(file, `$extensions/${TOKENS_EXTENSION}/settings/top_bar_status`, 7);
    const errors = refused(tokensToTheme(file, base));
    expect(errors[0]).toMatch(/^The imported theme is not valid: theme\/top_bar_status: /);
  });
});
