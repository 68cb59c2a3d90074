/**
 * Styles of the staff admin view and the section links in the top bar. The colours are the
 * previewer's own (previewer.css.ts); every text colour here has at least 4.5:1 against its background.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space } from '../../shared/engine/theme/contract.css';
import { ACCENT, INK, LINE, MUTED, PAGE, SURFACE } from '../colors';

const BAR_ACTIVE = '#334E68';
const OK_INK = '#1E6B3A';
const OK_BG = '#E3F5E9';
const BAD_INK = '#9B1C1C';
const BAD_BG = '#FDECEC';

// --- Section links in the dark top bar ---
export const sections = style({ display: 'flex', gap: space.xs, flexShrink: 0 });
export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: `0 ${space.md}`,
  borderRadius: radius.sm,
  color: PAGE,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { background: BAR_ACTIVE, boxShadow: `inset 0 -3px 0 ${PAGE}` },
    // The previewer's blue ring is too dark on the bar: a light one instead.
    '&:focus-visible': { outline: `3px solid ${PAGE}`, outlineOffset: 2 },
  },
});

// --- The admin view ---
export const view = style({
  display: 'grid',
  gap: space.xxl,
  alignContent: 'start',
  padding: `${space.lg} ${space.lg} ${space.xxxxl}`,
  minWidth: 0,
  maxWidth: 1440,
  width: '100%',
  boxSizing: 'border-box',
  marginInline: 'auto',
});
export const section = style({
  position: 'relative',
  display: 'grid',
  gap: space.md,
  minWidth: 0,
  padding: space.lg,
  background: SURFACE,
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
});
export const sectionHeading = style({ margin: 0, fontSize: 18 });
export const subHeading = style({ margin: 0, fontSize: 15 });
export const intro = style({ margin: 0, color: MUTED, maxWidth: '75ch' });

/** A table wider than the window scrolls sideways in its own box (focusable, so keys scroll it). */
export const scroll = style({
  // Positioned, so visually hidden text inside is clipped here rather than widening the page.
  position: 'relative',
  overflowX: 'auto',
  minWidth: 0,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13, color: INK });
globalStyle(`${table} caption`, {
  captionSide: 'top',
  textAlign: 'left',
  padding: `0 0 ${space.sm}`,
  color: MUTED,
  fontSize: 13,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${LINE}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, {
  background: PAGE,
  fontSize: 12,
  fontWeight: 700,
});
globalStyle(`${table} tbody th`, { fontWeight: 600 });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const domain = style({ display: 'inline-block' });
/** Kept on one line where the window has room (a desk), wrapped on a narrower one. */
export const wideNowrap = style({
  '@media': { 'screen and (min-width: 1100px)': { whiteSpace: 'nowrap' } },
});
/** An e-mail wraps only where it must (after its "@" first, see Email in accounts.tsx). */
export const email = style({
  overflowWrap: 'break-word',
  // On a desk-wide window there is room to keep an e-mail on one line.
  '@media': { 'screen and (min-width: 1100px)': { whiteSpace: 'nowrap' } },
});
export const breakAnywhere = style({ overflowWrap: 'anywhere', minWidth: 140 });
export const you = style({ color: MUTED, fontWeight: 400 });
export const muted = style({ color: MUTED });

export const badge = style({
  display: 'inline-block',
  padding: `1px ${space.sm}`,
  borderRadius: radius.full,
  fontSize: 12,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const active = style([badge, { background: OK_BG, color: OK_INK }]);
export const disabled = style([badge, { background: BAD_BG, color: BAD_INK }]);

export const editRow = style({ background: PAGE });
export const editPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.lg,
  alignItems: 'flex-start',
  padding: `${space.sm} 0`,
});
export const card = style({
  display: 'grid',
  gap: space.sm,
  alignContent: 'start',
  flex: '1 1 260px',
  maxWidth: 460,
  padding: space.md,
  background: SURFACE,
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
});

// --- Forms ---
export const form = style({ display: 'grid', gap: space.md });
export const fields = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'start',
});
export const field = style({ display: 'grid', gap: space.xs, fontWeight: 600, fontSize: 13, minWidth: 0 });
globalStyle(`${field} input, ${field} select`, {
  minHeight: 36,
  padding: `0 ${space.sm}`,
  border: `1px solid ${MUTED}`,
  borderRadius: radius.sm,
  background: SURFACE,
  color: INK,
  font: 'inherit',
  fontWeight: 400,
  minWidth: 0,
  boxSizing: 'border-box',
  width: '100%',
});
export const hint = style({ color: MUTED, fontWeight: 400, fontSize: 12 });
export const fieldset = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${space.xxs} ${space.md}`,
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
  minWidth: 0,
});
export const legend = style({ padding: `0 ${space.xs}`, fontWeight: 600, fontSize: 13 });
/** A choice on a line of its own (e.g. "All partners" above the partners). */
export const wideCheck = style({ gridColumn: '1 / -1' });
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 28,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

const buttonBase = {
  minHeight: 36,
  padding: `0 ${space.md}`,
  borderRadius: radius.sm,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;
const button = (edge: string, background: string, color: string) =>
  style({
    ...buttonBase,
    border: `1px solid ${edge}`,
    background,
    color,
    selectors: { '&:disabled': { opacity: 0.7, cursor: 'progress' } },
  });
export const primary = button(ACCENT, ACCENT, SURFACE);
export const secondary = button(ACCENT, SURFACE, ACCENT);
export const danger = button(BAD_INK, SURFACE, BAD_INK);
export const small = style({ minHeight: 30, padding: `0 ${space.sm}`, fontSize: 13 });

export const error = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  background: BAD_BG,
  color: BAD_INK,
});
/** A live region: empty until there is news, so it takes no room. */
export const status = style({
  margin: 0,
  color: OK_INK,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});

// --- Audit trail ---
export const filters = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  alignItems: 'end',
  margin: 0,
});
export const changes = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.xxs,
  minWidth: 220,
  maxWidth: 420,
});
export const changePath = style({ fontWeight: 600 });
export const value = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 12,
  overflowWrap: 'anywhere',
});
export const arrow = style({ margin: `0 ${space.xs}`, color: MUTED });
/** A value's "Show" disclosure sits in the line, after the cut value. */
export const inlineDetails = style({ display: 'inline' });
export const summary = style({
  display: 'inline',
  marginLeft: space.xs,
  color: ACCENT,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: 12,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  selectors: { '&:focus-visible': { outline: `3px solid ${ACCENT}`, outlineOffset: 2 } },
});
export const pre = style({
  margin: `${space.xs} 0 0`,
  padding: space.sm,
  maxHeight: 240,
  overflow: 'auto',
  background: PAGE,
  border: `1px solid ${LINE}`,
  borderRadius: radius.sm,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const more = style({ display: 'flex', gap: space.md, alignItems: 'center' });

/** Read by screen readers, not shown (e.g. which row an "Edit" button edits). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * main.tsx: the previews (control bar and workspace) stay in the page's grid while shown, and are
 * hidden, not unmounted, while the admin section is open.
 */
export const previewsPane = style({
  display: 'contents',
  selectors: { '&[hidden]': { display: 'none' } },
});
