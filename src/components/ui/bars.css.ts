import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { focusOutline, ring } from '../../styles/focus.css';
import { visuallyHidden as hidden, visuallyHiddenRule } from './surfaces.css';
import { negative } from '../../styles/layout';

/** The top bar's least height (one line of title, 44 px buttons); toasts open below it. */
export const TOP_BAR_HEIGHT = 56;

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  // Back button, title, language switch on one line; when the text is large (a 200 % root font or
  // browser text size) and the title would get less than TITLE_LEAST, the switch moves to a second
  // line of its own instead of squeezing the title to a syllable a line.
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xxs} ${space.xs}`,
  minHeight: TOP_BAR_HEIGHT,
  padding: `${space.xs} ${space.sm}`,
  paddingTop: `max(${space.xs}, env(safe-area-inset-top))`,
  backgroundColor: vars.topBar.bg,
  color: vars.topBar.text,
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.12)',
  vars: { [ring]: vars.focus.topBar },
  '@media': {
    // 200 % zoom on a phone (≈ 195 CSS px): the bar scrolls away with the page instead of holding a
    // quarter of the screen (WCAG 1.4.10).
    '(max-width: 16.25em)': {
      position: 'static',
      columnGap: space.xxs,
      paddingInline: space.xs,
    },
  },
});

/** The least width of the title before the language switch wraps below it, in the bar's text size. */
const TITLE_LEAST = '8em';
/** The back button's slot: as wide as the button, kept on top-level pages so titles line up. */
const BACK_SLOT = 48;
globalStyle(`${topBar} > :first-child`, {
  flex: 'none',
  minWidth: BACK_SLOT,
  '@media': { '(max-width: 16.25em)': { minWidth: 0 } },
});
globalStyle(`${topBar} > :last-child`, { flex: 'none', marginInlineStart: 'auto' });

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  flex: `1 1 ${TITLE_LEAST}`,
  minWidth: 0,
});

export const logo = style({
  height: 34,
  width: 'auto',
  maxWidth: 'min(160px, 100%)',
  minWidth: 0,
  objectFit: 'contain',
  objectPosition: 'left center',
  flexShrink: 1,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: radius.full,
  background: 'transparent',
  color: vars.topBar.icon,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.12)' },
    '&:focus-visible': focusOutline(ring, -3),
  },
});

export const langButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 40,
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${vars.topBar.text}`,
  borderRadius: radius.full,
  background: 'transparent',
  color: vars.topBar.text,
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.3,
  cursor: 'pointer',
  '@media': { '(max-width: 16.25em)': { paddingInline: space.xs, gap: space.xxs } },
});

const barContainer = createContainer('bottom-bar');

export const bottomBar = style({
  containerName: barContainer,
  containerType: 'inline-size',
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  backgroundColor: vars.bottomBar.bg,
  borderTop: `1px solid ${vars.tile.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  boxShadow: '0 -1px 6px rgb(0 0 0 / 0.08)',
  vars: { [ring]: vars.focus.bottomBar },
});

export const bottomList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  listStyle: 'none',
  maxWidth: 640,
  margin: `${space.none} auto`,
});

/** A label's most size, as a share of the bar's width: "Notifications" fits a quarter of it. */
const LABEL_SHARE = '3.4cqi';
/** The count badge's most size, as a share of the bar's width. */
const BADGE_SHARE = '3cqi';
/** Narrower than this (CSS px), a label at LABEL_SHARE would be too small to read: icons only. */
const LABELS_HIDDEN_BELOW = 260;

export const bottomItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xxs,
  minHeight: 60,
  padding: space.xs,
  // The label's size follows the text setting until a quarter of the bar could no longer hold
  // "Notifications": then it stays at LABEL_SHARE of the bar's width (a 200 % root font or browser
  // text size on a phone), so the bar never runs off the screen.
  fontSize: `min(0.8125rem, ${LABEL_SHARE})`,
  lineHeight: 1.3,
  textAlign: 'center',
  textDecoration: 'none',
  color: vars.bottomBar.normal,
  minWidth: 0,
  selectors: {
    '&[aria-current="page"]': { color: vars.bottomBar.active, fontWeight: 600 },
    // Inside the item: the bar is at the screen's edge.
    '&:focus-visible': focusOutline(ring, -4),
  },
  '@media': {
    // Forced colours drop the theme's colours: the current tab keeps an outline and an underline.
    '(forced-colors: active)': {
      selectors: {
        '&[aria-current="page"]': {
          outline: '3px solid Highlight',
          outlineOffset: -4,
          textDecoration: 'underline',
          textDecorationThickness: '0.15em',
        },
        '&[aria-current="page"]:focus-visible': { outlineColor: 'CanvasText' },
      },
    },
  },
});

/** The icon of a tab, holding its count badge (unread notifications). */
export const bottomIcon = style({ position: 'relative', display: 'inline-flex' });
/** The count on a tab's icon, in the bar's active colour (its contrast with the bar is the theme's). */
export const bottomBadge = style({
  position: 'absolute',
  top: negative(space.xs),
  insetInlineStart: '60%',
  minWidth: '1.667em',
  padding: `${space.none} ${space.xs}`,
  borderRadius: radius.full,
  backgroundColor: vars.bottomBar.active,
  color: vars.bottomBar.bg,
  // Grows with the text like the labels, up to the same share of the bar.
  fontSize: `min(0.75rem, ${BADGE_SHARE})`,
  fontWeight: 700,
  lineHeight: '1.667em',
  textAlign: 'center',
  // Placed at 60% of a 24 px icon, the badge would otherwise wrap "12" onto two lines.
  whiteSpace: 'nowrap',
});

/**
 * A tab's label. In a bar narrower than LABELS_HIDDEN_BELOW (200 % zoom on a 390 px phone) four
 * columns are too narrow for one word ("โปรโมชัน", "Notifications") at a readable size: the label
 * then stays the link's name for screen readers but is hidden from view, and the icons carry the
 * bar (docs/decisions/011-accessible-shell.md). The bar is a size container, so this holds at any
 * text size, not only at the browser's default one.
 */
export const bottomLabel = style({
  overflowWrap: 'normal',
  '@container': { [`${barContainer} (max-width: ${LABELS_HIDDEN_BELOW}px)`]: visuallyHiddenRule },
});

/**
 * The bottom bar's height: items of at least 60 px (4 px padding, a 24 px icon, a 2 px gap and one
 * line of a 0.8125 rem label at line height 1.3), the 1 px border, and a margin for a label that a
 * large text setting makes taller. Used for the spacer and the page's scroll padding.
 */
export const BOTTOM_BAR_HEIGHT = 'calc(max(72px, 52px + 1.1rem) + env(safe-area-inset-bottom))';

/** Space so fixed bottom navigation never covers content. */
export const bottomSpacer = style({ height: BOTTOM_BAR_HEIGHT });

export const visuallyHidden = hidden;
