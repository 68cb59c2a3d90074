/**
 * Focus rings (docs/decisions/011-accessible-shell.md). Each surface that can hold focusable things
 * (page, panels and dialogs, the bars) sets `ring` to the theme engine's focus colour for that
 * surface (`--wl-focus-*`, ≥ 3:1 against it); the global `:focus-visible` rule draws a 3 px ring in
 * the nearest surface's colour, outside the element. Filled things (buttons, tiles) draw the ring
 * inside themselves instead, in the colour derived for their own background.
 */
import { createVar } from '@vanilla-extract/css';

export const ring = createVar();

/** The outline of a focus ring in `colour`; a negative offset draws it inside the element. */
export const focusOutline = (colour: string, offset: number) => ({
  outline: `3px solid ${colour}`,
  outlineOffset: offset,
});
