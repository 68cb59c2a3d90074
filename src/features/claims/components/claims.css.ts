/** Styles of the claims feature. Colours come only from the theme contract (--wl-* variables). */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../engine/theme/contract.css';
import { ring } from '../../../styles/focus.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const muted = style({ color: vars.color.text2, fontSize: '0.875rem' });
export const title = style({ fontSize: '1.125rem', fontWeight: 600, color: vars.color.heading2, margin: 0 });
export const panel = style({
  backgroundColor: vars.color.panelBg,
  borderRadius: 16,
  padding: 16,
  boxShadow: '0 1px 3px rgb(15 23 42 / 0.06)',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  vars: { [ring]: vars.focus.panel },
});
export const itemLink = style([panel, { color: 'inherit', textDecoration: 'none' }]);
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' });
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 40%) 1fr',
  gap: '6px 12px',
  margin: 0,
});
export const dt = style({ color: vars.color.text2, fontSize: '0.875rem' });
export const dd = style({ margin: 0, overflowWrap: 'anywhere' });
export const badge = style({
  display: 'inline-block',
  borderRadius: 999,
  padding: '2px 10px',
  fontSize: '0.8125rem',
  fontWeight: 600,
  border: `1px solid ${vars.color.text2}`,
  color: vars.color.text1,
});
export const filters = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 });
export const select = style({
  width: '100%',
  minHeight: 44,
  borderRadius: 10,
  padding: '8px 10px',
  fontSize: '1rem',
  border: `1px solid ${vars.color.text2}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
});
export const stepper = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: 4,
  counterReset: 'step',
});
const stepBase = style({ textAlign: 'center', fontSize: '0.8125rem', paddingTop: 6, borderTop: '4px solid' });
export const step = styleVariants({
  done: [stepBase, { borderColor: vars.color.main1, color: vars.color.text1 }],
  current: [stepBase, { borderColor: vars.color.main1, color: vars.color.text1, fontWeight: 700 }],
  todo: [stepBase, { borderColor: vars.color.text2, color: vars.color.text2 }],
});
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 });
export const timelineItem = style({
  position: 'relative',
  paddingLeft: 28,
  paddingBottom: 14,
  borderLeft: `2px solid ${vars.color.text2}`,
  marginLeft: 8,
  selectors: { '&:last-child': { borderLeftColor: 'transparent' } },
});
export const dot = style({
  position: 'absolute',
  left: -9,
  top: 2,
  width: 16,
  height: 16,
  borderRadius: '50%',
  backgroundColor: vars.color.main1,
});
export const pickers = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });
export const fileInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
export const radios = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  border: 0,
  padding: 0,
  margin: 0,
});
export const notice = style([panel, { borderLeft: `4px solid ${vars.color.main1}` }]);
