/** /promotion: the partner's running promotions, its own first, with "show more" paging. */
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon } from '../../../components/ui/icons';
import { pathTo } from '../../../config/routes';
import { formatCalendarDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { usePromotions } from '../api/promotions';
import * as s from './content.css';
import { ContentState } from './content-state';

export function PromotionListView() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const lp = useLocalePath();
  const query = usePromotions(locale);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className={s.stack}>
      <Link className={s.rowLink} to={lp('/article')} data-testid="to-articles">
        {t('promotions.toArticles')}
        <span aria-hidden="true">›</span>
      </Link>
      <ContentState query={query} notFound={{ to: '/', label: t('common:nav.home') }}>
        {() =>
          items.length === 0 ? (
            <EmptyState
              icon={<GiftIcon size={48} />}
              title={t('promotions.emptyTitle')}
              testId="promotions-empty"
            >
              <p>{t('promotions.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <ul className={s.list} aria-label={t('promotions.listLabel')} data-testid="promotion-list">
                {items.map((p) => (
                  <li key={p.id}>
                    <Link className={s.item} to={lp(pathTo('/promotion/:id', { id: p.id }))}>
                      {p.image_url ? (
                        <img
                          className={s.itemImage}
                          src={p.image_url}
                          alt=""
                          width={640}
                          height={360}
                          loading="lazy"
                        />
                      ) : null}
                      <span className={s.itemBody}>
                        <span className={s.itemTitle}>{p.title}</span>
                        <span className={s.itemSummary}>{p.summary}</span>
                        <span className={s.muted}>
                          {t('promotions.validUntil', { date: formatCalendarDate(p.end_date, locale) })}
                        </span>
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
