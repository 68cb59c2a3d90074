import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { focusOutline, ring } from '../../styles/focus.css';
import { alertText, control, stack } from './surfaces.css';

export const field = stack.xs;

export const label = style({ fontSize: '0.9375rem', fontWeight: 600, color: vars.color.label });

export const requiredMark = style({ color: vars.color.alert, marginInlineStart: space.xs });

export const input = style([
  control,
  {
    minHeight: 48,
    width: '100%',
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.md,
    fontSize: '1rem',
    selectors: {
      // A real ring (≥ 3:1 on the surface around the field), not only a border colour change.
      '&:focus': { borderColor: vars.color.main1, ...focusOutline(ring, 2) },
      '&[aria-invalid="true"]': { borderColor: vars.color.alert },
      '&:disabled': { color: vars.color.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const help = style({ fontSize: '0.875rem', color: vars.color.text2 });

export const error = style([alertText, { display: 'flex', alignItems: 'center', gap: space.xs }]);

// A list's own arrow keeps its room: less padding at the ends leaves more for the chosen words, so a
// narrow list ("All coverage levels" at 200 % zoom) is not cut short.
globalStyle('select[class]', { paddingInline: `${space.sm} ${space.xs}` });
