/**
 * Style-rule builders for the stylesheets (*.css.ts). They live outside the stylesheets because a
 * .css.ts file may export only serialisable values, not functions.
 */
import { space } from '../../shared/engine/theme/contract.css';

type Space = keyof typeof space;

/** A spacing token turned negative, for offsets (a badge over an icon's corner). */
export const negative = (token: string) => `calc(-1 * ${token})`;

/** As many columns of at least `min` as fit (one on a narrow screen, 200 % zoom), `gap` apart. */
export const fitColumns = (min: string, gap: Space = 'sm') => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
  gap: space[gap],
});

/** Two equal columns `gap` apart (filters, action pairs, image pairs). */
export const twoColumns = (gap: Space) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space[gap],
});
