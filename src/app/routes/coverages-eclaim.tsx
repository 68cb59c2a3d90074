/**
 * /coverages/eclaim: the first step of the e-Claim tile (spec 2: /coverages/eclaim, then
 * /search-idcard). Lists the cards an e-Claim can be made with (policies held at the TPA that are in
 * force) and leads to /e-claim with the chosen card.
 */
import { Link } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { InfoIcon } from '../../components/ui/icons';
import type { CardSummary } from '../../api/schemas/cards';
import { useCards } from '../../features/cards/api/get-cards';
import { CardFace } from '../../features/cards/components/card-face';
import * as s from '../../features/cards/components/cards.css';
import { QueryState } from '../../features/cards/components/query-state';
import { useTranslation } from '../../lib/i18n';
import { useLocalePath } from '../../lib/locale';
import { withQueryClient } from '../../lib/query';

/** Claims go to the TPA: only its cards, and only while they are in force. */
const claimable = (c: CardSummary) => c.type !== 'self_added' && c.status === 'active';

function CoveragesEclaimScreen() {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const query = useCards();
  return (
    <PageFrame title={t('common:routes.coveragesEclaim')} backTo="/">
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel={t('list.loading')}
      >
        {() => {
          const eligible = query.data
            ? [...query.data.group, ...query.data.individual].filter(claimable)
            : [];
          if (eligible.length === 0) {
            return (
              <EmptyState
                icon={<InfoIcon size={48} />}
                title={t('eclaim.none')}
                testId="eclaim-no-card"
                action={
                  <Link className={buttonClassName({ variant: 'primary' })} to={lp('/search-idcard')}>
                    {t('list.findPolicy')}
                  </Link>
                }
              >
                <p>{t('eclaim.noneBody')}</p>
              </EmptyState>
            );
          }
          return (
            <>
              <p>{t('eclaim.intro')}</p>
              <ul className={s.list} data-testid="eclaim-cards">
                {eligible.map((card) => (
                  <li key={card.id}>
                    <CardFace card={card} to={`${lp('/e-claim')}?card=${encodeURIComponent(card.id)}`} />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}

export default withQueryClient(CoveragesEclaimScreen);
