/** The "Go live" section's own styles; tables, buttons and messages come from admin/admin.css.ts. */
import { style } from '@vanilla-extract/css';
import { radius, space } from '../../shared/engine/theme/contract.css';

export const dialog = style({
  maxWidth: 480,
  padding: space.lg,
  border: '1px solid #CBD2D9',
  borderRadius: radius.sm,
  selectors: { '&::backdrop': { background: 'rgba(31, 41, 51, 0.45)' } },
});
export const dialogBody = style({ display: 'grid', gap: space.md, margin: 0 });
export const reason = style({ color: '#52606D', fontSize: 12, maxWidth: '40ch' });
export const files = style({
  margin: 0,
  paddingLeft: space.lg,
  fontFamily: 'ui-monospace, monospace',
  fontSize: 12,
});
export const problems = style({ margin: 0, paddingLeft: space.lg });
