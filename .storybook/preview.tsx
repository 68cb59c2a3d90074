/**
 * Every story renders as the member app renders a screen: the global styles and Sarabun, a partner's
 * theme applied through the app's own theme engine (applyThemeToDocument, the partner store that the
 * frame and tiles read), the app's i18next instance with its locale files, and a router at / or /en.
 * Toolbar: partner (every folder in partners/), draft (the partner's theme with a brand-kit draft over
 * it) and language (th/en). The a11y add-on runs axe on every story and fails it on any violation.
 * See docs/decisions/060-storybook.md.
 */
import '../src/styles/global.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import partners from 'virtual:storybook-partners';
import { type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import type { Locale } from '../shared/config/routes';
import type { BootData } from '../shared/engine/partner/boot';
import type { Theme } from '../shared/generated/types';
import { themeFromBrandKit } from '../shared/engine/theme/brand-kit';
import { applyThemeToDocument } from '../shared/engine/theme/theme-scope';
import { ensureLanguage, ensureNamespaces, initI18n, useTranslation } from '../src/lib/i18n';
import { usePartnerStore } from '../src/lib/partner-store';

/**
 * Namespaces the stories read besides common and validation (field labels, the OTP step, and the
 * e-Claim document names and failure reasons around the upload row).
 */
const STORY_NAMESPACES = ['auth', 'otp', 'claims'];

/**
 * The "draft" toolbar option: the chosen partner's theme with every colour and the 8 button styles
 * taken from a brand kit of two colours (the previewer's "start from a brand kit"). Images stay the
 * partner's: the kit's template images exist only inside a draft, not in partners/. Server-stored
 * drafts cannot be picked here yet (the decision says why).
 */
export const DRAFT_BRAND_COLORS = ['#7B2D8E', '#E36414'] as const;

function draftTheme(boot: BootData): Theme {
  const kit = themeFromBrandKit({
    partnerId: boot.partner.partner_id,
    insCode: boot.theme.ins_code,
    colors: DRAFT_BRAND_COLORS,
  }).theme;
  const colours = Object.fromEntries(
    Object.entries(kit).filter(([, value]) => typeof value === 'string' && value.startsWith('#')),
  );
  return { ...boot.theme, ...colours, buttons: kit.buttons };
}

const first = partners[0];
if (!first) throw new Error('Storybook found no partner folders in partners/.');
// The store is filled before any story renders, as boot() does in the app.
usePartnerStore.getState().setBoot({ partner: first.partner, theme: first.theme, tiles: first.tiles });

const asLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'th');

/** Applies the toolbar's partner, draft and language, then renders the story inside a router. */
function StoryShell({
  partnerId,
  draft,
  lang,
  children,
}: {
  partnerId: string;
  draft: boolean;
  lang: Locale;
  children: ReactNode;
}) {
  const boot = partners.find((p) => p.id === partnerId) ?? first!;
  const theme = useMemo(() => (draft ? draftTheme(boot) : boot.theme), [boot, draft]);
  useLayoutEffect(() => {
    usePartnerStore.getState().setBoot({ partner: boot.partner, theme, tiles: boot.tiles });
    applyThemeToDocument(theme);
  }, [boot, theme]);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== lang) void ensureLanguage(lang);
  }, [i18n, lang]);
  return (
    <MemoryRouter key={lang} initialEntries={[lang === 'en' ? '/en' : '/']}>
      {children}
    </MemoryRouter>
  );
}

const withPartner: Decorator = (Story, { globals }) => (
  <StoryShell
    partnerId={String(globals.partner ?? first.id)}
    draft={globals.draft === 'brand-kit'}
    lang={asLocale(globals.lang)}
  >
    <Story />
  </StoryShell>
);

/** Phone widths the product is designed for (the previewer's 320, 390 and 768). */
const viewports = {
  phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
} as const;

const preview: Preview = {
  globalTypes: {
    partner: {
      description: 'Partner: theme, tiles and settings from partners/<id>',
      toolbar: {
        title: 'Partner',
        icon: 'paintbrush',
        items: partners.map((p) => ({ value: p.id, title: `${p.partner.name.en} (${p.id})` })),
        dynamicTitle: true,
      },
    },
    draft: {
      description: "The partner's published theme, or a brand-kit draft over it",
      toolbar: {
        title: 'Draft',
        icon: 'edit',
        items: [
          { value: 'published', title: 'Published theme' },
          { value: 'brand-kit', title: `Draft from a brand kit (${DRAFT_BRAND_COLORS.join(', ')})` },
        ],
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Language of the strings (locales/<lang>/*.json)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'th', title: 'ไทย (th)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    partner: first.id,
    draft: 'published',
    lang: 'th',
    viewport: { value: 'phone390', isRotated: false },
  },
  // i18next is ready, with the chosen language, before a story renders (as in the app's start-up).
  loaders: [
    async ({ globals }) => {
      const lang = asLocale(globals.lang);
      await initI18n(lang);
      await ensureNamespaces(STORY_NAMESPACES);
      await ensureLanguage(lang);
      return {};
    },
  ],
  decorators: [withPartner],
  parameters: {
    // axe on every story; a violation fails the story's test (Vitest add-on or test runner), not a warning.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { expanded: true },
  },
};

export default preview;
