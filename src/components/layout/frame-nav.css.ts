/**
 * What the page frame adds when a partner hides a bar (issue 25: no partner config strands a member):
 * the Notifications and Settings links that stand in for a hidden bottom bar, and the compact in-page
 * header (back, title, language) that stands in for a hidden top bar. The in-page header sits inside
 * <main> on the page's own colours (header_title_1 and content_1 on background_color_1, which
 * validate:partners checks for contrast).
 */
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { negative } from '../../styles/layout';

/** The top bar's end slot: the links and the language switch on one line, wrapping if they must. */
export const endRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space.xxs,
});

/** Holds an icon and its count badge. */
export const iconWrap = style({ position: 'relative', display: 'inline-flex' });

/** The unread count over the bell, in the primary button's colours (their contrast is checked). */
export const badge = style({
  position: 'absolute',
  top: negative(space.xs),
  insetInlineStart: '55%',
  minWidth: '1.25rem',
  padding: `${space.none} ${space.xs}`,
  borderRadius: radius.full,
  backgroundColor: vars.button.primary.bg,
  color: vars.button.primary.text,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

/** The compact header of a screen when the partner hides the top bar. */
export const innerHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  // Pulled towards the top of <main>: it takes the place of the bar, not of content.
  marginBottom: negative(space.sm),
});

export const innerTitle = style({
  flex: '1 1 8rem',
  minWidth: 0,
  margin: 0,
  color: vars.color.heading1,
  fontSize: '1.25rem',
  fontWeight: 700,
  lineHeight: 1.35,
});

export const innerLogo = style({
  height: '2.25rem',
  width: 'auto',
  maxWidth: 'min(10rem, 100%)',
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const innerTools = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xxs,
  marginInlineStart: 'auto',
});

/** Back, Notifications and Settings on the page: 44 px targets in the page's text colour. */
export const pageIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  border: 0,
  borderRadius: radius.full,
  background: 'transparent',
  color: vars.color.text1,
  cursor: 'pointer',
  textDecoration: 'none',
});

export const pageLang = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 40,
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${vars.color.text1}`,
  borderRadius: radius.full,
  background: 'transparent',
  color: vars.color.text1,
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.3,
  cursor: 'pointer',
});
