/**
 * My Family's Coverage: the insured persons a member is linked to with can_view, within the member's
 * partner, and their cards. A person without such a link does not exist for the member (404).
 */
import type { Kysely } from 'kysely';
import type { CardGroups, FamilyMember } from '../../../shared/api/schemas/cards';
import type { Database, FamilyRelation } from '../../db/types';
import { groupCards, listVisibleCards, type Viewer } from './cards';

export interface FamilyPerson {
  person_id: string;
  name: string;
  surname: string;
  relation: FamilyRelation;
  birth_date: string | null;
}

function familyPersons(db: Kysely<Database>, viewer: Viewer) {
  return (
    db
      .selectFrom('family_links')
      .innerJoin('insured_persons', 'insured_persons.id', 'family_links.insured_person_id')
      .select([
        'insured_persons.id as person_id',
        'insured_persons.name',
        'insured_persons.surname',
        'insured_persons.birth_date',
        'family_links.relation',
      ])
      .where('family_links.member_id', '=', viewer.memberId)
      .where('family_links.can_view', '=', true)
      .where('insured_persons.partner_id', '=', viewer.partnerId)
      // The member themselves is never their own family member.
      .where((eb) =>
        eb.or([
          eb('insured_persons.member_id', 'is', null),
          eb('insured_persons.member_id', '<>', viewer.memberId),
        ]),
      )
  );
}

export async function findFamilyPerson(
  db: Kysely<Database>,
  viewer: Viewer,
  personId: string,
): Promise<FamilyPerson | null> {
  const row = await familyPersons(db, viewer).where('insured_persons.id', '=', personId).executeTakeFirst();
  return row ?? null;
}

const RELATION_ORDER: Record<FamilyRelation, number> = {
  spouse: 0,
  child: 1,
  parent: 2,
  sibling: 3,
  other: 4,
};

export async function listFamily(db: Kysely<Database>, viewer: Viewer, now: Date): Promise<FamilyMember[]> {
  const persons = await familyPersons(db, viewer).execute();
  persons.sort(
    (a, b) =>
      RELATION_ORDER[a.relation] - RELATION_ORDER[b.relation] ||
      (a.birth_date ?? '').localeCompare(b.birth_date ?? '') ||
      a.name.localeCompare(b.name, 'th'),
  );
  const cards = await listVisibleCards(db, viewer, now, {
    insuredPersonIds: persons.map((p) => p.person_id),
  });
  return persons.map((p) => {
    const groups = groupCards(cards.filter((c) => c.insured_person_id === p.person_id));
    return { ...p, cards: [...groups.group, ...groups.individual, ...groups.self_added] };
  });
}

export async function listFamilyCards(
  db: Kysely<Database>,
  viewer: Viewer,
  personId: string,
  now: Date,
): Promise<{ person: FamilyPerson; cards: CardGroups } | null> {
  const person = await findFamilyPerson(db, viewer, personId);
  if (!person) return null;
  const cards = await listVisibleCards(db, viewer, now, { insuredPersonIds: [personId] });
  return { person, cards: groupCards(cards) };
}

/**
 * Removes a linked family member from the member's My Family: the link goes, and with it the cards the
 * member added for that person (self-added cards never carry claims; their photos go with the purge's
 * orphan-blob sweep). The person's TPA records stay; linking again works as the first time. Answers
 * false when the person is not one of the member's visible family members (the route says 404).
 */
export async function removeFamilyMember(db: Kysely<Database>, viewer: Viewer, personId: string) {
  if (!(await findFamilyPerson(db, viewer, personId))) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('cards')
      .where('owner_member_id', '=', viewer.memberId)
      .where('insured_person_id', '=', personId)
      .where('type', '=', 'self_added')
      .execute();
    await trx
      .deleteFrom('family_links')
      .where('member_id', '=', viewer.memberId)
      .where('insured_person_id', '=', personId)
      .execute();
  });
  return true;
}
