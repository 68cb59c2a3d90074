import { style } from '@vanilla-extract/css';
import { vars } from '../../../engine/theme/contract.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: '18px 16px',
  borderRadius: 16,
  backgroundColor: vars.color.titleBg1,
});

export const heroTitle = style({
  fontSize: '1.375rem',
  fontWeight: 600,
  color: vars.color.heading1,
  lineHeight: 1.4,
});
export const heroText = style({ color: vars.color.text2 });
export const heroActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10, marginTop: 10 });

export const sectionTitle = style({
  fontSize: '1.125rem',
  fontWeight: 600,
  color: vars.color.heading2,
  marginBottom: 12,
});
