/**
 * The home screen: the greeting (the member's first name once the home call answers), the theme's
 * banners and the service tiles the partner's theme allows.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { type BannerItem, BannerStrip } from '../../../components/ui/banner';
import { buttonClassName } from '../../../components/ui/button';
import { Tile, TileGrid } from '../../../components/ui/tile';
import { isAppHref } from '../../../config/routes';
import { resolveVisibleTiles } from '../../../engine/tiles/visible-tiles';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import * as s from './home-screen.css';

export interface HomeScreenProps {
  loggedIn: boolean;
  /** The member's first name, or null for the generic greeting. */
  memberName: string | null;
}

export function HomeScreen({ loggedIn, memberName }: HomeScreenProps) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const lp = useLocalePath();
  const { theme, tiles, partner } = usePartnerStore();
  // Members of SSO partners (codes starting with TMP) sign in through their employer, not here.
  const isSsoPartner = partner.ins_code.startsWith('TMP');
  // Theme and tile links are data: a path of the app gets the locale prefix, anything else stays as it is.
  const href = (link: string) => (isAppHref(link) ? lp(link) : link);

  const visible = useMemo(
    () => resolveVisibleTiles(tiles, theme, partner.tile_reading ?? 'A'),
    [tiles, theme, partner.tile_reading],
  );

  const banners: BannerItem[] = [1, 2].flatMap((n) => {
    const status = n === 1 ? theme.banner_url_1_status : theme.banner_url_2_status;
    if (status !== 1) return [];
    const src = n === 1 ? theme.banner_id_1 : theme.banner_id_2;
    const url = (n === 1 ? theme.banner_url_1 : theme.banner_url_2) ?? '';
    return [{ key: `banner-${n}`, src, alt: t('bannerAlt', { n }), href: href(url) }];
  });

  return (
    <PageFrame title={partner.product_name[locale]} backTo={null} tab="home">
      <section className={s.hero} aria-labelledby="home-greeting">
        <h2 id="home-greeting" className={s.heroTitle}>
          {memberName ? t('greetingMember', { name: memberName }) : t('greetingGuest')}
        </h2>
        <p className={s.heroText}>{loggedIn ? t('intro') : isSsoPartner ? t('ssoGuest') : t('guestCta')}</p>
        {!loggedIn && !isSsoPartner ? (
          <div className={s.heroActions}>
            <Link className={buttonClassName({ variant: 'primary', block: true })} to={lp('/login')}>
              {t('common:actions.login')}
            </Link>
            <Link className={buttonClassName({ variant: 'outline', block: true })} to={lp('/register')}>
              {t('common:actions.register')}
            </Link>
          </div>
        ) : null}
      </section>

      <BannerStrip items={banners} label={t('banners')} />

      <section aria-labelledby="home-services">
        <h2 id="home-services" className={s.sectionTitle}>
          {t('services')}
        </h2>
        <TileGrid label={t('services')}>
          {visible.map((tile) => (
            <li key={tile.id}>
              <Tile
                label={t(`tiles.${tile.id}`)}
                icon={tile.icon}
                href={tile.external ? tile.href : href(tile.href)}
                external={tile.external}
                externalHint={t('opensInLine')}
                testId={`tile-${tile.id}`}
              />
            </li>
          ))}
        </TileGrid>
      </section>
    </PageFrame>
  );
}
