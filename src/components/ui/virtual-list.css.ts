/** The virtual list: a tall box whose rows are placed at their measured offsets. Colours from the theme contract. */
import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../shared/engine/theme/contract.css';

export const box = style({ position: 'relative', width: '100%', listStyle: 'none', margin: 0, padding: 0 });
export const row = style({ position: 'absolute', top: 0, insetInlineStart: 0, width: '100%' });
export const status = style({ fontSize: '0.875rem', color: vars.color.text2 });
export const notice = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.alert });
export const failed = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
