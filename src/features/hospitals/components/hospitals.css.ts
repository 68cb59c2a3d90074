/** Styles of the hospitals feature. Colours come only from the theme contract (--wl-* variables). */
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../../shared/engine/theme/contract.css';
import * as ui from '../../../components/ui/surfaces.css';
import { fitColumns } from '../../../styles/layout';

export const stack = ui.stack.md;
export const filters = style(fitColumns('9.5rem', 'md'));
export const muted = ui.mutedText;
export const notice = ui.alertText;
export const status = ui.mutedText;
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const item = ui.rowButton;
export const itemMain = style([ui.stack.xxs, { minWidth: 0 }]);
export const itemTitle = style({ fontWeight: 600, color: vars.color.heading3 });

export const badge = ui.pill;
export const badgeTone = ui.tone;

export const panel = ui.panelStack.sm;
export const sectionTitle = ui.sectionTitle;
export const hours = style([ui.pairs, { columnGap: space.lg }]);
export const hoursDay = style({ color: vars.color.text2 });
export const hoursTime = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const tags = ui.chipRow;
export const tag = style({
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.full,
  backgroundColor: vars.color.titleBg2,
  color: vars.color.text1,
  fontSize: '0.875rem',
});
export const actions = style({ display: 'grid', gap: space.sm });
/** A text link; inline-flex keeps a trailing icon (svg is display: block globally) on the text's line. */
export const link = style([ui.textLink, { gap: space.xs }]);
export const cardList = ui.plainList.sm;
export const srOnly = ui.visuallyHidden;
