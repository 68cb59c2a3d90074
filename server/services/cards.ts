/**
 * Which cards a member may see, as one reusable query: the member's own TPA cards, the TPA cards of
 * family members they are allowed to view, and the cards they typed in themselves. Every card
 * endpoint starts from this, so no query can forget a rule and leak another member's card.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export function visibleCards(db: Kysely<Database>, memberId: string) {
  return db
    .selectFrom('cards')
    .innerJoin('insured_persons', 'insured_persons.id', 'cards.insured_person_id')
    .where((eb) =>
      eb.or([
        eb('cards.owner_member_id', '=', memberId),
        eb.and([
          eb('cards.type', '<>', 'self_added'),
          eb.or([
            eb('insured_persons.member_id', '=', memberId),
            eb.exists(
              eb
                .selectFrom('family_links')
                .select('family_links.id')
                .whereRef('family_links.insured_person_id', '=', 'insured_persons.id')
                .where('family_links.member_id', '=', memberId)
                .where('family_links.can_view', '=', true),
            ),
          ]),
        ]),
      ]),
    );
}

export async function countVisibleCards(db: Kysely<Database>, memberId: string): Promise<number> {
  const row = await visibleCards(db, memberId)
    .select((eb) => eb.fn.count<number>('cards.id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
