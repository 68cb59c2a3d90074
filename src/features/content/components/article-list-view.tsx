/**
 * /article (the TPA's articles) and /article/partner (the partner's own): newest first, more loaded
 * as the member scrolls. Opening one remembers which list it came from (isTpaArticle) for its back action.
 */
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { LoadMoreList } from '../../../components/ui/load-more-list';
import { pathTo } from '../../../../shared/config/routes';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import { type ArticleSource, useArticles } from '../api/articles';
import { useArticleOrigin } from '../stores/article-origin';
import { ContentCard } from './content-card';
import * as s from './content.css';
import { contentStates } from '../lib/states';

export function ArticleListView({ source }: { source: ArticleSource }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const fmt = useFormat();
  const lp = useLocalePath();
  const partnerName = usePartnerStore((st) => st.partner.name[locale]);
  const setTpaArticle = useArticleOrigin((st) => st.setTpaArticle);
  const query = useArticles(locale, source);

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
      <QueryState
        query={query}
        {...contentStates(t, { to: '/', label: t('common:nav.home') })}
        isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
        empty={
          <EmptyState icon={<InfoIcon size={48} />} title={t('articles.emptyTitle')} testId="articles-empty">
            <p>{t('articles.emptyBody')}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <LoadMoreList
            query={query}
            items={data.pages.flatMap((p) => p.items)}
            getKey={(a) => a.id}
            renderItem={(a) => (
              <ContentCard
                to={lp(
                  source === 'tpa'
                    ? pathTo('/article/:id', { id: a.id })
                    : pathTo('/article/partner/:id?', { id: a.id }),
                )}
                onClick={() => setTpaArticle(source === 'tpa')}
                imageUrl={a.image_url}
                title={a.title}
                summary={a.summary}
                detail={fmt.date(a.published_at)}
              />
            )}
            total={data.pages[0]?.total}
            text={{ loadingMore: t('loadingMore'), loadMoreFailed: t('loadMoreFailed') }}
            estimateSize={360}
            gap={14}
            label={t('articles.listLabel')}
            testId="article-list"
          />
        )}
      </QueryState>
    </div>
  );
}
