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
globalStyle(`${control} select, ${control} input`, { minHeight: 40, minWidth: 180, fontSize: 15 });
globalStyle('button:focus-visible, select:focus-visible, input:focus-visible, a:focus-visible', {
  outline: '3px solid #0B5FA5',
  outlineOffset: 2,
});
export const signIn = style({
  display: 'grid',
  gap: 12,
  width: 'min(360px, 100%)',
  padding: 24,
  borderRadius: 12,
  background: '#FFFFFF',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.08)',
});
export const signInTitle = style({ margin: 0, fontSize: 20 });
export const error = style({
  margin: 0,
  padding: 12,
  borderRadius: 8,
  background: '#FDECEC',
  color: '#9B1C1C',
});
export const button = style({
  minHeight: 44,
  border: 0,
  borderRadius: 8,
  background: '#0B5FA5',
  color: '#FFFFFF',
  fontSize: 16,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.7, cursor: 'progress' } },
});
export const signedIn = style({ margin: 0, color: '#374151' });
export const linkButton = style({
  minHeight: 32,
  border: 0,
  background: 'none',
  color: '#0B5FA5',
  textDecoration: 'underline',
  fontSize: 'inherit',
  cursor: 'pointer',
});
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
