import { style } from '@vanilla-extract/css';
import { radius, space } from '../../../shared/engine/theme/contract.css';

export const strip = style({
  display: 'flex',
  gap: space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  paddingBottom: space.xs,
  scrollbarWidth: 'none',
});

export const item = style({ flex: '0 0 88%', scrollSnapAlign: 'center' });

export const link = style({ display: 'block', borderRadius: radius.lg, overflow: 'hidden' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '5 / 2',
  objectFit: 'cover',
  borderRadius: radius.lg,
});
