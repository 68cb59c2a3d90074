/** Styles of the cards feature. Colours come only from the theme contract (--wl-* variables). */
import { createContainer, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../../shared/engine/theme/contract.css';
import * as ui from '../../../components/ui/surfaces.css';
import { focusOutline, ring } from '../../../styles/focus.css';
import { twoColumns } from '../../../styles/layout';

// The card form's fieldsets look like every other form's.
export { fieldset } from '../../../components/ui/form.css';
// The use-card screen's countdown label is the shared countdown's.
export { countdownLabel } from '../../../components/ui/timer.css';

export const srOnly = ui.visuallyHidden;

export const stack = ui.stack.md;
export const section = ui.stack.md;
export const sectionTitle = ui.sectionTitle;
export const list = ui.plainList.md;
export const actions = style({ display: 'grid', gap: space.sm });
export const actionsRow = style(twoColumns('sm'));
export const muted = ui.mutedText;
export const panel = ui.panelStack.sm;

const cardContainer = createContainer('card');
/**
 * Narrow in text terms, measured on the card itself in its own text size: 200 % zoom on a phone, a
 * 200 % root font or browser text size, 320 CSS px with a large text setting.
 */
const NARROW = `${cardContainer} (max-width: 18em)`;
/** Room kept on the insurer's line for the status badge in the card's corner (grows with the text). */
const BADGE_ROOM = '5.25rem';

/** The card face: the theme's card colour with the top bar's text colour (white on every partner). */
export const cardFace = style([
  ui.stack.xs,
  {
    position: 'relative',
    padding: space.lg,
    borderRadius: radius.lg,
    backgroundColor: vars.color.cardBg,
    color: vars.topBar.text,
    boxShadow: '0 4px 14px rgb(15 23 42 / 0.18)',
    textDecoration: 'none',
    minHeight: 150,
    containerName: cardContainer,
    containerType: 'inline-size',
    selectors: { '&:focus-visible': focusOutline(ring, 3) },
  },
]);

export const cardInsurer = style({
  fontSize: '1.0625rem',
  fontWeight: 600,
  lineHeight: 1.4,
  paddingInlineEnd: BADGE_ROOM,
  // The badge moves into the flow above it, so the name gets the whole width.
  '@container': { [NARROW]: { paddingInlineEnd: 0 } },
});
export const cardNumber = style({ fontSize: '1.25rem', fontWeight: 600, letterSpacing: '0.04em' });
export const cardName = style({ fontSize: '1rem' });
export const cardDates = style({ fontSize: '0.875rem', opacity: 0.92 });

export const badge = ui.pill;
export const badgeTone = ui.tone;
export const cardBadge = style({
  position: 'absolute',
  top: space.md,
  insetInlineEnd: space.md,
  '@container': { [NARROW]: { position: 'static', alignSelf: 'flex-start' } },
});

export const images = style(twoColumns('sm'));
export const figure = style([ui.stack.xs, { margin: 0 }]);
export const cardImage = style({
  width: '100%',
  aspectRatio: '1.586',
  objectFit: 'cover',
  borderRadius: radius.md,
  backgroundColor: vars.color.titleBg2,
});
export const caption = style({ fontSize: '0.8125rem', color: vars.color.text2, textAlign: 'center' });

export const benefit = ui.stack.sm;
export const benefitTitle = style({ fontSize: '1rem', fontWeight: 600, color: vars.color.heading3 });
export const amounts = style([ui.pairs, { fontSize: '0.875rem' }]);
export const amountLabel = style({ color: vars.color.text2 });
export const amountValue = style([
  ui.money,
  {
    margin: 0,
    textAlign: 'end',
    color: vars.color.text1,
    fontWeight: 600,
    '@container': { [ui.pairsStacked]: { textAlign: 'start' } },
  },
]);
export const progress = style([ui.meter, { width: '100%', height: 10 }]);
export const usage = style([ui.stack.xs, { fontSize: '0.875rem' }]);

export const historyItem = style({
  display: 'flex',
  // The stage badge goes under the claim's facts when they need the whole width.
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.md} ${space.none}`,
  borderBottom: `1px solid ${vars.color.titleBg2}`,
});
export const historyMain = style([ui.stack.xxs, { flex: '1 1 12em', minWidth: 0 }]);
export const historyAmount = style({ fontWeight: 600, color: vars.color.text1 });

export const rowLink = style([
  ui.rowButton,
  {
    selectors: {
      '&[aria-pressed="true"], &[aria-checked="true"]': {
        borderColor: vars.color.main1,
        boxShadow: `0 0 0 2px ${vars.color.main1}`,
      },
    },
  },
]);
export const rowTitle = style({ fontWeight: 600, color: vars.color.heading3 });

export const code = ui.codeText;

export const fileInput = ui.hiddenFileInput;
export const fileButtons = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const preview = style({
  width: '100%',
  aspectRatio: '1.586',
  objectFit: 'contain',
  borderRadius: radius.md,
  border: `1.5px dashed ${vars.form.border}`,
  backgroundColor: vars.color.titleBg2,
});
export const legend = style({ fontSize: '0.9375rem', fontWeight: 600, color: vars.color.label, padding: 0 });
export const fieldError = ui.alertText;

/** Under a card's latest claims: the way to all of them in claim status. */
export const moreLink = style([
  ui.textLink,
  {
    minHeight: 44,
    marginTop: space.sm,
    textDecoration: 'underline',
    selectors: { '&:focus-visible': focusOutline(ring, 2) },
  },
]);
