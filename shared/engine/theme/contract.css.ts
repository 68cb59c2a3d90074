/**
 * The global theme contract: stable `--wl-*` custom properties derived from the resolver's output.
 * The default partner's theme is applied to :root at build time; the server overrides it per partner
 * with an inlined :root rule, and ThemeScope overrides it on any element (nested scopes work).
 *
 * Spacing and corner radii are part of the contract too (`--wl-space-*`, `--wl-radius-*`), but set
 * once for every partner: the theme schema has no setting for them, so the server's rule and
 * ThemeScope never touch them (docs/decisions/075-spacing-and-radius-tokens.md).
 */
import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import defaultTheme from '../../../partners/default/theme.json';
import type { Theme } from '../../generated/types';
import { resolveThemeTokens, tokenVarName } from './resolve';

const defaultTokens = resolveThemeTokens(defaultTheme as Theme);

export const vars = createGlobalThemeContract(defaultTokens, (_value, path) => tokenVarName(path).slice(2));

// Zero specificity, so the server's inlined `:root{…}` rule for the requested partner wins wherever
// the bundler places this stylesheet in <head>.
createGlobalTheme(':where(:root)', vars, defaultTokens);

/** The spacing scale: padding, margin, gap and offsets. A 4 px step, with 2 px for hairline gaps. */
export const SPACE = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
  xxxl: '40px',
  xxxxl: '48px',
} as const;

/** The corner scale: small controls, fields and rows, cards and panels, pills and circles. */
export const RADIUS = {
  xs: '4px',
  sm: '6px',
  md: '10px',
  lg: '16px',
  full: '999px',
} as const;

const shape = { space: SPACE, radius: RADIUS };
const shapeVars = createGlobalThemeContract(shape, (_value, path) => tokenVarName(path).slice(2));
createGlobalTheme(':where(:root)', shapeVars, shape);

/** `space.md` is `var(--wl-space-md)`; `space.none` is `0`. */
export const space = shapeVars.space;
export const radius = shapeVars.radius;
