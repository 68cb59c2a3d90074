import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { createMember } from '../testing/fixtures';
import { MIGRATIONS, migrateToLatest } from './migrate';
import { syncPartners } from './sync-partners';
import { loadPartners } from '../partners/loader';

describe('migrations', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('apply every migration once, and nothing on a second run', async () => {
    const first = await migrateToLatest(database.db);
    expect(first.applied).toEqual(Object.keys(MIGRATIONS));
    const second = await migrateToLatest(database.db);
    expect(second.applied).toEqual([]);
  });

  it('create the whole data model', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      order by table_name`.execute(database.db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      [
        'articles',
        'blobs',
        'cards',
        'claim_attachments',
        'claim_document_requests',
        'claim_status_history',
        'claim_submissions',
        'claims',
        'consent_documents',
        'coverage_benefits',
        'eclaim_drafts',
        'family_links',
        'hospital_coverages',
        'hospital_name_words',
        'hospital_network',
        'hospital_network_words',
        'hospitals',
        'idempotency_keys',
        'insured_persons',
        'member_consents',
        'members',
        'name_words',
        'notification_reads',
        'notifications',
        'otp_challenges',
        'outbox',
        'partner_draft_assets',
        'partner_config_blobs',
        'partner_config_files',
        'partner_config_live',
        'partner_config_versions',
        'partner_draft_changes',
        'partner_drafts',
        'partners',
        'promotions',
        'rate_limits',
        'service_claim_events',
        'service_integrations',
        'sessions',
        'eclaim_uploads',
        'eclaim_upload_chunks',
        'staff_accounts',
        'staff_audit',
        'staff_sessions',
        'telemed_codes',
        'telemed_coverage_rules',
        'telemed_holidays',
        'telemed_provider_keys',
        'telemed_providers',
        'use_card_sessions',
        'webhook_endpoints',
        'webhook_events',
      ].sort(),
    );
  });

  describe('constraints', () => {
    beforeAll(async () => {
      await syncPartners(database.db, loadPartners('partners'));
    });

    it('treat usernames differing only in case as the same account', async () => {
      await createMember(database.db, 'default', { username: 'SomChai01' });
      await expect(createMember(database.db, 'default', { username: 'somchai01' })).rejects.toMatchObject({
        code: '23505',
      });
    });

    it('refuse values outside the documented sets', async () => {
      await expect(createMember(database.db, 'default', { gender: 'other' as never })).rejects.toMatchObject({
        code: '23514',
      });
      await expect(createMember(database.db, 'default', { mobile: '0812345678' })).rejects.toMatchObject({
        code: '23514',
      });
      await expect(createMember(database.db, 'no-such-partner')).rejects.toMatchObject({ code: '23503' });
    });

    it('require a local member to have a username and password, and an SSO member an external id', async () => {
      await expect(createMember(database.db, 'default', { password_hash: null })).rejects.toMatchObject({
        code: '23514',
      });
      await expect(
        createMember(database.db, 'default', {
          is_sso: true,
          username: null,
          password_hash: null,
          external_id: null,
        }),
      ).rejects.toMatchObject({ code: '23514' });
      const sso = await createMember(database.db, 'default', {
        is_sso: true,
        username: null,
        password_hash: null,
        external_id: 'emp-001',
      });
      expect(sso.is_sso).toBe(true);
    });

    it('keep an OTP challenge at most 10 minutes long', async () => {
      const values = {
        partner_id: 'default',
        purpose: 'register' as const,
        phone: '+66812345678',
        ref_no: 'AB12',
        code_hash: 'x'.repeat(64),
      };
      await expect(
        database.db
          .insertInto('otp_challenges')
          .values({ ...values, expires_at: sql<Date>`now() + interval '11 minutes'` as never })
          .execute(),
      ).rejects.toMatchObject({ code: '23514' });
      await database.db
        .insertInto('otp_challenges')
        .values({ ...values, expires_at: sql<Date>`now() + interval '5 minutes'` as never })
        .execute();
    });

    it('need an accident date on accident claims and an approved amount exactly on approved ones', async () => {
      const member = await createMember(database.db, 'default');
      const person = await database.db
        .insertInto('insured_persons')
        .values({ partner_id: 'default', member_id: member.id, name: 'ก', surname: 'ข' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const card = await database.db
        .insertInto('cards')
        .values({
          partner_id: 'default',
          insured_person_id: person.id,
          type: 'individual',
          card_no: 'P-1',
          insured_name: 'ก ข',
          ins_code: 'TPA',
          insurer_name_th: 'ท',
          insurer_name_en: 'T',
          start_date: '2025-01-01',
          expiry_date: '2025-12-31',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const claim = {
        partner_id: 'default',
        card_id: card.id,
        source: 'e_claim' as const,
        benefit_type: 'opd' as const,
        admission_date: '2025-03-01',
        provider_name_en: 'Clinic',
        amount: '1200.50',
      };
      await expect(
        database.db
          .insertInto('claims')
          .values({ ...claim, claim_no: 'C1', claim_type: 'accident', status: 'in_process' })
          .execute(),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        database.db
          .insertInto('claims')
          .values({ ...claim, claim_no: 'C2', claim_type: 'sick', status: 'approved' })
          .execute(),
      ).rejects.toMatchObject({ code: '23514' });
      const ok = await database.db
        .insertInto('claims')
        .values({
          ...claim,
          claim_no: 'C3',
          claim_type: 'sick',
          status: 'approved',
          approved_amount: 1000,
          currency: 'USD',
        })
        .returning(['amount', 'approved_amount', 'admission_date'])
        .executeTakeFirstOrThrow();
      // Exact decimals as strings, calendar dates as ISO strings: the same on PGlite and PostgreSQL.
      expect(ok).toEqual({ amount: '1200.50', approved_amount: '1000.00', admission_date: '2025-03-01' });
    });
  });
});
