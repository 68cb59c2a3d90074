/**
 * The top bar's title (bars.css.ts holds the bar itself). Its own file so the bar's layout and the
 * title's type can change apart.
 */
import { style } from '@vanilla-extract/css';

export const topBarTitle = style({
  fontSize: '1.125rem',
  fontWeight: 600,
  lineHeight: 1.35,
  // Wraps (never cut off) when the screen is narrow or the text large.
  minWidth: 0,
});
