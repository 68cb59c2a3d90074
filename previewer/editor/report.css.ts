/** The contrast report's and the palette's tables (contrast-report.tsx, palette.tsx). */
import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space } from '../../shared/engine/theme/contract.css';

const LINE = '#D9E2EC';
const SWATCH = '1em';

export const tableWrap = style({ overflowX: 'auto', maxHeight: '28rem', overflowY: 'auto' });
export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: 12,
});
globalStyle(`${table} th, ${table} td`, {
  borderBottom: `1px solid ${LINE}`,
  padding: space.xxs,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const caption = style({
  textAlign: 'left',
  captionSide: 'top',
  padding: `${space.xs} 0`,
  color: '#52606D',
});
export const rowHeader = style({ fontWeight: 400 });
export const pass = style({ color: '#1E6B3A', fontWeight: 600 });
export const fail = style({ color: '#9B1C1C', fontWeight: 700 });
export const swatch = style({
  display: 'inline-block',
  width: SWATCH,
  height: SWATCH,
  verticalAlign: 'middle',
  border: `1px solid #7B8794`,
  borderRadius: radius.xs,
});
