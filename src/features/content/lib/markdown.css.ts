import { style } from '@vanilla-extract/css';
import { vars } from '../../../engine/theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: '0.75rem', lineHeight: 1.7 });
export const heading = style({
  fontSize: '1.0625rem',
  fontWeight: 600,
  color: vars.color.heading1,
  marginTop: '0.5rem',
});
export const paragraph = style({ overflowWrap: 'anywhere' });
export const list = style({
  paddingInlineStart: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});
export const quote = style({
  borderInlineStart: `4px solid ${vars.color.main1}`,
  paddingInlineStart: '0.75rem',
});
export const rule = style({ border: 0, borderTop: `1px solid ${vars.form.border}` });
export const link = style({ color: vars.color.main1, textDecoration: 'underline', fontWeight: 600 });
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 12,
});
