import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/theme/contract.css';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'grid',
  gridTemplateColumns: '48px 1fr auto',
  alignItems: 'center',
  gap: 4,
  minHeight: 56,
  padding: '4px 8px',
  paddingTop: 'max(4px, env(safe-area-inset-top))',
  backgroundColor: vars.topBar.bg,
  color: vars.topBar.text,
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.12)',
});

export const topBarTitle = style({
  fontSize: 18,
  fontWeight: 600,
  lineHeight: 1.35,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 });

export const logo = style({ height: 34, width: 'auto', maxWidth: 160, objectFit: 'contain', flexShrink: 0 });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: 22,
  background: 'transparent',
  color: vars.topBar.icon,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.12)' } },
});

export const langButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '4px 10px',
  border: `1px solid ${vars.topBar.text}`,
  borderRadius: 20,
  background: 'transparent',
  color: vars.topBar.text,
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
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
});

export const bottomList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  listStyle: 'none',
  maxWidth: 640,
  margin: '0 auto',
});

export const bottomItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minHeight: 60,
  padding: '6px 4px',
  fontSize: 13,
  lineHeight: 1.3,
  textDecoration: 'none',
  color: vars.bottomBar.normal,
  selectors: {
    '&[aria-current="page"]': { color: vars.bottomBar.active, fontWeight: 600 },
  },
});

/** Space so fixed bottom navigation never covers content. */
export const bottomSpacer = style({ height: 'calc(72px + env(safe-area-inset-bottom))' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
