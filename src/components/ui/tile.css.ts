import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { visuallyHidden } from './surfaces.css';
import { focusOutline } from '../../styles/focus.css';

/**
 * The least width of a tile, in the text's own size: room for a tile's longest word ("Coverage",
 * "โรงพยาบาล") so a label wraps between words, never inside one ("My Covera|ge").
 */
const TILE_MIN = '5rem';
export const grid = style({
  display: 'grid',
  // Three columns on a phone; two, then one, when the screen is narrow in text terms (200 % zoom, a
  // 200 % root font or browser text size): as many of at least TILE_MIN as fit, never more than 3.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(${TILE_MIN}, (100% - 2 * ${space.md}) / 3)), 1fr))`,
  gap: space.md,
  listStyle: 'none',
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
  // A word longer than the whole tile is hyphenated where the language allows, not cut anywhere.
  hyphens: 'auto',
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
