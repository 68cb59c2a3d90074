/**
 * Demo staff accounts, one per role and two scoped to one partner (docs/decisions/038-staff-access.md,
 * 067-staff-roles-and-audit.md), from
 * seed-data/records/staff.json: seeded with the demo data (never in production unless SEED_DEMO_DATA
 * says so), idempotently, with stable ids; a password is hashed only for an account not yet present,
 * so a changed password survives a restart.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PARTNER_ID_PATTERN } from '../../shared/api/schemas/staff-drafts';
import { STAFF_ROLES } from '../../shared/api/staff-roles';
import { hashPassword } from '../modules/accounts/password';
import { RECORDS_DIR } from './seed-data';
import { loadRecords } from './seed-data/load';
import { stableId } from './stable-id';
import type { Database } from './types';

const staffRecord = z.strictObject({
  id: z.string().regex(/^S\d{2}$/),
  email: z.email().max(100),
  name: z.string().min(1).max(100),
  role: z.enum(STAFF_ROLES),
  /** The partners the account serves; absent for every partner. */
  partners: z.array(z.string().regex(PARTNER_ID_PATTERN)).min(1).optional(),
  password: z.string().min(12).max(128),
});
export type StaffRecord = z.infer<typeof staffRecord>;

export function loadStaffRecords(dir: string = RECORDS_DIR): StaffRecord[] {
  return loadRecords(`${dir}/staff.json`, staffRecord);
}

export const DEMO_STAFF: readonly StaffRecord[] = loadStaffRecords();

/** One hash per demo account and process: test files build many seeded servers. */
const hashes = new Map<string, Promise<string>>();
function demoHash(record: StaffRecord): Promise<string> {
  const key = `${record.id}\u0000${record.password}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPassword(record.password);
    hashes.set(key, hash);
  }
  return hash;
}

/** Inserts the demo staff the database does not have yet; returns how many were added. */
export async function seedStaff(db: Kysely<Database>, records: readonly StaffRecord[] = DEMO_STAFF) {
  let inserted = 0;
  for (const record of records) {
    const id = stableId('staff', record.id);
    const present = await db
      .selectFrom('staff_accounts')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (present) continue;
    const result = await db
      .insertInto('staff_accounts')
      .values({
        id,
        email: record.email.toLowerCase(),
        name: record.name,
        role: record.role,
        partner_ids: record.partners ?? null,
        password_hash: await demoHash(record),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}
