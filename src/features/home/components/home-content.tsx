/**
 * Home's content sections: the partner's promotion and blog banners (each a link to its list, named
 * for where it goes) and, for a signed-in member, the latest promotions and articles from the home
 * call. Images have their boxes reserved (16:9 thumbnails, 5:2 banners), so nothing shifts as they load.
 */
import { Link } from 'react-router';
import type { HomeData } from '../api/get-home';
import { pathTo } from '../../../../shared/config/routes';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import * as s from './home-screen.css';

interface SectionItem {
  id: string;
  to: string;
  image_url: string | null | undefined;
  title: string;
  meta: string;
}

/** One content section: heading with "see all", the partner's banner to the list, the latest three. */
function ContentSection(props: {
  kind: 'promotions' | 'articles';
  listPath: string;
  banner: string;
  bannerTestId: string;
  items: SectionItem[];
}) {
  const { t } = useTranslation('home');
  const { kind, listPath, banner, bannerTestId, items } = props;
  const headingId = `home-${kind}`;
  return (
    <section className={s.contentSection} aria-labelledby={headingId}>
      <div className={s.sectionHead}>
        <h2 id={headingId} className={s.sectionTitle}>
          {t(`${kind}.title`)}
        </h2>
        <Link className={s.seeAll} to={listPath}>
          {t(`${kind}.seeAll`)}
        </Link>
      </div>
      <Link className={s.sectionBanner} to={listPath} data-testid={bannerTestId}>
        <img
          className={s.sectionBannerImage}
          src={banner}
          alt={t(`${kind}.bannerAlt`)}
          width={750}
          height={300}
          loading="lazy"
        />
      </Link>
      {items.length > 0 ? (
        <ul className={s.contentList} aria-label={t(`${kind}.latest`)} data-testid={headingId}>
          {items.slice(0, 3).map((item) => (
            <li key={item.id}>
              <Link className={s.contentItem} to={item.to}>
                {item.image_url ? (
                  <img
                    className={s.thumb}
                    src={item.image_url}
                    alt=""
                    width={112}
                    height={63}
                    loading="lazy"
                  />
                ) : null}
                <span className={s.contentText}>
                  <span className={s.contentTitle}>{item.title}</span>
                  <span className={s.contentMeta}>{item.meta}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function HomeContent({ home }: { home: HomeData | null }) {
  const { t } = useTranslation('home');
  const fmt = useFormat();
  const lp = useLocalePath();
  const theme = usePartnerStore((st) => st.theme);

  return (
    <>
      <ContentSection
        kind="promotions"
        listPath={lp('/promotion')}
        banner={theme.banner_promotion}
        bannerTestId="home-banner-promotion"
        items={(home?.promotions ?? []).map((p) => ({
          id: p.id,
          to: lp(pathTo('/promotion/:id', { id: p.id })),
          image_url: p.image_url,
          title: p.title,
          meta: t('promotions.until', { date: fmt.date(p.end_date) }),
        }))}
      />
      <ContentSection
        kind="articles"
        listPath={lp('/article')}
        banner={theme.banner_blog}
        bannerTestId="home-banner-blog"
        items={(home?.articles ?? []).map((a) => ({
          id: a.id,
          to: lp(
            a.source === 'tpa'
              ? pathTo('/article/:id', { id: a.id })
              : pathTo('/article/partner/:id?', { id: a.id }),
          ),
          image_url: a.image_url,
          title: a.title,
          meta: fmt.date(a.published_at),
        }))}
      />

      <Link className={s.seeAll} to={lp('/others')} data-testid="home-others">
        {t('others')}
      </Link>
    </>
  );
}
