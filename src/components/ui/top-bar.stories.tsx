import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { usePartnerStore } from '../../lib/partner-store';
import * as bars from './bars.css';
import { GlobeIcon } from './icons';
import { TopBar } from './top-bar';

/** The themed top bar (theme.json `top_bar_*`): back action, title or logo, and an end slot. */
const meta = { title: 'UI/Top bar', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Bar({ back, logo, language }: { back?: boolean; logo?: boolean; language?: boolean }) {
  const { t } = useTranslation();
  const theme = usePartnerStore((st) => st.theme);
  const partner = usePartnerStore((st) => st.partner);
  return (
    <TopBar
      title={t(logo ? 'routes.home' : 'routes.coverageDetail')}
      onBack={back ? () => {} : undefined}
      backLabel={t('nav.back')}
      logo={logo ? { src: theme.logo, alt: t('app.logoAlt', { name: partner.name.th }) } : null}
      end={
        language ? (
          <button type="button" className={bars.langButton}>
            <GlobeIcon size={18} />
            {t('nav.language')}
          </button>
        ) : null
      }
    />
  );
}

/** An inner page: back action and the page title. */
export const WithBack: Story = { render: () => <Bar back /> };
/** Home: the partner's logo stands for the title (the h1 stays for screen readers). */
export const WithLogo: Story = { render: () => <Bar logo language /> };
/** A top-level page with the language switch in the end slot. */
export const WithLanguageSwitch: Story = { render: () => <Bar back language /> };
