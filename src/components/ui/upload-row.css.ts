/** Styles of the upload list and its rows. Colours come only from the theme contract (--wl-* variables). */
import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../shared/engine/theme/contract.css';
import { meter, mutedText, plainList, visuallyHidden } from './surfaces.css';

export const list = plainList.none;

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${space.xs} ${space.sm}`,
  padding: `${space.sm} ${space.none}`,
  borderTop: `1px solid ${vars.color.text2}`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const name = style({ color: vars.color.text1, overflowWrap: 'anywhere' });

export const muted = mutedText;

export const bar = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const progress = style([meter, { flex: 1, minWidth: 0, height: 8 }]);

export const percent = style({
  color: vars.color.text2,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  minWidth: '3ch',
  textAlign: 'end',
});

export const status = style({ margin: 0, color: vars.color.text2, fontSize: '0.875rem' });

export const statusError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xs,
  fontWeight: 600,
  color: vars.color.alert,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  alignItems: 'stretch',
});

export const srOnly = visuallyHidden;
