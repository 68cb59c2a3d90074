import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { usePartnerStore } from '../../lib/partner-store';
import { BannerStrip } from './banner';

/** The home banner strip from the theme's banner images (`banner_id_*`, `banner_url_*`). */
const meta = { title: 'UI/Banner strip' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Banners({ linked }: { linked: boolean }) {
  const { t, i18n } = useTranslation();
  const theme = usePartnerStore((st) => st.theme);
  const prefix = i18n.language === 'en' ? '/en' : '';
  return (
    <BannerStrip
      label={t('routes.promotion')}
      items={[
        {
          key: 'promotion',
          src: theme.banner_promotion,
          alt: t('routes.promotion'),
          href: linked ? `${prefix}/promotion` : '',
        },
        {
          key: 'blog',
          src: theme.banner_blog,
          alt: t('routes.article'),
          href: linked ? `${prefix}/article` : '',
        },
      ]}
    />
  );
}

/** Each banner leads somewhere (an in-app page). */
export const Linked: Story = { render: () => <Banners linked /> };
/** Images without a target. */
export const ImagesOnly: Story = { render: () => <Banners linked={false} /> };
