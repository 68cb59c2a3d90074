/**
 * /coverages: the member's cards grouped by type, with the ways to add one; and /coverages/eclaim, the
 * first step of the e-Claim tile (docs/spec.md 2: /coverages/eclaim, then /search-idcard), which lists the
 * cards an e-Claim can be made with (policies held at the TPA that are in force) and leads to /e-claim
 * with the chosen card.
 */
import type { CardSummary } from '../../../../shared/api/schemas/cards';
import { QueryState } from '../../../components/ui/query-state';
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { useCards } from '../api/get-cards';
import { useFamily } from '../api/get-family';
import { CardFace } from './card-face';
import { CardGroupsList, countCards } from './card-groups';
import * as s from './cards.css';
import { useCardStates } from './card-states';

export function CoveragesView() {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const actions = (
    <div className={s.actions}>
      <LinkButton to="/search-idcard" block>
        {t('list.findPolicy')}
      </LinkButton>
      <LinkButton to="/insurance-list" variant="outline" block>
        {t('list.addCard')}
      </LinkButton>
    </div>
  );
  const query = useCards();
  const states = useCardStates();
  return (
    <QueryState {...states} query={query} loadingLabel={t('list.loading')}>
      {(cards) =>
        countCards(cards) > 0 ? (
          <>
            <CardGroupsList groups={cards} linkTo={(id) => lp(`/coverages/${id}`)} idPrefix="my-cards" />
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
  );
}

/** Claims go to the TPA: only its cards, and only while they are in force. */
const claimable = (c: CardSummary) => c.type !== 'self_added' && c.status === 'active';

export function CoveragesEclaimView() {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  // The member's own cards and those of family members they may see (docs/spec.md 2: e-Claim).
  const query = useCards();
  const family = useFamily();
  const states = useCardStates();
  // A family list that fails to load leaves the member's own cards: the family's are an addition.
  const familyOrNone = { ...family, error: null };
  return (
    <QueryState {...states} query={[query, familyOrNone]} loadingLabel={t('list.loading')}>
      {([cards]) => {
        const familyCards = (family.data ?? []).flatMap((person) => person.cards);
        const eligible = [...cards.group, ...cards.individual, ...familyCards].filter(
          (card, i, all) => claimable(card) && all.findIndex((c) => c.id === card.id) === i,
        );
        if (eligible.length === 0) {
          const search = { to: '/search-idcard', label: t('list.findPolicy') } as const;
          return (
            <EmptyState
              icon={<InfoIcon size={48} />}
              title={t('eclaim.none')}
              testId="eclaim-no-card"
              link={search}
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
  );
}
