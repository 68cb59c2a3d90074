/** Claim status's own styles (the list item's amount); the claim screens' shared ones are in claims.css.ts. */
import { style } from '@vanilla-extract/css';

/** An amount stays on one line: "฿2,450.00" never breaks before ".00" (issue 25). */
export const amount = style({ whiteSpace: 'nowrap', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
