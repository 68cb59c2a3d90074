import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/theme/contract.css';
import { focusOutline, ring } from '../../styles/focus.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6 });

export const label = style({ fontSize: '0.9375rem', fontWeight: 600, color: vars.color.label });

export const requiredMark = style({ color: vars.color.alert, marginInlineStart: 4 });

export const input = style({
  minHeight: 48,
  width: '100%',
  padding: '10px 14px',
  borderRadius: 10,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.form.bg,
  color: vars.form.text,
  fontSize: '1rem',
  selectors: {
    // A real ring (≥ 3:1 on the surface around the field), not only a border colour change.
    '&:focus': { borderColor: vars.color.main1, ...focusOutline(ring, 2) },
    '&[aria-invalid="true"]': { borderColor: vars.color.alert },
    '&:disabled': { color: vars.color.disabled, cursor: 'not-allowed' },
  },
});

export const help = style({ fontSize: '0.875rem', color: vars.color.text2 });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.alert,
});
