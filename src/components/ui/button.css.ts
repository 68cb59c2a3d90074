import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { BUTTON_VARIANTS, type ButtonVariant } from '../../../shared/engine/theme/resolve';
import { focusOutline } from '../../styles/focus.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: 48,
  padding: `${space.sm} ${space.xl}`,
  borderRadius: radius.md,
  borderWidth: 1.5,
  borderStyle: 'solid',
  fontSize: '1rem',
  fontWeight: 600,
  lineHeight: 1.4,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'filter 120ms ease, transform 80ms ease',
  selectors: {
    '&:active:not(:disabled)': { transform: 'scale(0.98)' },
    '&:hover:not(:disabled)': { filter: 'brightness(0.96)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

export const block = style({ width: '100%' });
export const small = style({ minHeight: 40, padding: `${space.xs} ${space.md}`, fontSize: '0.875rem' });

export const variant = styleVariants(
  Object.fromEntries(BUTTON_VARIANTS.map((v) => [v, v])) as Record<ButtonVariant, ButtonVariant>,
  (v) => ({
    backgroundColor: vars.button[v].bg,
    borderColor: vars.button[v].border,
    color: vars.button[v].text,
    selectors: {
      // Inside the button, in the colour derived for its own background (≥ 3:1 on it).
      '&:focus-visible': focusOutline(vars.focus.button[v], -5),
      '&:disabled, &[aria-disabled="true"]': {
        backgroundColor: vars.button[v].disabledBg,
        borderColor: vars.button[v].disabledBorder,
        color: vars.button[v].disabledText,
      },
    },
  }),
);
