/** /promotion: the partner's running promotions, its own first, more loaded as the member scrolls. */
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon } from '../../../components/ui/icons';
import { LoadMoreList } from '../../../components/ui/load-more-list';
import { pathTo } from '../../../../shared/config/routes';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { usePromotions } from '../api/promotions';
import { ContentCard } from './content-card';
import * as s from './content.css';
import { contentStates } from '../lib/states';

export function PromotionListView() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const fmt = useFormat();
  const lp = useLocalePath();
  const query = usePromotions(locale);

  return (
    <div className={s.stack}>
      <Link className={s.rowLink} to={lp('/article')} data-testid="to-articles">
        {t('promotions.toArticles')}
        <span aria-hidden="true">›</span>
      </Link>
      <QueryState
        query={query}
        {...contentStates(t, { to: '/', label: t('common:nav.home') })}
        isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
        empty={
          <EmptyState
            icon={<GiftIcon size={48} />}
            title={t('promotions.emptyTitle')}
            testId="promotions-empty"
          >
            <p>{t('promotions.emptyBody')}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <LoadMoreList
            query={query}
            items={data.pages.flatMap((p) => p.items)}
            getKey={(p) => p.id}
            renderItem={(p) => (
              <ContentCard
                to={lp(pathTo('/promotion/:id', { id: p.id }))}
                imageUrl={p.image_url}
                title={p.title}
                summary={p.summary}
                detail={t('promotions.validUntil', { date: fmt.date(p.end_date) })}
              />
            )}
            total={data.pages[0]?.total}
            text={{ loadingMore: t('loadingMore'), loadMoreFailed: t('loadMoreFailed') }}
            estimateSize={360}
            gap={14}
            label={t('promotions.listLabel')}
            testId="promotion-list"
          />
        )}
      </QueryState>
    </div>
  );
}
