/** Styles of Telemed Mart. Colours come only from the theme contract (--wl-* variables). */
import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../../shared/engine/theme/contract.css';
import * as ui from '../../../components/ui/surfaces.css';
import { focusOutline, ring } from '../../../styles/focus.css';

export const stack = ui.stack.md;
export const sectionTitle = ui.sectionTitle;
export const list = ui.plainList.md;
export const muted = style([ui.mutedText, { margin: 0 }]);
export const actions = style({ display: 'grid', gap: space.sm });
export const panel = ui.panelStack.sm;
export const linkCard = style([
  panel,
  {
    textDecoration: 'none',
    color: vars.color.text1,
    selectors: { '&:focus-visible': focusOutline(ring, 3) },
  },
]);
/** Logo and text side by side; the text goes under the logo when beside it would leave it a word or less. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'flex-start' });
globalStyle(`${row} > :not(img)`, { flex: '1 1 8em', minWidth: 0 });
export const logo = style({ width: 56, height: 56, borderRadius: radius.lg, flexShrink: 0 });
export const name = style({ fontSize: '1.0625rem', fontWeight: 600, color: vars.color.heading1, margin: 0 });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
export const badge = style([ui.pill, { whiteSpace: 'normal' }]);
export const tone = ui.tone;
export const facts = ui.pairs;
export const factLabel = style({ color: vars.color.text2, fontSize: '0.9375rem' });
export const factValue = style({
  margin: 0,
  fontWeight: 600,
  textAlign: 'end',
  '@container': { [ui.pairsStacked]: { textAlign: 'start' } },
});
/** A fact that is an amount alone: never broken across lines. */
export const moneyValue = style([factValue, ui.money]);
export const chips = ui.chipRow;
export const chip = style([
  ui.control,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `${space.none} ${space.md}`,
    borderRadius: radius.full,
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': { borderColor: vars.color.main1, fontWeight: 600 },
      '&:focus-visible': focusOutline(ring, 3),
    },
  },
]);
export const choice = style([
  ui.control,
  {
    display: 'flex',
    gap: space.md,
    alignItems: 'flex-start',
    padding: space.md,
    borderRadius: radius.lg,
    cursor: 'pointer',
  },
]);
export const choiceInput = style({ marginTop: space.xs, width: 20, height: 20, flexShrink: 0 });
export const notice = style({
  borderRadius: radius.lg,
  padding: space.md,
  border: `1.5px solid ${vars.color.warning}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
});
export const code = ui.codeText;
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
export const legend = style({
  fontWeight: 600,
  color: vars.color.heading2,
  marginBottom: space.xs,
  padding: 0,
});
