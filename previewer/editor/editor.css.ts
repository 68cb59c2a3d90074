/** The draft editor's styles (the previewer's side panel): dense, English, fixed colours. */
import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space } from '../../shared/engine/theme/contract.css';

const MUTED = '#52606D';
const LINE = '#D9E2EC';
const ACCENT = '#0B5FA5';
const ERROR = '#9B1C1C';

export const panel = style({ display: 'grid', gap: space.md, fontSize: 13, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: 15 });
export const subheading = style({ margin: 0, fontSize: 14 });
export const muted = style({ color: MUTED, margin: 0 });
export const note = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.sm,
  background: '#FFF8E1',
  color: '#5C4400',
});
export const error = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.sm,
  background: '#FDECEC',
  color: ERROR,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });
export const stack = style({ display: 'grid', gap: space.sm });
export const plain = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: space.sm });
export const button = style({
  minHeight: 32,
  padding: `0 ${space.sm}`,
  border: `1px solid ${ACCENT}`,
  borderRadius: radius.sm,
  background: '#FFFFFF',
  color: ACCENT,
  fontSize: 13,
  cursor: 'pointer',
  selectors: { '&:disabled': { borderColor: LINE, color: '#7B8794', cursor: 'not-allowed' } },
});
export const primary = style([
  button,
  {
    background: ACCENT,
    color: '#FFFFFF',
    selectors: { '&:disabled': { background: '#9FB3C8', color: '#FFFFFF' } },
  },
]);
export const card = style({
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
  padding: space.sm,
  display: 'grid',
  gap: space.sm,
});
globalStyle(`${card} > summary`, { cursor: 'pointer', fontWeight: 600 });
export const label = style({ display: 'grid', gap: space.xxs, fontWeight: 600 });
globalStyle(`${label} input:not([type=checkbox]):not([type=color]), ${label} select, ${label} textarea`, {
  minHeight: 30,
  fontSize: 13,
  width: '100%',
  boxSizing: 'border-box',
});
export const field = style({
  display: 'grid',
  gap: space.xs,
  paddingBottom: space.xs,
  borderBottom: `1px solid ${LINE}`,
});
export const fieldInvalid = style({ borderLeft: `3px solid ${ERROR}`, paddingLeft: space.xs });
export const fieldName = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontWeight: 600,
});
export const required = style({ color: ERROR, marginLeft: space.xxs });
export const description = style({ margin: 0, color: MUTED, fontWeight: 400 });
export const colorInputs = style({ display: 'flex', gap: space.xs, alignItems: 'center' });
globalStyle(`${colorInputs} input[type=color]`, {
  width: 40,
  height: 30,
  padding: 0,
  border: `1px solid ${LINE}`,
});
globalStyle(`${colorInputs} input[type=text]`, {
  flex: 1,
  minHeight: 30,
  fontFamily: 'ui-monospace, monospace',
});
export const problem = style({ margin: 0, color: ERROR, display: 'grid', gap: space.xs });
export const preview = style({
  width: 64,
  height: 40,
  objectFit: 'contain',
  background: 'repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 12px 12px',
  border: `1px solid ${LINE}`,
});
export const tileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const tile = style({
  display: 'grid',
  gap: space.xs,
  padding: space.xs,
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
});
export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const code = style({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });
export const dropZone = style({
  padding: space.md,
  border: `2px dashed ${LINE}`,
  borderRadius: radius.sm,
  textAlign: 'center',
  selectors: { '&[data-over=true]': { borderColor: ACCENT, background: '#EAF2FB' } },
});
export const status = style({ fontWeight: 600 });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
