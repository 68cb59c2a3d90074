/**
 * The theme resolver: the spec's snake_case partner theme in, a complete token set out.
 * Pure (no DOM, no React), shared by the browser, the server (HTML inlining) and the previewer.
 * Components never read raw theme colours: they read the `--wl-*` variables these tokens become.
 */
import type { ButtonStyle, Theme } from '../../generated/types';
import { focusRings } from './focus';

/** A nested record of CSS values; leaves become `--wl-<path>` variables. */
export type TokenTree = { [key: string]: string | TokenTree };

export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'outline',
  'text',
  'danger',
  'success',
  'light',
  'link',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

function hexToRgb(hex: string): [number, number, number, number] {
  let h = hex.slice(1);
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
  return [n(0), n(2), n(4), h.length === 8 ? n(6) / 255 : 1];
}

/** A colour with an extra opacity applied, as a CSS colour (validated hex in, so nothing to escape). */
export function withOpacity(hex: string, opacity: number): string {
  const [r, g, b, a] = hexToRgb(hex);
  const alpha = Math.round(a * opacity * 1000) / 1000;
  return alpha >= 1 ? `rgb(${r} ${g} ${b})` : `rgb(${r} ${g} ${b} / ${alpha})`;
}

/** An image reference as a CSS url(); the schema forbids quotes, brackets and spaces in it. */
export function cssUrl(ref: string): string {
  if (/["'()\\\s<>]/.test(ref)) throw new Error(`Unsafe image reference refused: ${ref}`);
  return `url("${ref}")`;
}

function resolveButton(b: ButtonStyle) {
  return {
    bg: b.normal_background_color,
    border: b.normal_border_color,
    text: b.normal_text_color,
    disabledBg: b.disable_background_color,
    disabledBorder: b.disable_border_color,
    disabledText: b.disable_text_color,
  };
}

export function resolveThemeTokens(theme: Theme) {
  const buttons = Object.fromEntries(
    BUTTON_VARIANTS.map((variant, i) => {
      const style = theme.buttons[i];
      if (!style) throw new Error(`Theme ${theme.ins_code} has no button ${i + 1} (${variant}).`);
      return [variant, resolveButton(style)];
    }),
  ) as Record<ButtonVariant, ReturnType<typeof resolveButton>>;
  return {
    color: {
      main1: theme.main_color_1,
      main2: theme.main_color_2,
      heading1: theme.header_title_1,
      heading2: theme.header_title_2,
      heading3: theme.header_title_3,
      text1: theme.content_1,
      text2: theme.content_2,
      text3: theme.content_3,
      warning: theme.label_warning,
      alert: theme.label_alert,
      disabled: theme.label_disable,
      label: theme.text_label,
      titleBg1: theme.background_title_1,
      titleBg2: theme.background_title_2,
      icon1: theme.icon_1,
      icon2: theme.icon_2,
      icon3: theme.icon_3,
      icon4: theme.icon_4,
      pageBg: withOpacity(theme.background_color_1, theme.background_opacity_1),
      panelBg: withOpacity(theme.background_color_2, theme.background_opacity_2),
      cardBg: theme.card_background_color,
    },
    form: {
      text: theme.form_text_color,
      border: theme.form_border_color,
      bg: theme.form_background_color,
    },
    topBar: {
      bg: theme.top_bar_background_color,
      text: theme.top_bar_text_color,
      icon: theme.top_bar_icon_color,
    },
    bottomBar: {
      bg: theme.bottom_bar_background_color,
      normal: theme.bottom_bar_normal_color,
      active: theme.bottom_bar_active_color,
    },
    tile: {
      text: theme.menu_icon_text_color,
      border: theme.menu_icon_border_color,
      bg: theme.menu_icon_background_color,
    },
    button: buttons,
    /** Focus-ring colours with ≥ 3:1 on the surface each is drawn on (focus.ts). */
    focus: focusRings(theme),
    image: {
      loginBg: cssUrl(theme.login_background_image),
      ssoLoginBg: cssUrl(theme.sso_login_background_image),
    },
    /** The chip behind the logo (issue 26, shared/engine/theme/logo-check.ts): the login plate, and the top bar's with logo_chip_status 1. */
    logo: {
      chipBg: theme.logo_chip_color ?? '#FFFFFF',
    },
  };
}

export type ThemeTokens = ReturnType<typeof resolveThemeTokens>;

const kebab = (s: string) => s.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** The CSS custom property for a token path, e.g. ['color','main1'] → `--wl-color-main-1`. */
export function tokenVarName(path: readonly string[]): string {
  return `--wl-${path.map(kebab).join('-')}`;
}

/** Flattens tokens into `{ '--wl-…': value }`. */
export function flattenTokens(tree: TokenTree, path: string[] = [], out: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[tokenVarName([...path, key])] = value;
    else flattenTokens(value, [...path, key], out);
  }
  return out;
}

export function themeToCssVars(theme: Theme): Record<string, string> {
  return flattenTokens(resolveThemeTokens(theme) as unknown as TokenTree);
}

/** `--wl-a:#fff;--wl-b:…` declarations, for a `<style>` rule or a previewer scope. */
export function cssVarsToText(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
}
