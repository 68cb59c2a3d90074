import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/theme/contract.css';

export const countdown = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  padding: 16,
  borderRadius: 16,
  backgroundColor: vars.color.titleBg1,
});
export const countdownLabel = style({ color: vars.color.heading2, fontWeight: 600, margin: 0 });
export const countdownValue = style({
  fontSize: '3.5rem',
  fontWeight: 600,
  lineHeight: 1.1,
  margin: 0,
  color: vars.color.heading1,
  fontVariantNumeric: 'tabular-nums',
});
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const qr = style({
  width: 'min(70vw, 240px)',
  aspectRatio: '1',
  margin: '0 auto',
  padding: 8,
  borderRadius: 12,
  // The QR needs dark modules on a light ground whatever the partner's colours: the scanner decides.
  backgroundColor: vars.form.bg,
  color: vars.form.text,
});
globalStyle(`${qr} svg`, { width: '100%', height: '100%', display: 'block' });
