import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { panel as surface, visuallyHiddenRule } from '../ui/surfaces.css';

export const main = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: `${space.lg} ${space.lg} ${space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
});

/**
 * The skip link: wholly out of view (clipped to nothing, no sliver at any zoom or text size) until
 * it has focus, then a whole panel-coloured box over the top bar.
 */
export const skipLink = style({
  ...visuallyHiddenRule,
  zIndex: 100,
  backgroundColor: vars.color.panelBg,
  color: vars.color.main1,
  fontWeight: 600,
  // It appears over the top bar: the ring is drawn inside, on the link's own panel colour.
  selectors: {
    '&:focus': {
      top: space.sm,
      left: space.sm,
      width: 'auto',
      height: 'auto',
      maxWidth: `calc(100% - 2 * ${space.sm})`,
      margin: 0,
      padding: `${space.sm} ${space.md}`,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
      borderRadius: radius.sm,
      ...focusOutline(vars.focus.panel, -3),
    },
  },
});

export const panel = surface;
