/**
 * The home screen: the greeting (the member's first name once the home call answers), the theme's
 * banners (each named for where it leads), the service tiles the partner's theme allows (with the
 * official chat account when on), then the promotions and articles sections.
 */
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { type BannerItem, BannerStrip } from '../../../components/ui/banner';
import { buttonClassName } from '../../../components/ui/button';
import { Tile, TileGrid } from '../../../components/ui/tile';
import { isAppHref } from '../../../../shared/config/routes';
import { resolveVisibleTiles } from '../../../../shared/engine/tiles/visible-tiles';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import { useUnreadBadge } from '../../../lib/unread-badge';
import type { HomeData } from '../api/get-home';
import { HomeContent } from './home-content';
import * as s from './home-screen.css';

export interface HomeScreenProps {
  loggedIn: boolean;
  /** The home call's answer for a signed-in member; null before it arrives and for guests. */
  home: HomeData | null;
}

/** A name for a banner that says where it leads: its target's page, else "opens <site>". */
export function bannerTarget(
  href: string,
): 'promotion' | 'article' | 'others' | 'external' | 'page' | 'none' {
  const path = href.replace(/^\/en(?=\/|$)/, '').split(/[?#]/, 1)[0] ?? '';
  if (!href) return 'none';
  if (path === '/promotion' || path.startsWith('/promotion/')) return 'promotion';
  if (path === '/article' || path.startsWith('/article/')) return 'article';
  if (path === '/others' || path.startsWith('/others/')) return 'others';
  if (href.startsWith('https://')) return 'external';
  return 'page';
}

export function HomeScreen({ loggedIn, home }: HomeScreenProps) {
  const memberName = home?.member.name ?? null;
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
    const target = bannerTarget(url);
    const alt =
      target === 'external'
        ? t('bannerTo.external', { host: new URL(url).host })
        : target === 'none'
          ? t('bannerAlt', { n })
          : t(`bannerTo.${target}`);
    return [{ key: `banner-${n}`, src, alt, href: href(url) }];
  });

  // The bottom bar's notification badge: the home call's unread count.
  const setUnread = useUnreadBadge((st) => st.setCount);
  const unread = home?.notifications.total_unread;
  useEffect(() => {
    if (unread !== undefined) setUnread(unread);
  }, [unread, setUnread]);

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

      <HomeContent home={home} />
    </PageFrame>
  );
}
