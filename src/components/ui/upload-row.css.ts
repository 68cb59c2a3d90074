/** Styles of the upload list and its rows. Colours come only from the theme contract (--wl-* variables). */
import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../shared/engine/theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
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

/**
 * "Take photo" / "Choose file": a button-styled label around a file input that is not drawn. The
 * input has the focus, so the label shows it: the outline button's ring (theme focus token, ≥ 3:1 on
 * the button, shared/engine/theme/focus.ts), drawn inside, for keyboard focus only where the browser
 * can tell (`:has(:focus-visible)`), else whenever the input is focused.
 */
export const picker = style({
  position: 'relative',
  selectors: { '&:has(:focus-visible)': focusOutline(vars.focus.button.outline, -5) },
  '@supports': {
    'not selector(:has(*))': {
      selectors: { '&:focus-within': focusOutline(vars.focus.button.outline, -5) },
    },
  },
});

/** The picker's file input: in the accessibility tree and focusable, not drawn. */
export const pickerInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
});
