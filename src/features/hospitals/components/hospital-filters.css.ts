/**
 * The coverage filter on a phone (issue 25): its options ("Some plans accepted" / "รับบางแผน") are the
 * longest of the filters, so under 36em it takes the whole row instead of being cut to "All cov…".
 */
import { style } from '@vanilla-extract/css';

export const wideOnPhone = style({
  '@media': { '(max-width: 36em)': { gridColumn: '1 / -1' } },
});
