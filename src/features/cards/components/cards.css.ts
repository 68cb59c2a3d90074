/** Styles of the cards feature. Colours come only from the theme contract (--wl-* variables). */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../engine/theme/contract.css';
import { focusOutline, ring } from '../../../styles/focus.css';

// The card form's fieldsets look like every other form's.
export { fieldset } from '../../../components/ui/form.css';

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const sectionTitle = style({ fontSize: '1.125rem', fontWeight: 600, color: vars.color.heading2 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const actions = style({ display: 'grid', gap: 10 });
export const actionsRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 });
export const muted = style({ color: vars.color.text2, fontSize: '0.875rem' });
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

/** The card face: the theme's card colour with the top bar's text colour (white on every partner). */
export const cardFace = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: '16px 18px',
  borderRadius: 16,
  backgroundColor: vars.color.cardBg,
  color: vars.topBar.text,
  boxShadow: '0 4px 14px rgb(15 23 42 / 0.18)',
  textDecoration: 'none',
  minHeight: 150,
  selectors: { '&:focus-visible': focusOutline(ring, 3) },
});
/** Narrow in text terms: 200 % zoom on a phone, 320 CSS px with a large text setting. */
const NARROW = '(max-width: 18em)';

export const cardInsurer = style({
  fontSize: '1.0625rem',
  fontWeight: 600,
  lineHeight: 1.4,
  paddingInlineEnd: 84,
  // The badge moves into the flow above it, so the name gets the whole width.
  '@media': { [NARROW]: { paddingInlineEnd: 0 } },
});
export const cardNumber = style({ fontSize: '1.25rem', fontWeight: 600, letterSpacing: '0.04em' });
export const cardName = style({ fontSize: '1rem' });
export const cardDates = style({ fontSize: '0.875rem', opacity: 0.92 });
export const cardMeta = style({ display: 'flex', flexWrap: 'wrap', gap: '2px 12px', fontSize: '0.875rem' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
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
  alert: { color: vars.color.alert },
  info: { color: vars.color.main1 },
  muted: { color: vars.color.text2 },
});
export const cardBadge = style({
  position: 'absolute',
  top: 14,
  insetInlineEnd: 14,
  '@media': { [NARROW]: { position: 'static', alignSelf: 'flex-start' } },
});

export const images = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 });
export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: 4 });
export const cardImage = style({
  width: '100%',
  aspectRatio: '1.586',
  objectFit: 'cover',
  borderRadius: 10,
  backgroundColor: vars.color.titleBg2,
});
export const caption = style({ fontSize: '0.8125rem', color: vars.color.text2, textAlign: 'center' });

export const benefit = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const benefitTitle = style({ fontSize: '1rem', fontWeight: 600, color: vars.color.heading3 });
export const amounts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 12px',
  margin: 0,
  fontSize: '0.875rem',
});
export const amountLabel = style({ color: vars.color.text2 });
export const amountValue = style({ margin: 0, textAlign: 'end', color: vars.color.text1, fontWeight: 600 });
export const progress = style({
  width: '100%',
  height: 10,
  appearance: 'none',
  border: 0,
  borderRadius: 999,
  overflow: 'hidden',
  backgroundColor: vars.color.titleBg2,
  color: vars.color.main1,
  selectors: {
    '&::-webkit-progress-bar': { backgroundColor: vars.color.titleBg2, borderRadius: 999 },
    '&::-webkit-progress-value': { backgroundColor: vars.color.main1, borderRadius: 999 },
    '&::-moz-progress-bar': { backgroundColor: vars.color.main1, borderRadius: 999 },
  },
});
export const usage = style({ display: 'flex', flexDirection: 'column', gap: 4, fontSize: '0.875rem' });

export const historyItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 10,
  padding: '12px 0',
  borderBottom: `1px solid ${vars.color.titleBg2}`,
});
export const historyMain = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const historyAmount = style({ fontWeight: 600, color: vars.color.text1 });

export const rowLink = style({
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
  selectors: {
    '&:focus-visible': focusOutline(ring, 2),
    '&[aria-pressed="true"], &[aria-checked="true"]': {
      borderColor: vars.color.main1,
      boxShadow: `0 0 0 2px ${vars.color.main1}`,
    },
  },
});
export const rowTitle = style({ fontWeight: 600, color: vars.color.heading3 });

export const otpInput = style({
  width: '100%',
  minHeight: 56,
  padding: '10px 14px',
  borderRadius: 10,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.form.bg,
  color: vars.form.text,
  fontSize: '1.75rem',
  letterSpacing: '0.5em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus': { borderColor: vars.color.main1, ...focusOutline(ring, 2) },
    '&[aria-invalid="true"]': { borderColor: vars.color.alert },
    '&:disabled': { color: vars.color.disabled },
  },
});

export const countdown = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  padding: 16,
  borderRadius: 16,
  backgroundColor: vars.color.titleBg1,
});
export const countdownLabel = style({ color: vars.color.heading2, fontWeight: 600 });
export const countdownValue = style({
  fontSize: '3.5rem',
  fontWeight: 600,
  lineHeight: 1.1,
  color: vars.color.heading1,
  fontVariantNumeric: 'tabular-nums',
});
export const code = style({
  fontSize: '1.875rem',
  fontWeight: 600,
  letterSpacing: '0.18em',
  textAlign: 'center',
  color: vars.color.heading1,
  fontVariantNumeric: 'tabular-nums',
});
export const qr = style({
  width: 'min(70vw, 240px)',
  aspectRatio: '1',
  margin: '0 auto',
  padding: 8,
  borderRadius: 12,
  // The QR needs dark modules on a light ground whatever the partner's colours: the scanner decides.
  backgroundColor: vars.form.bg,
  color: vars.form.text,
});
globalStyle(`${qr} svg`, { width: '100%', height: '100%', display: 'block' });

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});
export const fileButtons = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const preview = style({
  width: '100%',
  aspectRatio: '1.586',
  objectFit: 'contain',
  borderRadius: 10,
  border: `1.5px dashed ${vars.form.border}`,
  backgroundColor: vars.color.titleBg2,
});
export const legend = style({ fontSize: '0.9375rem', fontWeight: 600, color: vars.color.label, padding: 0 });
export const fieldError = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.alert });
export const searchRow = style({ display: 'flex', gap: 8, alignItems: 'flex-end' });

/** Under a card's latest claims: the way to all of them in claim status. */
export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  marginTop: 8,
  color: vars.color.main1,
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
