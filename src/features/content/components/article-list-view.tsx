/**
 * /article (the TPA's articles) and /article/partner (the partner's own): newest first, "show more"
 * paging. Opening one remembers which list it came from (isTpaArticle) for its back action.
 */
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { pathTo } from '../../../config/routes';
import { formatInstant } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import { type ArticleSource, useArticles } from '../api/articles';
import { useArticleOrigin } from '../stores/article-origin';
import * as s from './content.css';
import { ContentState } from './content-state';

export function ArticleListView({ source }: { source: ArticleSource }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const lp = useLocalePath();
  const partnerName = usePartnerStore((st) => st.partner.name[locale]);
  const setTpaArticle = useArticleOrigin((st) => st.setTpaArticle);
  const query = useArticles(locale, source);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className={s.stack}>
      <nav className={s.tabs} aria-label={t('articles.sources')}>
        <Link className={s.tab} to={lp('/article')} aria-current={source === 'tpa' ? 'page' : undefined}>
          {t('articles.tpa')}
        </Link>
        <Link
          className={s.tab}
          to={lp('/article/partner')}
          aria-current={source === 'partner' ? 'page' : undefined}
          data-testid="partner-articles"
        >
          {t('articles.partner', { name: partnerName })}
        </Link>
      </nav>
      <ContentState query={query} notFound={{ to: '/', label: t('common:nav.home') }}>
        {() =>
          items.length === 0 ? (
            <EmptyState
              icon={<InfoIcon size={48} />}
              title={t('articles.emptyTitle')}
              testId="articles-empty"
            >
              <p>{t('articles.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <ul className={s.list} aria-label={t('articles.listLabel')} data-testid="article-list">
                {items.map((a) => (
                  <li key={a.id}>
                    <Link
                      className={s.item}
                      to={lp(
                        source === 'tpa'
                          ? pathTo('/article/:id', { id: a.id })
                          : pathTo('/article/partner/:id?', { id: a.id }),
                      )}
                      onClick={() => setTpaArticle(source === 'tpa')}
                    >
                      {a.image_url ? (
                        <img
                          className={s.itemImage}
                          src={a.image_url}
                          alt=""
                          width={640}
                          height={360}
                          loading="lazy"
                        />
                      ) : null}
                      <span className={s.itemBody}>
                        <span className={s.itemTitle}>{a.title}</span>
                        <span className={s.itemSummary}>{a.summary}</span>
                        <span className={s.muted}>{formatInstant(a.published_at, locale)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {query.hasNextPage ? (
                <Button
                  variant="outline"
                  block
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? t('loading') : t('showMore')}
                </Button>
              ) : null}
            </>
          )
        }
      </ContentState>
    </div>
  );
}
