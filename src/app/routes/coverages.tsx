/** /coverages: the member's cards grouped by type, with the ways to add one. */
import { Link } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { InfoIcon } from '../../components/ui/icons';
import { useCards } from '../../features/cards/api/get-cards';
import { CardGroupsList, countCards } from '../../features/cards/components/card-groups';
import * as s from '../../features/cards/components/cards.css';
import { QueryState } from '../../features/cards/components/query-state';
import { useTranslation } from '../../lib/i18n';
import { useLocalePath } from '../../lib/locale';
import { withQueryClient } from '../../lib/query';

function CoveragesScreen() {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const query = useCards();
  const actions = (
    <div className={s.actions}>
      <Link className={buttonClassName({ variant: 'primary', block: true })} to={lp('/search-idcard')}>
        {t('list.findPolicy')}
      </Link>
      <Link className={buttonClassName({ variant: 'outline', block: true })} to={lp('/insurance-list')}>
        {t('list.addCard')}
      </Link>
    </div>
  );
  return (
    <PageFrame title={t('common:routes.coverages')} backTo="/">
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel={t('list.loading')}
      >
        {() =>
          query.data && countCards(query.data) > 0 ? (
            <>
              <CardGroupsList
                groups={query.data}
                linkTo={(id) => lp(`/coverages/${id}`)}
                idPrefix="my-cards"
              />
              {actions}
            </>
          ) : (
            <EmptyState
              icon={<InfoIcon size={48} />}
              title={t('list.emptyTitle')}
              testId="coverages-empty"
              action={actions}
            >
              <p>{t('list.emptyBody')}</p>
            </EmptyState>
          )
        }
      </QueryState>
    </PageFrame>
  );
}

export default withQueryClient(CoveragesScreen);
