import { keyframes, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { TOP_BAR_HEIGHT } from './bars.css';
import { sectionTitle, stack } from './surfaces.css';
import { ring } from '../../styles/focus.css';

export const dialog = style({
  width: 'min(92vw, 420px)',
  padding: 0,
  border: 0,
  borderRadius: radius.lg,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
  boxShadow: '0 12px 40px rgb(0 0 0 / 0.25)',
  vars: { [ring]: vars.focus.panel },
  selectors: { '&::backdrop': { backgroundColor: 'rgb(15 23 42 / 0.55)' } },
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.xl,
});
export const dialogTitle = style({ fontSize: '1.125rem', fontWeight: 600, color: vars.color.heading1 });
export const dialogActions = style({
  display: 'flex',
  gap: space.md,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});

const slideIn = keyframes({
  from: { transform: 'translateY(-8px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const toastRegion = style({
  position: 'fixed',
  top: `calc(${TOP_BAR_HEIGHT}px + ${space.sm} + env(safe-area-inset-top))`,
  insetInline: space.md,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  pointerEvents: 'none',
  maxWidth: 560,
  margin: '0 auto',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  backgroundColor: vars.color.heading1,
  color: vars.color.panelBg,
  boxShadow: '0 6px 20px rgb(0 0 0 / 0.2)',
  pointerEvents: 'auto',
  // The toast's text colour (the panel colour) has ≥ 4.5:1 on its heading or alert background.
  vars: { [ring]: vars.color.panelBg },
  animation: `${slideIn} 160ms ease-out`,
});

export const toastError = style({ backgroundColor: vars.color.alert });
export const toastText = style({ flex: 1 });
export const toastClose = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  padding: space.xxs,
  minWidth: 32,
  minHeight: 32,
});

export const empty = style([
  stack.md,
  {
    alignItems: 'center',
    padding: `${space.xxxl} ${space.lg}`,
    textAlign: 'center',
    color: vars.color.text2,
  },
]);

export const emptyIcon = style({ color: vars.color.icon4 });
export const emptyTitle = sectionTitle;

const shimmer = keyframes({
  '0%': { backgroundPosition: '-200px 0' },
  '100%': { backgroundPosition: '200px 0' },
});

/**
 * A placeholder block: the title colour, with an outline in the focus-ring colour of the surface it
 * sits on (`ring`: the page's or a panel's, ≥ 3:1 against it, shared/engine/theme/focus.ts), so the
 * shape is visible (WCAG 1.4.11) on every partner's theme. The shimmer stops under reduced motion.
 */
export const skeleton = style({
  display: 'block',
  borderRadius: radius.sm,
  border: `2px solid ${ring}`,
  backgroundColor: vars.color.titleBg2,
  backgroundImage: `linear-gradient(90deg, transparent, rgb(255 255 255 / 0.6), transparent)`,
  backgroundSize: '200px 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.2s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const skeletonList = stack.md;
export const skeletonRows = stack.md;

export const progress = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 60,
  height: 3,
  backgroundColor: vars.color.main2,
  boxShadow: `0 0 6px ${vars.color.main2}`,
  transitionProperty: 'width, opacity',
  transitionTimingFunction: 'ease-out',
});
