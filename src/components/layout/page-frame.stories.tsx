import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { Skeleton } from '../ui/skeleton';
import { PageFrame } from './page-frame';

/**
 * The frame of every screen: skip link, top bar (with the language switch when the partner offers
 * both languages), <main>, and the bottom bar on the four tab pages. Bars follow the theme's
 * `top_bar_status` and `bottom_bar_status`: a partner that turns them off shows the frame without them.
 */
const meta = { title: 'Layout/Page frame', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Frame({ tab }: { tab?: 'home' | 'setting' }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t(tab === 'home' ? 'routes.home' : tab ? 'routes.setting' : 'routes.coverageDetail')}
      tab={tab}
    >
      <div style={{ display: 'grid', gap: 12, padding: 16 }}>
        <p>{t('errors.errorBody')}</p>
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    </PageFrame>
  );
}

/** Home tab: the logo in the top bar, the bottom bar with Home active. */
export const HomeTab: Story = { render: () => <Frame tab="home" /> };
/** Another tab page: title in the top bar, Settings active. */
export const SettingsTab: Story = { render: () => <Frame tab="setting" /> };
/** An inner page: back action, no bottom bar. */
export const InnerPage: Story = { render: () => <Frame /> };
