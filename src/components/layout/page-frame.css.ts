import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../ui/bars.css';
import { vars } from '../../engine/theme/contract.css';
import { focusOutline, ring } from '../../styles/focus.css';

export const main = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: '16px 16px 24px',
  display: 'flex',
  flexDirection: 'column',
  gap: 20,
});

export const skipLink = style({
  position: 'absolute',
  left: 8,
  top: -60,
  zIndex: 100,
  padding: '8px 12px',
  borderRadius: 8,
  backgroundColor: vars.color.panelBg,
  color: vars.color.main1,
  fontWeight: 600,
  // It appears over the top bar: the ring is drawn inside, on the link's own panel colour.
  selectors: { '&:focus': { top: 8, ...focusOutline(vars.focus.panel, -3) } },
});

export const panel = style({
  backgroundColor: vars.color.panelBg,
  borderRadius: 16,
  padding: 16,
  boxShadow: '0 1px 3px rgb(15 23 42 / 0.06)',
  vars: { [ring]: vars.focus.panel },
});

/** The page title kept for screen readers when the top bar is hidden. */
export const hiddenTitle = visuallyHidden;
