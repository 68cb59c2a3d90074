/**
 * The date input's three lists side by side, wrapping onto more lines when the text is large (200 %
 * zoom or text size) so a list never shrinks to its arrow. Colours come only from the theme contract.
 */
import { style } from '@vanilla-extract/css';
import { space } from '../../../shared/engine/theme/contract.css';
import { stack } from './surfaces.css';

export const fieldset = style([stack.xs, { border: 0, padding: 0, margin: 0, minWidth: 0 }]);

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

/** Day narrow, month widest; each at least wide enough for its longest choice. */
export const part = style([
  stack.xs,
  {
    flex: '1 1 6em',
    minWidth: 'min(100%, 6em)',
    selectors: { '&:nth-child(2)': { flexGrow: 2, minWidth: 'min(100%, 9em)' } },
  },
]);
