import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { usePartnerStore } from '../../lib/partner-store';
import { Tile, TileGrid } from './tile';

/** Home menu tiles in the partner's tile colours and icons (theme.json `menu_icon_*`). */
const meta = { title: 'UI/Tile' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Tiles() {
  const { t } = useTranslation();
  const theme = usePartnerStore((st) => st.theme);
  const tiles = [
    { key: 'coverages', icon: theme.menu_icon_1, label: t('routes.coverages'), href: '/coverages' },
    {
      key: 'hospitals',
      icon: theme.menu_icon_2,
      label: t('routes.searchHospital'),
      href: '/search-hospital',
    },
    { key: 'claims', icon: theme.menu_icon_3, label: t('routes.claimStatus'), href: '/claim-status' },
    { key: 'telemed', icon: theme.menu_icon_4, label: t('routes.telemedicine'), href: '/telemedicine' },
    { key: 'articles', icon: theme.menu_icon_5, label: t('routes.article'), href: '/article' },
  ];
  return (
    <TileGrid label={t('nav.main')}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Tile label={tile.label} icon={tile.icon} href={tile.href} />
        </li>
      ))}
      <li>
        <Tile
          label={t('line.openLine')}
          icon={theme.menu_icon_6}
          href="https://line.me/R/ti/p/@example"
          external
          externalHint={t('line.openLine')}
        />
      </li>
    </TileGrid>
  );
}

/** Five in-app tiles and one external tile (opens in a new tab, says so to screen readers). */
export const Grid: Story = { render: () => <Tiles /> };
