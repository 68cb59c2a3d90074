import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', {
  margin: 0,
  fontFamily: 'system-ui, sans-serif',
  background: '#EEF2F6',
  color: '#1F2933',
});

export const layout = style({ display: 'grid', gap: 16, padding: 24, justifyItems: 'center' });
export const header = style({ textAlign: 'center' });
export const title = style({ margin: 0, fontSize: 24 });
export const subtitle = style({ margin: '4px 0 0', color: '#4B5563' });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' });
export const control = style({ display: 'grid', gap: 4, fontWeight: 600, fontSize: 14 });
globalStyle(`${control} select`, { minHeight: 40, minWidth: 180, fontSize: 15 });
export const open = style({ minHeight: 40, display: 'inline-flex', alignItems: 'center', color: '#0B5FA5' });
export const device = style({
  width: 390 + 24,
  height: 844 + 24,
  padding: 12,
  borderRadius: 36,
  background: '#111827',
  boxShadow: '0 20px 50px rgb(0 0 0 / 0.3)',
});
export const frame = style({ width: 390, height: 844, border: 0, borderRadius: 26, background: '#fff' });
