import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { BottomBar } from './bottom-bar';
import { BellIcon, GiftIcon, HomeIcon, UserIcon } from './icons';

/** The themed bottom navigation (theme.json `bottom_bar_*`): normal and active tab colours. */
const meta = { title: 'UI/Bottom bar', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Bar({ active }: { active: string }) {
  const { t, i18n } = useTranslation();
  const prefix = i18n.language === 'en' ? '/en' : '';
  const tabs = [
    { key: 'home', to: prefix || '/', icon: <HomeIcon />, label: t('nav.home') },
    { key: 'promotion', to: `${prefix}/promotion`, icon: <GiftIcon />, label: t('nav.promotion') },
    { key: 'notification', to: `${prefix}/notification`, icon: <BellIcon />, label: t('nav.notification') },
    { key: 'setting', to: `${prefix}/setting`, icon: <UserIcon />, label: t('nav.setting') },
  ];
  return (
    <BottomBar label={t('nav.main')} items={tabs.map((tab) => ({ ...tab, active: tab.key === active }))} />
  );
}

export const HomeActive: Story = { render: () => <Bar active="home" /> };
export const NotificationsActive: Story = { render: () => <Bar active="notification" /> };
/** A page outside the four tabs: every tab in the normal colour. */
export const NoneActive: Story = { render: () => <Bar active="" /> };
