/** Cards grouped by type (group, individual, self-added); empty groups are left out. */
import type { CardGroups } from '../../../../shared/api/schemas/cards';
import { useTranslation } from '../../../lib/i18n';
import { CardFace } from './card-face';
import * as s from './cards.css';

export const CARD_GROUP_ORDER = ['group', 'individual', 'self_added'] as const;

export const countCards = (groups: CardGroups) =>
  groups.group.length + groups.individual.length + groups.self_added.length;

export function CardGroupsList({
  groups,
  linkTo,
  idPrefix,
}: {
  groups: CardGroups;
  linkTo: (cardId: string) => string;
  idPrefix: string;
}) {
  const { t } = useTranslation('cards');
  return (
    <>
      {CARD_GROUP_ORDER.filter((type) => groups[type].length > 0).map((type) => (
        <section
          key={type}
          className={s.section}
          aria-labelledby={`${idPrefix}-${type}`}
          data-testid={`cards-${type}`}
        >
          <h2 id={`${idPrefix}-${type}`} className={s.sectionTitle}>
            {t(`types.${type}`)}
          </h2>
          <ul className={s.list}>
            {groups[type].map((card) => (
              <li key={card.id}>
                <CardFace card={card} to={linkTo(card.id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
