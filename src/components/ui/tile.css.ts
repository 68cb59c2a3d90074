import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { visuallyHidden } from './surfaces.css';
import { focusOutline } from '../../styles/focus.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.md,
  listStyle: 'none',
  // Two columns when the screen is narrow in text terms (200 % zoom, a large text setting).
  '@media': { '(max-width: 18em)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: space.sm,
  height: '100%',
  minHeight: 112,
  padding: `${space.md} ${space.xs}`,
  borderRadius: radius.lg,
  border: `1.5px solid ${vars.tile.border}`,
  backgroundColor: vars.tile.bg,
  color: vars.tile.text,
  textAlign: 'center',
  textDecoration: 'none',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.35,
  boxShadow: '0 1px 3px rgb(15 23 42 / 0.06)',
  transition: 'transform 80ms ease, box-shadow 120ms ease',
  selectors: {
    '&:active': { transform: 'scale(0.97)' },
    '&:hover': { boxShadow: '0 3px 10px rgb(15 23 42 / 0.12)' },
    // Inside the tile, in the colour derived for the tile background.
    '&:focus-visible': focusOutline(vars.focus.tile, -6),
  },
});

export const icon = style({ width: 48, height: 48, objectFit: 'contain' });

export const srOnly = visuallyHidden;
