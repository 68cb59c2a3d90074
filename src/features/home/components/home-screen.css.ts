import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../../shared/engine/theme/contract.css';
import * as ui from '../../../components/ui/surfaces.css';
import { focusOutline, ring } from '../../../styles/focus.css';
import { fitColumns } from '../../../styles/layout';

// The hero, the section titles and the tiles' grid are drawn again by the boot shell
// (server/web/boot-shell.ts), in the same px: change both together.
export const hero = style([
  ui.stack.xs,
  { padding: space.lg, borderRadius: radius.lg, backgroundColor: vars.color.titleBg1 },
]);

export const heroTitle = style({
  fontSize: '1.375rem',
  fontWeight: 600,
  color: vars.color.heading1,
  lineHeight: 1.4,
});
export const heroText = style({ color: vars.color.text2 });
/** Log in and Register side by side, stacked when two would be narrower than their words (200% zoom). */
export const heroActions = style([fitColumns('8rem'), { marginTop: space.sm }]);

export const sectionTitle = style([ui.sectionTitle, { marginBottom: space.md }]);

// --- Content sections (promotions, articles) ---

export const contentSection = ui.stack.md;
export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
});
/** A link on the page itself: the ring in the page's focus colour. */
const onPage = style({
  vars: { [ring]: vars.focus.page },
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
export const seeAll = style([
  onPage,
  { color: vars.color.main1, fontWeight: 600, textDecoration: 'underline', alignSelf: 'flex-start' },
]);
export const sectionBanner = style([
  onPage,
  { display: 'block', borderRadius: radius.lg, overflow: 'hidden' },
]);
export const sectionBannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '5 / 2',
  objectFit: 'cover',
});
export const contentList = ui.plainList.sm;
export const contentItem = style([
  ui.outlined,
  {
    display: 'flex',
    // The text goes under the picture when the two side by side would leave it a word or less
    // (200 % zoom, a 200 % root font or browser text size).
    flexWrap: 'wrap',
    gap: space.md,
    alignItems: 'center',
    padding: space.sm,
    borderRadius: radius.md,
    vars: { [ring]: vars.focus.panel },
  },
]);
export const thumb = style({
  flex: '0 0 auto',
  width: 112,
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: radius.sm,
});
export const contentText = style([ui.stack.xxs, { flex: '1 1 8em', minWidth: 0 }]);
export const contentTitle = style({ fontWeight: 600, color: vars.color.heading3, lineHeight: 1.45 });
export const contentMeta = style({ fontSize: '0.875rem', color: vars.color.text2 });
