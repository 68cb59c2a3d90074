/** Styles of promotions, articles and help pages. Colours come only from the theme contract. */
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../../shared/engine/theme/contract.css';
import * as ui from '../../../components/ui/surfaces.css';
import { ring } from '../../../styles/focus.css';
import { fitColumns } from '../../../styles/layout';

export const stack = ui.stack.lg;
export const list = ui.plainList.md;
export const muted = ui.mutedText;

/** A promotion or article in a list: image (box reserved, 16:9), title, summary, dates. */
export const item = style([
  ui.outlined,
  {
    display: 'flex',
    flexDirection: 'column',
    borderRadius: radius.lg,
    overflow: 'hidden',
    vars: { [ring]: vars.focus.panel },
  },
]);
const wideImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: vars.color.titleBg2,
});
export const itemImage = wideImage;
export const itemBody = style([ui.stack.xs, { padding: space.md }]);
export const itemTitle = style({
  fontSize: '1rem',
  fontWeight: 600,
  color: vars.color.heading3,
  lineHeight: 1.45,
});
export const itemSummary = style({ color: vars.color.text2, fontSize: '0.9375rem' });

export const hero = style([wideImage, { borderRadius: radius.lg }]);
export const title = style({
  fontSize: '1.25rem',
  fontWeight: 600,
  color: vars.color.heading1,
  lineHeight: 1.45,
});
export const meta = style([ui.metaRow, { gap: `${space.xs} ${space.md}`, fontSize: '0.875rem' }]);
export const panel = style([ui.panelStack.sm, { boxShadow: 'none' }]);
export const panelTitle = style({ fontSize: '1.0625rem', fontWeight: 600, color: vars.color.heading2 });

export const badge = style([ui.pill, { alignSelf: 'flex-start', whiteSpace: 'normal' }]);
export const badgeTone = ui.tone;

export const tabs = style(fitColumns('9rem'));
export const tab = style([ui.tab, { padding: `${space.sm} ${space.md}`, borderRadius: radius.full }]);

export const rowLink = style([ui.rowLink, { color: vars.color.heading3, fontWeight: 600 }]);
