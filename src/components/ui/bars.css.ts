import { style } from '@vanilla-extract/css';
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
  display: 'grid',
  // minmax(0, …): the logo and title shrink instead of pushing or covering the language switch.
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: space.xs,
  minHeight: TOP_BAR_HEIGHT,
  padding: `${space.xs} ${space.sm}`,
  paddingTop: `max(${space.xs}, env(safe-area-inset-top))`,
  backgroundColor: vars.topBar.bg,
  color: vars.topBar.text,
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.12)',
  vars: { [ring]: vars.focus.topBar },
  '@media': {
    // 200 % zoom on a phone (≈ 195 CSS px): the back button column narrows.
    // and the bar scrolls away with the page instead of holding a quarter of the screen (WCAG 1.4.10).
    '(max-width: 16.25em)': {
      position: 'static',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gap: space.xxs,
      paddingInline: space.xs,
    },
  },
});

export const topBarTitle = style({
  fontSize: '1.125rem',
  fontWeight: 600,
  lineHeight: 1.35,
  // Wraps (never cut off) when the screen is narrow or the text large.
  minWidth: 0,
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: space.sm, minWidth: 0 });

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

export const bottomBar = style({
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

export const bottomItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xxs,
  minHeight: 60,
  padding: space.xs,
  fontSize: '0.8125rem',
  lineHeight: 1.3,
  textAlign: 'center',
  textDecoration: 'none',
  color: vars.bottomBar.normal,
  selectors: {
    '&[aria-current="page"]': { color: vars.bottomBar.active, fontWeight: 600 },
    // Inside the item: the bar is at the screen's edge.
    '&:focus-visible': focusOutline(ring, -4),
  },
});

/** The icon of a tab, holding its count badge (unread notifications). */
export const bottomIcon = style({ position: 'relative', display: 'inline-flex' });
/** The count on a tab's icon, in the bar's active colour (its contrast with the bar is the theme's). */
export const bottomBadge = style({
  position: 'absolute',
  top: negative(space.xs),
  insetInlineStart: '60%',
  minWidth: '1.25rem',
  padding: `${space.none} ${space.xs}`,
  borderRadius: radius.full,
  backgroundColor: vars.bottomBar.active,
  color: vars.bottomBar.bg,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
  // Placed at 60% of a 24 px icon, the badge would otherwise wrap "12" onto two lines.
  whiteSpace: 'nowrap',
});

/**
 * A tab's label. Below 16.25em (200% zoom on a 390 px phone) four columns are narrower than one word
 * ("โปรโมชัน", "Notifications"), which would break mid-word: the label then stays the link's name for
 * screen readers but is hidden from view, and the icons carry the bar (docs/decisions/011-accessible-shell.md).
 */
export const bottomLabel = style({
  overflowWrap: 'normal',
  '@media': {
    '(max-width: 16.25em)': visuallyHiddenRule,
  },
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
