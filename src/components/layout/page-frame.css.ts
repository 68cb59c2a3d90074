import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { panel as surface, visuallyHidden } from '../ui/surfaces.css';

export const main = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: `${space.lg} ${space.lg} ${space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
});

export const skipLink = style({
  position: 'absolute',
  left: space.sm,
  // Above the screen until focused.
  top: '-100vh',
  zIndex: 100,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  backgroundColor: vars.color.panelBg,
  color: vars.color.main1,
  fontWeight: 600,
  // It appears over the top bar: the ring is drawn inside, on the link's own panel colour.
  selectors: { '&:focus': { top: space.sm, ...focusOutline(vars.focus.panel, -3) } },
});

export const panel = surface;

/** The page title kept for screen readers when the top bar is hidden. */
export const hiddenTitle = visuallyHidden;
