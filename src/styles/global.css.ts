/**
 * Global base styles and the self-hosted Thai font. Sarabun (open licence) comes from @fontsource as
 * per-script woff2 subsets; only the Thai and Latin subsets of two weights are declared, with
 * unicode-range. font-display: optional with all four faces preloaded by the server
 * (server/web/html-templates.ts): a face that is not there by the first paint is used from the next
 * page on instead of being swapped in, which moved text under the member (a layout shift of 0.02 on
 * home on a loaded machine).
 */
import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import latin400 from '@fontsource/sarabun/files/sarabun-latin-400-normal.woff2';
import latin600 from '@fontsource/sarabun/files/sarabun-latin-600-normal.woff2';
import thai400 from '@fontsource/sarabun/files/sarabun-thai-400-normal.woff2';
import thai600 from '@fontsource/sarabun/files/sarabun-thai-600-normal.woff2';
import { vars } from '../../shared/engine/theme/contract.css';
import { bottomBar, BOTTOM_BAR_HEIGHT, topBar } from '../components/ui/bars.css';
import { focusOutline, ring } from './focus.css';
import { inReset } from './layers.css';

const THAI_RANGE = 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC';
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const FONT_FAMILY = 'Sarabun';

for (const [src, weight, range] of [
  [thai400, 400, THAI_RANGE],
  [thai600, 600, THAI_RANGE],
  [latin400, 400, LATIN_RANGE],
  [latin600, 600, LATIN_RANGE],
] as const) {
  globalFontFace(FONT_FAMILY, {
    src: `url(${src}) format("woff2")`,
    fontWeight: weight,
    fontStyle: 'normal',
    fontDisplay: 'optional',
    unicodeRange: range,
  });
}

globalStyle('*, *::before, *::after', inReset({ boxSizing: 'border-box' }));

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
// Keyboard focus never lands under the sticky top bar or the fixed bottom bar (WCAG 2.4.11).
globalStyle(`html:has(${topBar})`, { scrollPaddingTop: '4.5rem' });
globalStyle(`html:has(${bottomBar})`, { scrollPaddingBottom: BOTTOM_BAR_HEIGHT });

globalStyle('body', {
  margin: 0,
  fontFamily: `${FONT_FAMILY}, "Noto Sans Thai", "Leelawadee UI", Tahoma, system-ui, sans-serif`,
  // rem everywhere, so the phone's text size setting applies.
  fontSize: '1rem',
  // Thai breaks only between words: Chromium's line breaker finds them with ICU's Thai dictionary
  // (word-break stays normal, never break-all). A token longer than its whole line (an e-mail
  // address) still breaks, as a last resort. Not `anywhere`: that also lets the text's least width
  // fall to one letter, so grids and flex rows squeezed values to a letter or a syllable a line
  // ("ธนาคา|รกรุง|สยาม", "฿150,000 / .00") at 200 % zoom or text size.
  overflowWrap: 'break-word',
  wordBreak: 'normal',
  lineBreak: 'auto',
  vars: { [ring]: vars.focus.page },
  // Thai needs room above and below for vowel and tone marks.
  lineHeight: 1.6,
  color: vars.color.text1,
  backgroundColor: vars.color.pageBg,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p, figure, ul, ol', inReset({ margin: 0 }));
globalStyle('ul, ol', inReset({ padding: 0 }));
// A value sits under its label, never indented by the browser's 40 px. In a two-column list a value
// may shrink below its longest word (it then wraps there) rather than push the page sideways.
globalStyle('dl, dd', inReset({ margin: 0 }));
globalStyle('dd', inReset({ minWidth: 0 }));
globalStyle('img, svg', inReset({ display: 'block', maxWidth: '100%' }));
globalStyle('button, input, select, textarea', inReset({ font: 'inherit', color: 'inherit' }));
globalStyle('a', inReset({ color: vars.color.main1 }));
globalStyle(':focus-visible', inReset(focusOutline(ring, 2)));
globalStyle('#root', { minHeight: '100dvh' });

/**
 * Forced colours (Windows high contrast) replace the theme's colours and drop box shadows, which is
 * how the current tab, the chosen language, the current e-Claim step and pressed choices were told
 * apart: they vanished. Whatever marks itself current, pressed or selected keeps an outline in the
 * system's Highlight colour and an underline (the focus ring still wins while it is focused).
 * Zero specificity apart from :not(:focus-visible), so a component's own forced-colours rule wins.
 */
globalStyle(
  ':where([aria-current]:not([aria-current="false"]), [aria-pressed="true"], [aria-selected="true"]):not(:focus-visible)',
  {
    '@media': {
      '(forced-colors: active)': {
        outline: '3px solid Highlight',
        outlineOffset: 1,
        textDecoration: 'underline',
        textDecorationThickness: '0.15em',
      },
    },
  },
);
