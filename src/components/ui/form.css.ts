import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { control, mutedText, panel as surface, stack } from './surfaces.css';

/** Shared layout of form screens (accounts, consents, OTP): a themed panel holding a form. */
export const form = stack.lg;

export const panel = style([surface, stack.lg, { padding: space.xl }]);

/** The partner's login background behind the sign-in panel. */
export const loginHero = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 140,
  borderRadius: radius.lg,
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
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: 'rgb(255 255 255 / 0.92)',
});

export const ssoHero = style([loginHero, { backgroundImage: vars.image.ssoLoginBg, minHeight: 220 }]);

export const lead = style({ color: vars.color.text2, lineHeight: 1.6 });
export const heading = style({ fontSize: '1.125rem', fontWeight: 600, color: vars.color.heading1 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${space.sm} ${space.xl}`,
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
  gap: space.sm,
  alignItems: 'flex-start',
  padding: space.md,
  borderRadius: radius.md,
  border: `1.5px solid ${vars.color.alert}`,
  color: vars.color.alert,
  fontWeight: 600,
  backgroundColor: vars.color.panelBg,
});

export const notice = style({
  padding: space.md,
  borderRadius: radius.md,
  backgroundColor: vars.color.titleBg1,
  color: vars.color.text1,
  lineHeight: 1.6,
});

/** The password input with its show/hide toggle sitting inside the field's right edge. */
export const passwordWrap = style({ position: 'relative', display: 'flex' });
const TOGGLE_WIDTH = 48;
export const passwordInput = style({ paddingInlineEnd: `calc(${TOGGLE_WIDTH}px + ${space.sm})` });
export const toggle = style({
  position: 'absolute',
  insetInlineEnd: space.xs,
  top: 0,
  bottom: 0,
  minWidth: TOGGLE_WIDTH,
  border: 0,
  background: 'transparent',
  color: vars.color.main1,
  fontWeight: 600,
  fontSize: '0.875rem',
  cursor: 'pointer',
  borderRadius: radius.sm,
  // Inside the field: the form text colour has ≥ 4.5:1 on the field's background.
  selectors: { '&:focus-visible': focusOutline(vars.form.text, -3) },
});

export const select = style({ appearance: 'auto' });

export const fieldset = style([stack.sm, { border: 0, padding: 0, margin: 0 }]);
export const legend = style({
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: vars.color.label,
  padding: 0,
  marginBottom: space.xs,
});
export const radioRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const radio = style([
  control,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.sm,
    minHeight: 44,
    padding: `${space.none} ${space.md}`,
    borderRadius: radius.md,
    cursor: 'pointer',
  },
]);

export const actions = stack.sm;

export const muted = mutedText;

export const otpInput = style({ letterSpacing: '0.5em', fontSize: '1.375rem', textAlign: 'center' });
export const center = style({ textAlign: 'center' });
