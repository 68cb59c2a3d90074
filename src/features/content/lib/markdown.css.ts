import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../../shared/engine/theme/contract.css';
import * as ui from '../../../components/ui/surfaces.css';

export const root = style([ui.stack.md, { lineHeight: 1.7 }]);
export const heading = style({
  fontSize: '1.0625rem',
  fontWeight: 600,
  color: vars.color.heading1,
  marginTop: space.sm,
});
export const paragraph = style({ overflowWrap: 'anywhere' });
export const list = style([
  ui.stack.xs,
  // The bullets' room grows with the text (rem), unlike the spacing scale.
  { paddingInlineStart: '1.25rem' },
]);
export const quote = style({
  borderInlineStart: `4px solid ${vars.color.main1}`,
  paddingInlineStart: space.md,
});
export const rule = style({ border: 0, borderTop: `1px solid ${vars.form.border}` });
export const link = style({ color: vars.color.main1, textDecoration: 'underline', fontWeight: 600 });
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: radius.md,
});
