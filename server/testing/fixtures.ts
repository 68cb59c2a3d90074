/** Small rows for tests that need a member, a card or content without the whole demo data set. */
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { json } from '../db/json';
import type { Database, Member } from '../db/types';

/** A precomputed scrypt hash (password "Passw0rd1"), so fixtures do not pay for hashing. */
export const FIXTURE_PASSWORD = 'Passw0rd1';
export const FIXTURE_PASSWORD_HASH =
  '$scrypt$ln=15,r=8,p=1$rbgvdqSRpc40rWC/YJ8vwA==$D33eDiFmq1KiH3DEPCYwvENDG/6c8pa3wMwsKOIm+Kg=';

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`.slice(-10);

export async function createMember(
  db: Kysely<Database>,
  partnerId: string,
  overrides: Partial<Insertable<Database['members']>> = {},
): Promise<Member> {
  const suffix = unique();
  return db
    .insertInto('members')
    .values({
      partner_id: partnerId,
      username: `user${suffix}`.slice(0, 15),
      password_hash: FIXTURE_PASSWORD_HASH,
      name: 'สมชาย',
      surname: 'ใจดี',
      mobile: `+668${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      gender: 'male',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Thai mobile numbers (08…) that no other call of this sequence gives: `first` + n × `step`. */
export function mobileSequence(first: number, step: number): () => string {
  let n = 0;
  return () => `08${String(first + n++ * step).padStart(8, '0')}`;
}

/** A card of this insured person, in their partner (`values` override the fixture card's columns). */
export const createCardOf = (
  db: Kysely<Database>,
  person: { id: string; partner_id: string },
  values: Partial<Insertable<Database['cards']>> = {},
) => createCard(db, { partner_id: person.partner_id, insured_person_id: person.id, ...values });

/** An insured person of `partnerId` linked to the member as family they may see (can_view). */
export async function createFamilyMember(
  db: Kysely<Database>,
  partnerId: string,
  memberId: string,
  relation: 'spouse' | 'child' | 'parent',
  person: Partial<Insertable<Database['insured_persons']>> = {},
) {
  const row = await createInsuredPerson(db, partnerId, person);
  await db
    .insertInto('family_links')
    .values({ member_id: memberId, insured_person_id: row.id, relation, can_view: true })
    .execute();
  return row;
}

/**
 * A consent document row (terms or privacy) of one section, for the consent tables: `partner_id`
 * null for the TPA-wide one.
 */
export const consentDocument = (
  code: string,
  partner_id: string | null,
  type: 'terms' | 'privacy',
  version: number,
  is_force: boolean,
  published: string,
) => ({
  code,
  partner_id,
  type,
  version,
  title_th: 'เอกสาร',
  title_en: 'Document',
  sections: json([{ heading: { th: 'หัวข้อ', en: 'Heading' }, body: { th: 'เนื้อหา', en: 'Body' } }]),
  is_force,
  published_at: published,
});

export async function createInsuredPerson(
  db: Kysely<Database>,
  partnerId: string,
  overrides: Partial<Insertable<Database['insured_persons']>> = {},
) {
  return db
    .insertInto('insured_persons')
    .values({ partner_id: partnerId, name: 'สมหญิง', surname: 'ใจดี', ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createCard(
  db: Kysely<Database>,
  values: Pick<Insertable<Database['cards']>, 'partner_id' | 'insured_person_id'> &
    Partial<Insertable<Database['cards']>>,
) {
  return db
    .insertInto('cards')
    .values({
      type: 'individual',
      card_no: `POL-${unique()}`,
      insured_name: 'สมหญิง ใจดี',
      ins_code: 'TPA',
      insurer_name_th: 'ไทยแคร์ ทีพีเอ',
      insurer_name_en: 'ThaiCare TPA',
      start_date: '2025-01-01',
      expiry_date: '2026-12-31',
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
