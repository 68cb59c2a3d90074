import { style } from '@vanilla-extract/css';

export const strip = style({
  display: 'flex',
  gap: 12,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  paddingBottom: 4,
  scrollbarWidth: 'none',
});

export const item = style({ flex: '0 0 88%', scrollSnapAlign: 'center' });

export const link = style({ display: 'block', borderRadius: 16, overflow: 'hidden' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '5 / 2',
  objectFit: 'cover',
  borderRadius: 16,
});
