/** Styles of the upload list and its rows. Colours come only from the theme contract (--wl-* variables). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '6px 8px',
  padding: '10px 0',
  borderTop: `1px solid ${vars.color.text2}`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });

export const name = style({ color: vars.color.text1, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.text2, fontSize: '0.875rem' });

export const bar = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const progress = style({
  flex: 1,
  minWidth: 0,
  height: 8,
  appearance: 'none',
  border: 0,
  borderRadius: 999,
  overflow: 'hidden',
  backgroundColor: vars.color.titleBg2,
  color: vars.color.main1,
  selectors: {
    '&::-webkit-progress-bar': { backgroundColor: vars.color.titleBg2, borderRadius: 999 },
    '&::-webkit-progress-value': { backgroundColor: vars.color.main1, borderRadius: 999 },
    '&::-moz-progress-bar': { backgroundColor: vars.color.main1, borderRadius: 999 },
  },
});

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
  gap: 6,
  fontWeight: 600,
  color: vars.color.alert,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: 6, alignItems: 'stretch' });

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
