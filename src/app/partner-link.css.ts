/** The partner-link notice (partner-link.tsx): its own few rules, so home does not load the form styles. */
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../shared/engine/theme/contract.css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
  lineHeight: 1.6,
});

export const title = style({ color: vars.color.heading1, fontSize: '1.0625rem', fontWeight: 700 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${space.sm} ${space.xl}` });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.main1,
  fontWeight: 600,
  textDecoration: 'underline',
});
