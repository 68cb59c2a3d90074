import { style } from '@vanilla-extract/css';
import { vars } from '../../../engine/theme/contract.css';
import { focusOutline, ring } from '../../../styles/focus.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: '18px 16px',
  borderRadius: 16,
  backgroundColor: vars.color.titleBg1,
});

export const heroTitle = style({
  fontSize: '1.375rem',
  fontWeight: 600,
  color: vars.color.heading1,
  lineHeight: 1.4,
});
export const heroText = style({ color: vars.color.text2 });
/** Log in and Register side by side, stacked when two would be narrower than their words (200% zoom). */
export const heroActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
  gap: 10,
  marginTop: 10,
});

export const sectionTitle = style({
  fontSize: '1.125rem',
  fontWeight: 600,
  color: vars.color.heading2,
  marginBottom: 12,
});

// --- Content sections (promotions, articles) ---

export const contentSection = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
});
export const seeAll = style({
  color: vars.color.main1,
  fontWeight: 600,
  textDecoration: 'underline',
  alignSelf: 'flex-start',
  vars: { [ring]: vars.focus.page },
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
export const sectionBanner = style({
  display: 'block',
  borderRadius: 16,
  overflow: 'hidden',
  vars: { [ring]: vars.focus.page },
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
export const sectionBannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '5 / 2',
  objectFit: 'cover',
});
export const contentList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });
export const contentItem = style({
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  padding: 10,
  borderRadius: 12,
  border: `1.5px solid ${vars.form.border}`,
  backgroundColor: vars.color.panelBg,
  color: vars.color.text1,
  textDecoration: 'none',
  vars: { [ring]: vars.focus.panel },
  selectors: { '&:focus-visible': focusOutline(ring, 2) },
});
export const thumb = style({
  flex: '0 0 auto',
  width: 112,
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 8,
});
export const contentText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const contentTitle = style({ fontWeight: 600, color: vars.color.heading3, lineHeight: 1.45 });
export const contentMeta = style({ fontSize: '0.875rem', color: vars.color.text2 });
