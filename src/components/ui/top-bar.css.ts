/**
 * The top bar's title (bars.css.ts holds the bar itself). Its own file so the bar's layout and the
 * title's type can change apart.
 */
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';

export const topBarTitle = style({
  fontSize: '1.125rem',
  fontWeight: 600,
  lineHeight: 1.35,
  // Wraps (never cut off) when the screen is narrow or the text large.
  minWidth: 0,
});

/**
 * The logo on a chip of the theme's logo_chip_color (logo_chip_status 1), so it shows whatever the
 * bar's colour (issue 26; shared/engine/theme/logo-check.ts measures it).
 */
export const logoChip = style({
  background: vars.logo.chipBg,
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.sm,
  boxSizing: 'content-box',
});
