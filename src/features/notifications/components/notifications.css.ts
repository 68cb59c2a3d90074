/** Styles of the notification screens. Colours come only from the theme contract. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../engine/theme/contract.css';
import { focusOutline, ring } from '../../../styles/focus.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: 14 });
export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7rem), 1fr))',
  gap: 8,
});
export const tab = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 44,
  padding: '8px 10px',
  // A label on two lines ("โปรโมชันและบทความ") stays in a rounded box, not a circle.
  borderRadius: 14,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
  fontWeight: 600,
  fontSize: '0.9375rem',
  lineHeight: 1.3,
  textAlign: 'center',
  textDecoration: 'none',
  // Break between words only ("Promotions &" / "articles"), never inside one.
  overflowWrap: 'normal',
  wordBreak: 'normal',
  selectors: {
    '&:focus-visible': focusOutline(ring, 2),
    '&[aria-current="page"]': { borderColor: vars.color.main1, boxShadow: `0 0 0 2px ${vars.color.main1}` },
  },
});
/** The unread count sits on the tab's corner, so the label keeps the tab's whole width. */
export const count = style({
  position: 'absolute',
  top: -8,
  insetInlineEnd: -4,
  minWidth: '1.5rem',
  whiteSpace: 'nowrap',
  padding: '0 6px',
  borderRadius: 999,
  border: '1.5px solid currentColor',
  backgroundColor: vars.color.panelBg,
  color: vars.color.alert,
  fontSize: '0.8125rem',
  lineHeight: 1.6,
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: '12px 1fr',
  gap: 10,
  padding: '12px 14px',
  borderRadius: 12,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
  textDecoration: 'none',
  vars: { [ring]: vars.focus.panel },
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
export const dot = style({
  width: 10,
  height: 10,
  marginTop: 8,
  borderRadius: 999,
  backgroundColor: vars.color.alert,
});
export const noDot = style({ width: 10 });
export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const itemTitle = style({ fontWeight: 600, color: vars.color.heading3 });
export const itemTitleRead = style({ fontWeight: 400, color: vars.color.text1 });
export const itemBody = style({
  color: vars.color.text2,
  fontSize: '0.9375rem',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 10px',
  color: vars.color.text2,
  fontSize: '0.8125rem',
});
export const expired = style({ color: vars.color.alert, fontWeight: 600 });
export const title = style({
  fontSize: '1.25rem',
  fontWeight: 600,
  color: vars.color.heading1,
  lineHeight: 1.45,
});
export const body = style({ lineHeight: 1.7, whiteSpace: 'pre-line' });
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
