/**
 * The date input's three lists side by side, wrapping onto more lines when the text is large (200 %
 * zoom or text size) so a list never shrinks to its arrow. Colours come only from the theme contract.
 */
import { style } from '@vanilla-extract/css';
import { space } from '../../../shared/engine/theme/contract.css';
import { stack } from './surfaces.css';

export const fieldset = style([stack.xs, { border: 0, padding: 0, margin: 0, minWidth: 0 }]);

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

/**
 * Day narrow, month widest, year between; each at least wide enough for its longest choice. Together
 * they fit one line of a panel on a 390 px phone (72 + 136 + 88 px and the gaps), and wrap when the
 * text is larger.
 */
export const part = style([
  stack.xs,
  {
    flex: '1 1 4.5em',
    minWidth: 'min(100%, 4.5em)',
    selectors: {
      '&:nth-child(2)': { flex: '2 1 8.5em', minWidth: 'min(100%, 8.5em)' },
      '&:nth-child(3)': { flex: '1 1 5.5em', minWidth: 'min(100%, 5.5em)' },
    },
  },
]);
