/** Styles of Telemed Mart. Colours come only from the theme contract (--wl-* variables). */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../engine/theme/contract.css';
import { focusOutline, ring } from '../../../styles/focus.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: 14 });
export const sectionTitle = style({
  fontSize: '1.125rem',
  fontWeight: 600,
  color: vars.color.heading2,
  margin: 0,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const muted = style({ color: vars.color.text2, fontSize: '0.875rem', margin: 0 });
export const actions = style({ display: 'grid', gap: 10 });
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
export const linkCard = style([
  panel,
  {
    textDecoration: 'none',
    color: vars.color.text1,
    selectors: { '&:focus-visible': focusOutline(ring, 3) },
  },
]);
export const row = style({ display: 'flex', gap: 12, alignItems: 'flex-start' });
export const logo = style({ width: 56, height: 56, borderRadius: 14, flexShrink: 0 });
export const name = style({ fontSize: '1.0625rem', fontWeight: 600, color: vars.color.heading1, margin: 0 });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });
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
});
export const tone = styleVariants({
  ok: { color: vars.button.success.bg },
  warn: { color: vars.color.warning },
  alert: { color: vars.color.alert },
  info: { color: vars.color.main1 },
  muted: { color: vars.color.text2 },
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 });
export const factLabel = style({ color: vars.color.text2, fontSize: '0.9375rem' });
export const factValue = style({ margin: 0, fontWeight: 600, textAlign: 'end' });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 14px',
  borderRadius: 999,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.form.bg,
  color: vars.form.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.main1, fontWeight: 600 },
    '&:focus-visible': focusOutline(ring, 3),
  },
});
export const choice = style({
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: 14,
  borderRadius: 14,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.form.bg,
  color: vars.form.text,
  cursor: 'pointer',
});
export const choiceInput = style({ marginTop: 4, width: 20, height: 20, flexShrink: 0 });
export const notice = style({
  borderRadius: 14,
  padding: 14,
  border: `1.5px solid ${vars.color.warning}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
});
export const code = style({
  fontSize: '1.875rem',
  fontWeight: 600,
  letterSpacing: '0.18em',
  textAlign: 'center',
  color: vars.color.heading1,
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
});
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });
export const legend = style({ fontWeight: 600, color: vars.color.heading2, marginBottom: 6, padding: 0 });
