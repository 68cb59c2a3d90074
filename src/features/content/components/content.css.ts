/** Styles of promotions, articles and help pages. Colours come only from the theme contract. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../engine/theme/contract.css';
import { focusOutline, ring } from '../../../styles/focus.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 14 });
export const muted = style({ color: vars.color.text2, fontSize: '0.875rem' });

/** A promotion or article in a list: image (box reserved, 16:9), title, summary, dates. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 16,
  overflow: 'hidden',
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
  textDecoration: 'none',
  vars: { [ring]: vars.focus.panel },
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
export const itemImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: vars.color.titleBg2,
});
export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: '12px 14px 14px',
});
export const itemTitle = style({
  fontSize: '1rem',
  fontWeight: 600,
  color: vars.color.heading3,
  lineHeight: 1.45,
});
export const itemSummary = style({ color: vars.color.text2, fontSize: '0.9375rem' });

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 16,
  backgroundColor: vars.color.titleBg2,
});
export const title = style({
  fontSize: '1.25rem',
  fontWeight: 600,
  color: vars.color.heading1,
  lineHeight: 1.45,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 12px',
  color: vars.color.text2,
  fontSize: '0.875rem',
});
export const panel = style({
  backgroundColor: vars.color.panelBg,
  borderRadius: 16,
  padding: 16,
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  vars: { [ring]: vars.focus.panel },
});
export const panelTitle = style({ fontSize: '1.0625rem', fontWeight: 600, color: vars.color.heading2 });

export const notice = style({
  display: 'flex',
  gap: 10,
  alignItems: 'flex-start',
  padding: '12px 14px',
  borderRadius: 12,
  border: `1.5px solid ${vars.color.alert}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
  fontWeight: 600,
});

export const badge = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: '0.8125rem',
  fontWeight: 600,
  border: '1.5px solid currentColor',
  backgroundColor: vars.color.panelBg,
});
export const badgeTone = styleVariants({
  alert: { color: vars.color.alert },
  info: { color: vars.color.main1 },
});

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: 8,
});
export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: '8px 12px',
  borderRadius: 999,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
  fontWeight: 600,
  textDecoration: 'none',
  textAlign: 'center',
  selectors: {
    '&:focus-visible': focusOutline(ring, 2),
    '&[aria-current="page"]': { borderColor: vars.color.main1, boxShadow: `0 0 0 2px ${vars.color.main1}` },
  },
});

export const rowLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 56,
  padding: '12px 14px',
  borderRadius: 12,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.heading3,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
