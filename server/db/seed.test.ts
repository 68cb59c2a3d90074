import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerRegistry } from '../partners/registry';
import { verifyPassword } from '../modules/accounts/password';
import { createPartnerDatabase, type TestDatabase } from '../testing/db';
import {
  bangkokMidnight,
  demoLogins,
  type SeedReport,
  seedDemoData,
  splitFullName,
  thaiMobileToE164,
} from './seed';
import { seedData } from './seed-source';
import { stableId, uuidV5 } from './stable-id';

let database: TestDatabase;
let partners: PartnerRegistry;
let first: SeedReport;

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(
    database.db,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}`.execute(
      database.db,
    );
    counts[table_name] = row.rows[0]!.n;
  }
  return counts;
}

beforeAll(async () => {
  ({ database, partners } = await createPartnerDatabase());
  first = await seedDemoData(database.db, partners);
});
afterAll(() => database.destroy());

describe('seedDemoData', () => {
  it('seeds every configured partner: members, cards, claims, at least 200 hospitals, content', async () => {
    const counts = await tableCounts();
    expect(counts.hospitals).toBeGreaterThanOrEqual(200);
    expect(counts.hospital_coverages).toBeGreaterThanOrEqual(counts.hospitals!);
    for (const table of [
      'members',
      'insured_persons',
      'family_links',
      'cards',
      'coverage_benefits',
      'claims',
      'promotions',
      'articles',
      'notifications',
      'telemed_providers',
      'consent_documents',
      'member_consents',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    const configured = new Set(partners.all.map((p) => p.partner.ins_code));
    const expectedMembers = seedData.members.filter((m) => configured.has(m.partnerCode)).length;
    expect(counts.members).toBe(expectedMembers);
    expect(first.inserted.members).toBe(expectedMembers);
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts();
    const again = await seedDemoData(database.db, partners);
    expect(Object.values(again.inserted).every((n) => n === 0)).toBe(true);
    expect(await tableCounts()).toEqual(before);
  });

  it('keeps claims in every status, cards of every type and notifications in every group', async () => {
    const distinct = async (table: 'claims' | 'cards' | 'notifications', column: string) =>
      (
        await sql<{
          v: string;
        }>`select distinct ${sql.ref(column)} as v from ${sql.table(table)} order by 1`.execute(database.db)
      ).rows.map((r) => r.v);
    expect(await distinct('claims', 'status')).toEqual(['approved', 'in_process', 'rejected']);
    expect(await distinct('cards', 'type')).toEqual(['group', 'individual', 'self_added']);
    expect(await distinct('notifications', 'category')).toEqual(['claim', 'general', 'promotion']);
  });

  it('gives every claim waiting for documents an open request to answer (CL2611-028004, issue 25)', async () => {
    const waiting = await database.db
      .selectFrom('claims')
      .select(['id', 'claim_no'])
      .where('stage', '=', 'documents_requested')
      .execute();
    expect(waiting.map((c) => c.claim_no)).toContain('CL2611-028004');
    for (const claim of waiting) {
      const open = await database.db
        .selectFrom('claim_document_requests')
        .select(['kind', 'note_en', 'fulfilled_at'])
        .where('claim_id', '=', claim.id)
        .where('fulfilled_at', 'is', null)
        .execute();
      expect(open.length, claim.claim_no).toBeGreaterThan(0);
    }
    const demo = await database.db
      .selectFrom('claim_document_requests')
      .innerJoin('claims', 'claims.id', 'claim_document_requests.claim_id')
      .select(['kind', 'note_th', 'note_en'])
      .where('claims.claim_no', '=', 'CL2611-028004')
      .executeTakeFirstOrThrow();
    expect(demo).toEqual({
      kind: 'medical_certificate',
      note_th: 'ใบรับรองแพทย์ที่ระบุวันและเวลาที่เกิดอุบัติเหตุ',
      note_en: 'A medical certificate stating the date and time of the accident',
    });
  });

  it('hashes demo passwords, and every printed demo login works', async () => {
    const logins = demoLogins(partners).filter((l) => l.username && l.password);
    expect(logins.length).toBeGreaterThan(0);
    for (const login of logins.slice(0, 3)) {
      const member = await database.db
        .selectFrom('members')
        .select(['password_hash', 'partner_id'])
        .where((eb) => eb(eb.fn('lower', ['username']), '=', login.username!.toLowerCase()))
        .where('partner_id', '=', login.partnerId)
        .executeTakeFirstOrThrow();
      expect(member.password_hash).toMatch(/^\$scrypt\$/);
      expect(member.password_hash).not.toContain(login.password!);
      expect(await verifyPassword(login.password!, member.password_hash!)).toBe(true);
    }
  });

  it('stores phone numbers in E.164', async () => {
    const rows = await database.db.selectFrom('members').select('mobile').execute();
    for (const { mobile } of rows) expect(mobile).toMatch(/^\+66\d{9}$/);
  });
});

describe('seed helpers', () => {
  it('converts Thai mobiles to E.164', () => {
    expect(thaiMobileToE164('0812345678')).toBe('+66812345678');
    expect(thaiMobileToE164('081-234-5678')).toBe('+66812345678');
    expect(thaiMobileToE164('+66812345678')).toBe('+66812345678');
    expect(() => thaiMobileToE164('12345')).toThrow(/Not a Thai phone number/);
  });

  it('splits a printed name at the first space', () => {
    expect(splitFullName('สมชาย ใจดี')).toEqual({ name: 'สมชาย', surname: 'ใจดี' });
    expect(splitFullName(' Mary  Jane Watson ')).toEqual({ name: 'Mary', surname: 'Jane Watson' });
    expect(splitFullName('Madonna')).toEqual({ name: 'Madonna', surname: '-' });
  });

  it('reads a calendar date as midnight in Thailand', () => {
    expect(new Date(bangkokMidnight('2025-01-01')).toISOString()).toBe('2024-12-31T17:00:00.000Z');
  });

  it('makes stable, well-formed version 5 UUIDs', () => {
    // RFC 9562 test vector: DNS namespace, "www.example.com".
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(stableId('member', 'M01')).toBe(stableId('member', 'M01'));
    expect(stableId('member', 'M01')).not.toBe(stableId('member', 'M02'));
    expect(stableId('card', 'C001')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
