/**
 * Home's content sections: the partner's promotion and blog banners (each a link to its list, named
 * for where it goes) and, for a signed-in member, the latest promotions and articles from the home
 * call. Images have their boxes reserved (16:9 thumbnails, 5:2 banners), so nothing shifts as they load.
 */
import { Link } from 'react-router';
import type { HomeData } from '../api/get-home';
import { pathTo } from '../../../config/routes';
import { formatCalendarDate, formatInstant } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import * as s from './home-screen.css';

export function HomeContent({ home }: { home: HomeData | null }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const lp = useLocalePath();
  const theme = usePartnerStore((st) => st.theme);

  return (
    <>
      <section className={s.contentSection} aria-labelledby="home-promotions">
        <div className={s.sectionHead}>
          <h2 id="home-promotions" className={s.sectionTitle}>
            {t('promotions.title')}
          </h2>
          <Link className={s.seeAll} to={lp('/promotion')}>
            {t('promotions.seeAll')}
          </Link>
        </div>
        <Link className={s.sectionBanner} to={lp('/promotion')} data-testid="home-banner-promotion">
          <img
            className={s.sectionBannerImage}
            src={theme.banner_promotion}
            alt={t('promotions.bannerAlt')}
            width={750}
            height={300}
            loading="lazy"
          />
        </Link>
        {home && home.promotions.length > 0 ? (
          <ul className={s.contentList} aria-label={t('promotions.latest')} data-testid="home-promotions">
            {home.promotions.slice(0, 3).map((p) => (
              <li key={p.id}>
                <Link className={s.contentItem} to={lp(pathTo('/promotion/:id', { id: p.id }))}>
                  {p.image_url ? (
                    <img
                      className={s.thumb}
                      src={p.image_url}
                      alt=""
                      width={112}
                      height={63}
                      loading="lazy"
                    />
                  ) : null}
                  <span className={s.contentText}>
                    <span className={s.contentTitle}>{p.title}</span>
                    <span className={s.contentMeta}>
                      {t('promotions.until', { date: formatCalendarDate(p.end_date, locale) })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className={s.contentSection} aria-labelledby="home-articles">
        <div className={s.sectionHead}>
          <h2 id="home-articles" className={s.sectionTitle}>
            {t('articles.title')}
          </h2>
          <Link className={s.seeAll} to={lp('/article')}>
            {t('articles.seeAll')}
          </Link>
        </div>
        <Link className={s.sectionBanner} to={lp('/article')} data-testid="home-banner-blog">
          <img
            className={s.sectionBannerImage}
            src={theme.banner_blog}
            alt={t('articles.bannerAlt')}
            width={750}
            height={300}
            loading="lazy"
          />
        </Link>
        {home && home.articles.length > 0 ? (
          <ul className={s.contentList} aria-label={t('articles.latest')} data-testid="home-articles">
            {home.articles.slice(0, 3).map((a) => (
              <li key={a.id}>
                <Link
                  className={s.contentItem}
                  to={lp(
                    a.source === 'tpa'
                      ? pathTo('/article/:id', { id: a.id })
                      : pathTo('/article/partner/:id?', { id: a.id }),
                  )}
                >
                  {a.image_url ? (
                    <img
                      className={s.thumb}
                      src={a.image_url}
                      alt=""
                      width={112}
                      height={63}
                      loading="lazy"
                    />
                  ) : null}
                  <span className={s.contentText}>
                    <span className={s.contentTitle}>{a.title}</span>
                    <span className={s.contentMeta}>{formatInstant(a.published_at, locale)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <Link className={s.seeAll} to={lp('/others')} data-testid="home-others">
        {t('others')}
      </Link>
    </>
  );
}
