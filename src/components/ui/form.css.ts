import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/theme/contract.css';
import { focusOutline, ring } from '../../styles/focus.css';

/** Shared layout of form screens (accounts, consents, OTP): a themed panel holding a form. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  backgroundColor: vars.color.panelBg,
  borderRadius: 16,
  padding: 20,
  boxShadow: '0 1px 3px rgb(15 23 42 / 0.06)',
  vars: { [ring]: vars.focus.panel },
});

/** The partner's login background behind the sign-in panel. */
export const loginHero = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 140,
  borderRadius: 16,
  backgroundImage: vars.image.loginBg,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundColor: vars.color.titleBg1,
});

/** The partner's logo on its login page (issue 10: there was none), on a light plate for contrast. */
export const loginLogo = style({
  height: 56,
  width: 'auto',
  maxWidth: '70%',
  padding: '8px 12px',
  borderRadius: 12,
  background: 'rgb(255 255 255 / 0.92)',
});

export const ssoHero = style([loginHero, { backgroundImage: vars.image.ssoLoginBg, minHeight: 220 }]);

export const lead = style({ color: vars.color.text2, lineHeight: 1.6 });
export const heading = style({ fontSize: '1.125rem', fontWeight: 600, color: vars.color.heading1 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '8px 20px',
  fontSize: '0.9375rem',
});

export const link = style({
  color: vars.color.main1,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
});

export const formError = style({
  display: 'flex',
  gap: 8,
  alignItems: 'flex-start',
  padding: '12px 14px',
  borderRadius: 10,
  border: `1.5px solid ${vars.color.alert}`,
  color: vars.color.alert,
  fontWeight: 600,
  backgroundColor: vars.color.panelBg,
});

export const notice = style({
  padding: '12px 14px',
  borderRadius: 10,
  backgroundColor: vars.color.titleBg1,
  color: vars.color.text1,
  lineHeight: 1.6,
});

/** The password input with its show/hide toggle sitting inside the field's right edge. */
export const passwordWrap = style({ position: 'relative', display: 'flex' });
export const passwordInput = style({ paddingInlineEnd: 56 });
export const toggle = style({
  position: 'absolute',
  insetInlineEnd: 4,
  top: 0,
  bottom: 0,
  minWidth: 48,
  border: 0,
  background: 'transparent',
  color: vars.color.main1,
  fontWeight: 600,
  fontSize: '0.875rem',
  cursor: 'pointer',
  borderRadius: 8,
  // Inside the field: the form text colour has ≥ 4.5:1 on the field's background.
  selectors: { '&:focus-visible': focusOutline(vars.form.text, -3) },
});

export const select = style({ appearance: 'auto' });

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});
export const legend = style({
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: vars.color.label,
  padding: 0,
  marginBottom: 6,
});
export const radioRow = style({ display: 'flex', flexWrap: 'wrap', gap: 10 });
export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '0 14px',
  borderRadius: 10,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.form.bg,
  color: vars.form.text,
  cursor: 'pointer',
});

export const dateRow = style({ display: 'grid', gridTemplateColumns: '1fr 1.4fr 1.2fr', gap: 8 });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: 10 });

export const muted = style({ color: vars.color.text2, fontSize: '0.875rem' });

export const otpInput = style({ letterSpacing: '0.5em', fontSize: '1.375rem', textAlign: 'center' });
export const center = style({ textAlign: 'center' });
