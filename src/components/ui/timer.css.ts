import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { stack, visuallyHidden } from './surfaces.css';

export const countdown = style([
  stack.xs,
  { alignItems: 'center', padding: space.lg, borderRadius: radius.lg, backgroundColor: vars.color.titleBg1 },
]);
export const countdownLabel = style({ color: vars.color.heading2, fontWeight: 600, margin: 0 });
export const countdownValue = style({
  fontSize: '3.5rem',
  fontWeight: 600,
  lineHeight: 1.1,
  margin: 0,
  color: vars.color.heading1,
  fontVariantNumeric: 'tabular-nums',
});
export const srOnly = visuallyHidden;
export const qr = style({
  width: 'min(70vw, 240px)',
  aspectRatio: '1',
  margin: '0 auto',
  padding: space.sm,
  borderRadius: radius.md,
  // The QR needs dark modules on a light ground whatever the partner's colours: the scanner decides.
  backgroundColor: vars.form.bg,
  color: vars.form.text,
});
globalStyle(`${qr} svg`, { width: '100%', height: '100%', display: 'block' });
