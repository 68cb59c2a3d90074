/**
 * Styles of the claims workspace (issue 27) beyond the admin view's (admin/admin.css.ts): the queue's
 * filters, the claim view's panels and the document viewer. Colours are the previewer's (colors.ts).
 */
import { style } from '@vanilla-extract/css';
import { radius, space } from '../../shared/engine/theme/contract.css';
import { LINE, MUTED, PAGE, SURFACE } from '../colors';

export const columns = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  alignItems: 'start',
});
export const panel = style({
  display: 'grid',
  gap: space.sm,
  minWidth: 0,
  padding: space.md,
  background: SURFACE,
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
});
export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space.xxs} ${space.md}`,
  margin: 0,
});
export const term = style({ color: MUTED, fontWeight: 600 });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export const list = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xs });
export const documents = style({ display: 'grid', gap: space.lg });
export const viewer = style({
  display: 'grid',
  gap: space.sm,
  padding: space.sm,
  background: PAGE,
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
  minWidth: 0,
});
export const page = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  background: SURFACE,
  boxShadow: `0 0 0 1px ${LINE}`,
});
export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const pairRow = style({ display: 'contents' });
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const plainList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.lg });
export const documentItem = style({ display: 'grid', gap: space.sm });
export const textarea = style({ minHeight: 72, font: 'inherit', resize: 'vertical' });
