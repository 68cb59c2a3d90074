/**
 * The previewer's styles: a compact staff tool (English, light chrome, dense controls) around a grid
 * of phone frames. Colours are fixed here: the previewer is not themed by any partner.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { ACCENT, INK, LINE, MUTED, PAGE, SURFACE } from './colors';

globalStyle('body', {
  margin: 0,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  fontSize: 14,
  background: PAGE,
  color: INK,
});
globalStyle(
  'button:focus-visible, select:focus-visible, input:focus-visible, a:focus-visible, [tabindex]:focus-visible',
  {
    outline: `3px solid ${ACCENT}`,
    outlineOffset: 2,
  },
);
globalStyle('code', { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.92em' });

// --- Signed-out page (sign-in.tsx) ---
export const layout = style({ display: 'grid', gap: 16, padding: 24, justifyItems: 'center' });
export const header = style({ textAlign: 'center' });
export const title = style({ margin: 0, fontSize: 18, fontWeight: 700 });
export const subtitle = style({ margin: '4px 0 0', color: MUTED });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' });
export const control = style({ display: 'grid', gap: 4, fontWeight: 600, fontSize: 14 });
globalStyle(`${control} select, ${control} input`, { minHeight: 40, minWidth: 180, fontSize: 15 });
export const signIn = style({
  display: 'grid',
  gap: 12,
  width: 'min(360px, 100%)',
  padding: 24,
  borderRadius: 12,
  background: SURFACE,
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
  background: ACCENT,
  color: '#FFFFFF',
  fontSize: 16,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.7, cursor: 'progress' } },
});
export const linkButton = style({
  minHeight: 32,
  border: 0,
  background: 'none',
  color: ACCENT,
  textDecoration: 'underline',
  fontSize: 'inherit',
  cursor: 'pointer',
});
export const open = style({ minHeight: 40, display: 'inline-flex', alignItems: 'center', color: ACCENT });
export const device = style({ padding: 12, borderRadius: 36, background: '#111827' });

// --- Signed-in tool ---
export const app = style({ display: 'grid', gridTemplateRows: 'auto auto 1fr', minHeight: '100vh' });
export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: '8px 16px',
  background: '#102A43',
  color: '#F0F4F8',
});
globalStyle(`${topBar} h1`, { margin: 0, fontSize: 16, fontWeight: 700, marginRight: 'auto' });
export const signedIn = style({ margin: 0, color: 'inherit', fontSize: 13 });
export const role = style({
  marginLeft: 6,
  padding: '1px 8px',
  borderRadius: 999,
  background: '#334E68',
  fontSize: 12,
  textTransform: 'uppercase',
  letterSpacing: 0.4,
});
export const topButton = style({
  minHeight: 32,
  padding: '0 12px',
  border: '1px solid #829AB1',
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

export const controlBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '8px 20px',
  padding: '8px 16px',
  background: SURFACE,
  borderBottom: `1px solid ${LINE}`,
});
export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2px 10px',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({
  float: 'left',
  marginRight: 4,
  fontSize: 11,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: 0.5,
  color: MUTED,
});
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 28,
  cursor: 'pointer',
});
export const search = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });
globalStyle(`${search} input`, {
  minHeight: 28,
  width: 220,
  padding: '0 8px',
  border: `1px solid ${LINE}`,
  borderRadius: 6,
  font: 'inherit',
});
export const help = style({ color: MUTED, fontSize: 12 });
export const muted = style({ color: MUTED, fontWeight: 400 });
export const barEnd = style({ display: 'flex', alignItems: 'center', gap: 10, marginLeft: 'auto' });
export const secondaryButton = style({
  minHeight: 30,
  padding: '0 12px',
  border: `1px solid ${ACCENT}`,
  borderRadius: 6,
  background: SURFACE,
  color: ACCENT,
  fontWeight: 600,
  cursor: 'pointer',
});

export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(320px, 380px) minmax(0, 1fr)' },
  },
});
export const sidePanel = style({
  padding: 12,
  background: SURFACE,
  borderRight: `1px solid ${LINE}`,
  selectors: { '&:empty': { display: 'none' } },
  '@media': {
    'screen and (min-width: 1100px)': {
      position: 'sticky',
      top: 56,
      maxHeight: 'calc(100vh - 56px)',
      overflowY: 'auto',
    },
  },
});
export const main = style({ minWidth: 0, padding: '12px 16px 48px', display: 'grid', gap: 16 });
/** With no editor panel, the grid takes the whole width. */
globalStyle(`${sidePanel}:empty + ${main}`, { gridColumn: '1 / -1' });

export const panel = style({
  padding: 12,
  background: SURFACE,
  border: `1px solid ${LINE}`,
  borderRadius: 8,
});
export const panelHeading = style({ margin: '0 0 8px', fontSize: 15 });
export const tableScroll = style({ maxHeight: 320, overflow: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 });
globalStyle(`${table} th, ${table} td`, {
  padding: '4px 8px',
  borderBottom: `1px solid ${LINE}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});
globalStyle(`${table} thead th`, { position: 'sticky', top: 0, background: SURFACE });
export const valueCell = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });
export const swatch = style({
  display: 'inline-block',
  width: 18,
  height: 18,
  borderRadius: 4,
  border: '1px solid rgb(0 0 0 / 0.2)',
});
export const thumb = style({
  width: 40,
  height: 24,
  objectFit: 'contain',
  background: '#E4E7EB',
  borderRadius: 3,
});
export const wrap = style({ overflowWrap: 'anywhere' });

export const grid = style({ display: 'grid', gap: 24 });
export const group = style({ display: 'grid', gap: 12 });
export const groupHeading = style({
  margin: 0,
  padding: '6px 0',
  fontSize: 16,
  borderBottom: `2px solid ${LINE}`,
});
export const groupCount = style({ marginLeft: 6, color: MUTED, fontSize: 12, fontWeight: 400 });
/** Routes flow side by side and wrap; a route's own frames (sources, languages, widths) stay together. */
export const routes = style({ display: 'flex', flexWrap: 'wrap', gap: 28, alignItems: 'flex-start' });
export const routeRow = style({ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' });
export const comparePair = style({
  display: 'flex',
  gap: 8,
  padding: 6,
  border: `1px dashed ${LINE}`,
  borderRadius: 10,
});
export const empty = style({ padding: 24, color: MUTED, textAlign: 'center' });

export const frameCard = style({ margin: 0, display: 'grid', gap: 4, justifyItems: 'start' });
export const frameCaption = style({ display: 'grid', gap: 1, maxWidth: 310, fontSize: 12, lineHeight: 1.35 });
export const frameTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const frameMeta = style({ color: MUTED });
export const diffCount = style({ color: '#9B1C1C', fontWeight: 600 });
export const phone = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 14,
  border: '6px solid #1F2933',
  background: '#E4E7EB',
  boxSizing: 'content-box',
  display: 'grid',
  placeItems: 'center',
});
export const frame = style({
  position: 'absolute',
  top: 0,
  left: 0,
  border: 0,
  background: '#FFFFFF',
  transformOrigin: '0 0',
});
export const frameWaiting = style({ color: MUTED, fontSize: 12 });
