/** Styles of the claims feature. Colours come only from the theme contract (--wl-* variables). */
import { style, styleVariants } from '@vanilla-extract/css';
import { space, vars } from '../../../../shared/engine/theme/contract.css';
import * as ui from '../../../components/ui/surfaces.css';
import { fitColumns } from '../../../styles/layout';

export const stack = ui.stack.lg;
export const list = ui.plainList.md;
export const muted = ui.mutedText;
export const title = ui.sectionTitle;
export const panel = ui.panelStack.sm;
export const itemLink = style([panel, { color: 'inherit', textDecoration: 'none' }]);
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
});
/** Label/value pairs: two columns, a label above its value when narrow (ui.pairs). */
export const dl = style([ui.pairs, { gridTemplateColumns: 'minmax(min(7rem, 40%), 40%) minmax(0, 1fr)' }]);
export const dt = style({ color: vars.color.text2, fontSize: '0.875rem' });
export const dd = style({ margin: 0 });
/** The claim's stage: a neutral pill (the stage's words carry the meaning). */
export const badge = style([
  ui.pill,
  {
    display: 'inline-block',
    lineHeight: 'inherit',
    whiteSpace: 'normal',
    border: `1px solid ${vars.color.text2}`,
    color: vars.color.text1,
    backgroundColor: 'transparent',
  },
]);
export const filters = style(fitColumns('9.5rem'));
export const stepper = style([
  ui.plainList.xs,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 4.5em), 1fr))', counterReset: 'step' },
]);
const stepBase = style({
  textAlign: 'center',
  fontSize: '0.8125rem',
  paddingTop: space.xs,
  borderTop: '4px solid',
});
export const step = styleVariants({
  done: [stepBase, { borderColor: vars.color.main1, color: vars.color.text1 }],
  current: [stepBase, { borderColor: vars.color.main1, color: vars.color.text1, fontWeight: 700 }],
  todo: [stepBase, { borderColor: vars.color.text2, color: vars.color.text2 }],
});
export const timeline = ui.plainList.none;
/** The dot on the timeline's line: 16 px, centred on the 2 px line. */
const DOT = 16;
export const timelineItem = style({
  position: 'relative',
  // The dot's half and a step of text room.
  paddingLeft: `calc(${space.xxl} + ${space.xs})`,
  paddingBottom: space.md,
  borderLeft: `2px solid ${vars.color.text2}`,
  marginLeft: space.sm,
  selectors: { '&:last-child': { borderLeftColor: 'transparent' } },
});
export const dot = style({
  position: 'absolute',
  left: `calc(${DOT / -2}px - 1px)`,
  top: space.xxs,
  width: DOT,
  height: DOT,
  borderRadius: '50%',
  backgroundColor: vars.color.main1,
});
export const pickers = style(fitColumns('9.5rem'));
export const radios = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.sm} ${space.lg}`,
  border: 0,
  padding: 0,
  margin: 0,
});
export const notice = style([panel, { borderLeft: `4px solid ${vars.color.main1}` }]);
