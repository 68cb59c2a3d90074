/** Styles of the hospitals feature. Colours come only from the theme contract (--wl-* variables). */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../engine/theme/contract.css';
import { focusOutline, ring } from '../../../styles/focus.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: 12,
});
export const muted = style({ color: vars.color.text2, fontSize: '0.875rem' });
export const notice = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.alert });
export const status = style({ fontSize: '0.875rem', color: vars.color.text2 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  width: '100%',
  minHeight: 56,
  padding: '12px 14px',
  borderRadius: 12,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
  textAlign: 'start',
  textDecoration: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const itemTitle = style({ fontWeight: 600, color: vars.color.heading3 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.6,
  border: '1.5px solid currentColor',
  backgroundColor: vars.color.panelBg,
  whiteSpace: 'nowrap',
});
export const badgeTone = styleVariants({
  ok: { color: vars.button.success.bg },
  warn: { color: vars.color.warning },
  info: { color: vars.color.main1 },
});

export const panel = style({
  backgroundColor: vars.color.panelBg,
  borderRadius: 16,
  padding: 16,
  boxShadow: '0 1px 3px rgb(15 23 42 / 0.06)',
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  vars: { [ring]: vars.focus.panel },
});
export const sectionTitle = style({
  fontSize: '1.125rem',
  fontWeight: 600,
  color: vars.color.heading2,
  margin: 0,
});
export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 16px',
  margin: 0,
});
export const hoursDay = style({ color: vars.color.text2 });
export const hoursTime = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const tag = style({
  padding: '4px 12px',
  borderRadius: 999,
  backgroundColor: vars.color.titleBg2,
  color: vars.color.text1,
  fontSize: '0.875rem',
});
export const actions = style({ display: 'grid', gap: 10 });
/** A text link; inline-flex keeps a trailing icon (svg is display: block globally) on the text's line. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  color: vars.color.main1,
  fontWeight: 600,
});
export const cardList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
