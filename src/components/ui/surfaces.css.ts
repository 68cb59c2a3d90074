/**
 * The shared style recipes of the member app: one way to draw a panel, an outlined row, a pill, a
 * section heading, a plain list, a meter, hidden text. Feature stylesheets compose them with
 * `style([recipe, inRecipes({ …what differs })])` and keep exporting the class names their components use.
 * Spacing and corners come only from the contract's scales (docs/decisions/075-spacing-and-radius-tokens.md).
 * Every recipe is in the `recipes` cascade layer (src/styles/layers.css.ts), so a feature's refinement
 * wins whatever order the stylesheets load in.
 */
import { createContainer, globalStyle, type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../shared/engine/theme/contract.css';
import { focusOutline, ring } from '../../styles/focus.css';
import { inRecipes } from '../../styles/layers.css';

/** Read by screen readers, not shown. A rule object too, for use inside a media query. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;
export const visuallyHidden = style(inRecipes(visuallyHiddenRule));

/** A file input kept in the accessibility tree but not drawn: a styled button or label opens it. */
export const hiddenFileInput = style(
  inRecipes({
    position: 'absolute',
    width: 1,
    height: 1,
    opacity: 0,
    overflow: 'hidden',
  }),
);

/** A column of children `gap` apart: `stack.md`. */
export const stack = styleVariants(space, (gap) =>
  inRecipes({ display: 'flex', flexDirection: 'column', gap }),
);

/** A list without bullets or indent, its items `gap` apart: `plainList.md`. */
export const plainList = styleVariants(space, (gap) =>
  inRecipes({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap,
  }),
);

/** A wrapping line of secondary facts (date, author, expiry), `gap` apart. */
export const metaRow = style(inRecipes({ display: 'flex', flexWrap: 'wrap', color: vars.color.text2 }));

/** Secondary text: dates, counts, hints. */
export const mutedText = style(inRecipes({ color: vars.color.text2, fontSize: '0.875rem' }));

/** The heading of a section on a screen. */
export const sectionTitle = style(
  inRecipes({
    fontSize: '1.125rem',
    fontWeight: 600,
    color: vars.color.heading2,
    margin: 0,
  }),
);

/** An error line under a form or a field. */
export const alertText = style(inRecipes({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.alert }));

/** A raised panel on the page; focus rings inside it use the ring colour derived for the panel. */
export const panel = style(
  inRecipes({
    backgroundColor: vars.color.panelBg,
    borderRadius: radius.lg,
    padding: space.lg,
    boxShadow: '0 1px 3px rgb(15 23 42 / 0.06)',
    vars: { [ring]: vars.focus.panel },
  }),
);

/** A panel whose children stack `gap` apart: `panelStack.sm`. */
export const panelStack = styleVariants(space, (_gap, key) => [panel, stack[key]]);

/** The outline of a form control (field, radio, chip, choice) on the form's own colours. */
export const control = style(
  inRecipes({
    border: `1.5px solid ${vars.form.border}`,
    backgroundColor: vars.form.bg,
    color: vars.form.text,
  }),
);

/** An outlined box on the panel colour: a tappable row, a list item, a tab. */
export const outlined = style(
  inRecipes({
    border: `1.5px solid ${vars.form.border}`,
    backgroundColor: vars.color.panelBg,
    color: vars.color.text1,
    textDecoration: 'none',
    selectors: { '&:focus-visible': focusOutline(ring, 2) },
  }),
);

/** A tappable row of a list: title (and detail) on the left, a mark or chevron on the right. */
export const rowLink = style([
  outlined,
  inRecipes({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    minHeight: 56,
    padding: space.md,
    borderRadius: radius.md,
  }),
]);

/** A row link that is a <button> (it takes the row's width and looks like the links). */
export const rowButton = style([
  rowLink,
  inRecipes({ width: '100%', textAlign: 'start', font: 'inherit', cursor: 'pointer' }),
]);

/** A tab of a tab row; the current one has the main colour's outline. */
export const tab = style([
  outlined,
  inRecipes({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 44,
    fontWeight: 600,
    textAlign: 'center',
    selectors: {
      '&[aria-current="page"]': { borderColor: vars.color.main1, boxShadow: `0 0 0 2px ${vars.color.main1}` },
    },
  }),
]);

/** A small status pill in its tone's colour (text and outline), on the panel colour. */
export const pill = style(
  inRecipes({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xs,
    padding: `${space.xxs} ${space.sm}`,
    borderRadius: radius.full,
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: 1.6,
    border: '1.5px solid currentColor',
    backgroundColor: vars.color.panelBg,
    whiteSpace: 'nowrap',
  }),
);
export const tone = styleVariants({
  ok: inRecipes({ color: vars.button.success.bg }),
  warn: inRecipes({ color: vars.color.warning }),
  alert: inRecipes({ color: vars.color.alert }),
  info: inRecipes({ color: vars.color.main1 }),
  muted: inRecipes({ color: vars.color.text2 }),
});

/** A wrapping row of chips or tags. */
export const chipRow = style(
  inRecipes({
    display: 'flex',
    flexWrap: 'wrap',
    gap: space.sm,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  }),
);

/** Every label/value list is a container, so its pairs can stack when the list is narrow. */
const pairsContainer = createContainer('pairs');
/**
 * Below this width, in the list's own text size (so 200 % zoom, a 200 % root font and a large
 * browser text size all count), each label sits on its own line above its value: two columns there
 * left the value a letter or a syllable wide.
 */
const PAIRS_STACK_BELOW = '16em';
export const pairsStacked = `${pairsContainer} (max-width: ${PAIRS_STACK_BELOW})`;

/**
 * Label and value pairs (a <dl> of dt/dd): two columns, a label above its value when narrow. A
 * screen's own list composes it (`style([ui.pairs, { … }])`); a rule of its own for the stacked
 * look goes under `'@container': { [pairsStacked]: … }`.
 */
export const pairs = style(
  inRecipes({
    display: 'grid',
    // A label takes what it needs up to half the row, wrapping beyond it; the value always keeps the
    // rest (with `auto 1fr`, a long label took its whole line and left the value one letter wide).
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    gap: `${space.xs} ${space.md}`,
    margin: 0,
    containerName: pairsContainer,
    containerType: 'inline-size',
  }),
);
// A pair may be wrapped in a <div> (HTML allows one per group; `display: contents` keeps the grid).
globalStyle(
  `${pairs} > dt, ${pairs} > dd, ${pairs} > div > dt, ${pairs} > div > dd`,
  inRecipes({ '@container': { [pairsStacked]: { gridColumn: '1 / -1', textAlign: 'start' } } }),
);
// Pairs stay apart from each other more than a label from its own value.
globalStyle(
  `${pairs} > dt:not(:first-child), ${pairs} > div:not(:first-child) > dt`,
  inRecipes({ '@container': { [pairsStacked]: { paddingTop: space.xs } } }),
);

/**
 * An amount of money: never broken across lines ("฿150,000.00" whole, not "฿150,000 / .00"), its
 * figures in even columns. Screens put it on the element holding `fmt.money(…)` alone.
 */
export const money = style(inRecipes({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }));

/** A <progress> bar on the title colour, filled in the main colour. */
export const meter = style(
  inRecipes({
    appearance: 'none',
    border: 0,
    borderRadius: radius.full,
    overflow: 'hidden',
    backgroundColor: vars.color.titleBg2,
    color: vars.color.main1,
    selectors: {
      '&::-webkit-progress-bar': { backgroundColor: vars.color.titleBg2, borderRadius: radius.full },
      '&::-webkit-progress-value': { backgroundColor: vars.color.main1, borderRadius: radius.full },
      '&::-moz-progress-bar': { backgroundColor: vars.color.main1, borderRadius: radius.full },
    },
  }),
);

/** A one-time code shown large, for staff or a clinic to read. */
export const codeText = style(
  inRecipes({
    fontSize: '1.875rem',
    fontWeight: 600,
    letterSpacing: '0.18em',
    textAlign: 'center',
    color: vars.color.heading1,
    fontVariantNumeric: 'tabular-nums',
    margin: 0,
  }),
);

/** A bold text link in the main colour; inline-flex keeps a trailing icon on the text's line. */
export const textLink = style(
  inRecipes({
    display: 'inline-flex',
    alignItems: 'center',
    color: vars.color.main1,
    fontWeight: 600,
  }),
);
