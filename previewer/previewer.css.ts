/**
 * The previewer's styles: a compact staff tool (English, light chrome, dense controls) around a grid
 * of phone frames. Colours are fixed here: the previewer is not themed by any partner.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space } from '../shared/engine/theme/contract.css';
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
export const layout = style({ display: 'grid', gap: space.lg, padding: space.xxl, justifyItems: 'center' });
export const header = style({ textAlign: 'center' });
export const title = style({ margin: 0, fontSize: 18, fontWeight: 700 });
export const subtitle = style({ margin: `${space.xs} 0 0`, color: MUTED });
export const control = style({ display: 'grid', gap: space.xs, fontWeight: 600, fontSize: 14 });
globalStyle(`${control} select, ${control} input`, { minHeight: 40, minWidth: 180, fontSize: 15 });
export const signIn = style({
  display: 'grid',
  gap: space.md,
  width: 'min(360px, 100%)',
  padding: space.xxl,
  borderRadius: radius.md,
  background: SURFACE,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.08)',
});
export const signInTitle = style({ margin: 0, fontSize: 20 });
export const error = style({
  margin: 0,
  padding: space.md,
  borderRadius: radius.sm,
  background: '#FDECEC',
  color: '#9B1C1C',
});
export const button = style({
  minHeight: 44,
  border: 0,
  borderRadius: radius.sm,
  background: ACCENT,
  color: '#FFFFFF',
  fontSize: 16,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.7, cursor: 'progress' } },
});

// --- Signed-in tool ---
export const app = style({ display: 'grid', gridTemplateRows: 'auto auto 1fr', minHeight: '100vh' });
export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.sm} ${space.lg}`,
  padding: `${space.sm} ${space.lg}`,
  background: '#102A43',
  color: '#F0F4F8',
});
globalStyle(`${topBar} h1`, { margin: 0, fontSize: 16, fontWeight: 700, marginRight: 'auto' });
export const signedIn = style({ margin: 0, color: 'inherit', fontSize: 13 });
export const topButton = style({
  minHeight: 32,
  padding: `0 ${space.md}`,
  border: '1px solid #829AB1',
  borderRadius: radius.sm,
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
  gap: `${space.sm} ${space.xl}`,
  padding: `${space.sm} ${space.lg}`,
  background: SURFACE,
  borderBottom: `1px solid ${LINE}`,
});
export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xxs} ${space.sm}`,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({
  float: 'left',
  marginRight: space.xs,
  fontSize: 11,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: 0.5,
  color: MUTED,
});
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 28,
  cursor: 'pointer',
});
export const search = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
globalStyle(`${search} input`, {
  minHeight: 28,
  width: 220,
  padding: `0 ${space.sm}`,
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
  font: 'inherit',
});
export const help = style({ color: MUTED, fontSize: 12 });
export const muted = style({ color: MUTED, fontWeight: 400 });
export const barEnd = style({ display: 'flex', alignItems: 'center', gap: space.sm, marginLeft: 'auto' });
export const secondaryButton = style({
  minHeight: 30,
  padding: `0 ${space.md}`,
  border: `1px solid ${ACCENT}`,
  borderRadius: radius.sm,
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
/** The control bar's height: the side panel sticks below it. */
const CONTROL_BAR_HEIGHT = 56;
export const sidePanel = style({
  padding: space.md,
  background: SURFACE,
  borderRight: `1px solid ${LINE}`,
  selectors: { '&:empty': { display: 'none' } },
  '@media': {
    'screen and (min-width: 1100px)': {
      position: 'sticky',
      top: CONTROL_BAR_HEIGHT,
      maxHeight: `calc(100vh - ${CONTROL_BAR_HEIGHT}px)`,
      overflowY: 'auto',
    },
  },
});
export const main = style({
  minWidth: 0,
  padding: `${space.md} ${space.lg} ${space.xxxxl}`,
  display: 'grid',
  gap: space.lg,
});
/** With no editor panel, the grid takes the whole width. */
globalStyle(`${sidePanel}:empty + ${main}`, { gridColumn: '1 / -1' });

export const panel = style({
  padding: space.md,
  background: SURFACE,
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
});
export const panelHeading = style({ margin: `0 0 ${space.sm}`, fontSize: 15 });
export const tableScroll = style({ maxHeight: 320, overflow: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 });
globalStyle(`${table} th, ${table} td`, {
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${LINE}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});
globalStyle(`${table} thead th`, { position: 'sticky', top: 0, background: SURFACE });
export const valueCell = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
export const swatch = style({
  display: 'inline-block',
  width: 18,
  height: 18,
  borderRadius: radius.xs,
  border: '1px solid rgb(0 0 0 / 0.2)',
});
export const thumb = style({
  width: 40,
  height: 24,
  objectFit: 'contain',
  background: '#E4E7EB',
  borderRadius: radius.xs,
});
export const wrap = style({ overflowWrap: 'anywhere' });

export const grid = style({ display: 'grid', gap: space.xxl });
export const group = style({ display: 'grid', gap: space.md });
export const groupHeading = style({
  margin: 0,
  padding: `${space.xs} 0`,
  fontSize: 16,
  borderBottom: `2px solid ${LINE}`,
});
export const groupCount = style({ marginLeft: space.xs, color: MUTED, fontSize: 12, fontWeight: 400 });
/** Routes flow side by side and wrap; a route's own frames (sources, languages, widths) stay together. */
export const routes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `calc(${space.xxl} + ${space.xs})`,
  alignItems: 'flex-start',
});
export const routeRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-start' });
export const comparePair = style({
  display: 'flex',
  gap: space.sm,
  padding: space.xs,
  border: `1px dashed ${LINE}`,
  borderRadius: radius.md,
});
export const empty = style({ padding: space.xxl, color: MUTED, textAlign: 'center' });

export const frameCard = style({ margin: 0, display: 'grid', gap: space.xs, justifyItems: 'start' });
export const frameCaption = style({ display: 'grid', gap: 1, maxWidth: 310, fontSize: 12, lineHeight: 1.35 });
export const frameTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const frameMeta = style({ color: MUTED });
export const diffCount = style({ color: '#9B1C1C', fontWeight: 600 });
export const phone = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: radius.lg,
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
