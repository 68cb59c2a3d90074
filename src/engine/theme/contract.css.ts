/**
 * The global theme contract: stable `--wl-*` custom properties derived from the resolver's output.
 * The default partner's theme is applied to :root at build time; the server overrides it per partner
 * with an inlined :root rule, and ThemeScope overrides it on any element (nested scopes work).
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
