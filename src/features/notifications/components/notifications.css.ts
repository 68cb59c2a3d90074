/** Styles of the notification screens. Colours come only from the theme contract. */
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../../shared/engine/theme/contract.css';
import * as ui from '../../../components/ui/surfaces.css';
import { ring } from '../../../styles/focus.css';
import { fitColumns, negative } from '../../../styles/layout';

export const stack = ui.stack.md;
export const tabs = style(fitColumns('7rem'));
export const tab = style([
  ui.tab,
  {
    position: 'relative',
    gap: space.xs,
    padding: space.sm,
    // A label on two lines ("โปรโมชันและบทความ") stays in a rounded box, not a circle.
    borderRadius: radius.lg,
    fontSize: '0.9375rem',
    lineHeight: 1.3,
    // Break between words only ("Promotions &" / "articles"), never inside one.
    overflowWrap: 'normal',
    wordBreak: 'normal',
  },
]);
/** The unread count sits on the tab's corner, so the label keeps the tab's whole width. */
export const count = style({
  position: 'absolute',
  top: negative(space.sm),
  insetInlineEnd: negative(space.xs),
  minWidth: '1.5rem',
  whiteSpace: 'nowrap',
  padding: `${space.none} ${space.xs}`,
  borderRadius: radius.full,
  border: '1.5px solid currentColor',
  backgroundColor: vars.color.panelBg,
  color: vars.color.alert,
  fontSize: '0.8125rem',
  lineHeight: 1.6,
});
/** The unread dot's column. */
const DOT = 10;
export const item = style([
  ui.outlined,
  {
    display: 'grid',
    gridTemplateColumns: `${DOT + 2}px 1fr`,
    gap: space.sm,
    padding: space.md,
    borderRadius: radius.md,
    vars: { [ring]: vars.focus.panel },
  },
]);
export const dot = style({
  width: DOT,
  height: DOT,
  marginTop: space.sm,
  borderRadius: radius.full,
  backgroundColor: vars.color.alert,
});
export const noDot = style({ width: DOT });
export const itemMain = style([ui.stack.xxs, { minWidth: 0 }]);
export const itemTitle = style({ fontWeight: 600, color: vars.color.heading3 });
export const itemTitleRead = style({ fontWeight: 400, color: vars.color.text1 });
export const itemBody = style({
  color: vars.color.text2,
  fontSize: '0.9375rem',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const meta = style([ui.metaRow, { gap: `${space.xxs} ${space.sm}`, fontSize: '0.8125rem' }]);
export const expired = style({ color: vars.color.alert, fontWeight: 600 });
export const title = style({
  fontSize: '1.25rem',
  fontWeight: 600,
  color: vars.color.heading1,
  lineHeight: 1.45,
});
export const body = style({ lineHeight: 1.7, whiteSpace: 'pre-line' });
export const srOnly = ui.visuallyHidden;
