/** The error summary: an alert-coloured panel; its links underlined, with the page's focus ring. */
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { focusOutline, ring } from '../../styles/focus.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  border: `2px solid ${vars.color.alert}`,
  backgroundColor: vars.color.panelBg,
  selectors: { '&:focus-visible, &:focus': focusOutline(ring, 2) },
});

export const heading = style({
  display: 'flex',
  gap: space.sm,
  alignItems: 'flex-start',
  margin: 0,
  fontSize: '1rem',
  fontWeight: 700,
  color: vars.color.alert,
});

export const list = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });

export const link = style({
  color: vars.color.alert,
  fontWeight: 600,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
