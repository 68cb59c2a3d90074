import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { ring } from '../../styles/focus.css';
import { TOP_BAR_HEIGHT } from './bars.css';

/** Under the top bar, over the content, never pushing it: the member's saved data stays in place. */
export const region = style({
  position: 'fixed',
  top: `calc(${TOP_BAR_HEIGHT}px + ${space.xs} + env(safe-area-inset-top))`,
  insetInline: space.md,
  zIndex: 45,
  maxWidth: 560,
  margin: '0 auto',
  pointerEvents: 'none',
});

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  // The panel colour on the heading colour: the pair the toasts use (≥ 4.5:1 in every theme).
  backgroundColor: vars.color.heading1,
  color: vars.color.panelBg,
  boxShadow: '0 4px 14px rgb(0 0 0 / 0.18)',
  overflowWrap: 'break-word',
  pointerEvents: 'auto',
  // The panel colour (the text's) has ≥ 3:1 on the heading colour: the focus ring of the close button.
  vars: { [ring]: vars.color.panelBg },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const text = style({ flex: 1, minWidth: 0, margin: 0 });

export const close = style({
  flexShrink: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  padding: space.xxs,
  minWidth: 32,
  minHeight: 32,
  marginBlock: `calc(${space.xxs} * -1)`,
});
