/**
 * Mirrors the partner config into the partners table, so members, cards and content can reference
 * partners with foreign keys. Runs at every start (over the live configuration versions) and at every
 * publish (server/modules/staff/partner-versions.ts); rows of partners removed from config are kept
 * (their members' data still needs them).
 */
import { type Kysely, sql } from 'kysely';
import type { PartnerRegistry, ResolvedPartner } from '../partners/registry';
import type { Database } from './types';

/** One partner's row: inserted, or updated when its code or names changed (an unchanged one writes nothing). */
export async function upsertPartnerRow(
  db: Kysely<Database>,
  partner: Pick<ResolvedPartner, 'partner_id' | 'ins_code' | 'name'>,
): Promise<void> {
  await db
    .insertInto('partners')
    .values({
      id: partner.partner_id,
      ins_code: partner.ins_code,
      name_th: partner.name.th,
      name_en: partner.name.en,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          ins_code: partner.ins_code,
          name_th: partner.name.th,
          name_en: partner.name.en,
          updated_at: sql`now()`,
        })
        // Only touch the row when something changed, so a restart writes nothing.
        .where((eb) =>
          eb.or([
            eb('partners.ins_code', '<>', partner.ins_code),
            eb('partners.name_th', '<>', partner.name.th),
            eb('partners.name_en', '<>', partner.name.en),
          ]),
        ),
    )
    .execute();
}

export async function syncPartners(db: Kysely<Database>, partners: PartnerRegistry): Promise<void> {
  for (const { partner } of partners.all) await upsertPartnerRow(db, partner);
}
