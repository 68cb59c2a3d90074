/**
 * Migration 014's copies of the provider networks, `hospital_network` and `hospital_network_words`,
 * stay equal to what they copy (`hospital_coverages` joined with `hospitals`, and with its name words)
 * after every kind of change: a place added, a coverage added, changed, moved to another insurer or
 * removed, a place renamed, moved, retyped or deactivated, and a place deleted.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { migrateToLatest } from './migrate';

describe('hospital network copies (migration 014)', () => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.destroy());

  const network = async () =>
    (
      await sql<Record<string, unknown>>`
        select ins_code, code, level, type, lat, lng, province_en, district_en, is_active
        from hospital_network where code like 'NW%' order by ins_code, code`.execute(db())
    ).rows;
  const expectedNetwork = async () =>
    (
      await sql<Record<string, unknown>>`
        select c.ins_code, h.code, c.level, h.type, h.lat, h.lng, h.province_en, h.district_en,
          h.is_active
        from hospital_coverages c join hospitals h on h.id = c.hospital_id
        where h.code like 'NW%' order by c.ins_code, h.code`.execute(db())
    ).rows;
  const words = async () =>
    (
      await sql<Record<string, unknown>>`
        select ins_code, word, code, level, type, lat, lng, province_en, district_en, is_active
        from hospital_network_words where code like 'NW%' order by ins_code, word, code`.execute(db())
    ).rows;
  const expectedWords = async () =>
    (
      await sql<Record<string, unknown>>`
        select c.ins_code, w.word, h.code, c.level, h.type, h.lat, h.lng, h.province_en,
          h.district_en, h.is_active
        from hospital_coverages c join hospitals h on h.id = c.hospital_id
        join hospital_name_words w on w.hospital_id = h.id
        where h.code like 'NW%' order by c.ins_code, w.word, h.code`.execute(db())
    ).rows;

  async function expectCopiesEqual() {
    const [n, en, w, ew] = await Promise.all([network(), expectedNetwork(), words(), expectedWords()]);
    expect(n).toEqual(en);
    expect(w).toEqual(ew);
    return { network: n, words: w };
  }

  it('follow every kind of change to places and coverages', async () => {
    const { id } = await db()
      .insertInto('hospitals')
      .values({
        code: 'NW001',
        type: 'hospital',
        name_th: 'โรงพยาบาลทดสอบ',
        name_en: 'Test General Hospital',
        address_th: '1 ถนนทดสอบ',
        address_en: '1 Test Road',
        province_th: 'กรุงเทพมหานคร',
        province_en: 'Bangkok',
        district_th: 'เขตปทุมวัน',
        district_en: 'Pathum Wan',
        lat: 13.74,
        lng: 100.53,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A place without coverage is in no network.
    expect((await expectCopiesEqual()).network).toEqual([]);

    await db()
      .insertInto('hospital_coverages')
      .values([
        { hospital_id: id, ins_code: 'TPA', level: 'all' },
        { hospital_id: id, ins_code: 'SLI', level: 'some' },
      ])
      .execute();
    let copies = await expectCopiesEqual();
    expect(copies.network.map((r) => `${r.ins_code} ${r.level}`)).toEqual(['SLI some', 'TPA all']);
    // Four words (Thai run, test, general, hospital), once per insurer.
    expect(copies.words).toHaveLength(8);
    expect(copies.words.map((r) => r.word)).toContain('general');

    await db()
      .updateTable('hospital_coverages')
      .set({ level: 'some' })
      .where('hospital_id', '=', id)
      .where('ins_code', '=', 'TPA')
      .execute();
    copies = await expectCopiesEqual();
    expect(copies.network.map((r) => r.level)).toEqual(['some', 'some']);

    // A coverage moved to another insurer leaves the old network.
    await db()
      .updateTable('hospital_coverages')
      .set({ ins_code: 'KSB' })
      .where('hospital_id', '=', id)
      .where('ins_code', '=', 'SLI')
      .execute();
    copies = await expectCopiesEqual();
    expect(copies.network.map((r) => r.ins_code)).toEqual(['KSB', 'TPA']);

    // A rename alone (its words change), then a move and a new type.
    await db()
      .updateTable('hospitals')
      .set({ name_en: 'Test Riverside Clinic' })
      .where('id', '=', id)
      .execute();
    copies = await expectCopiesEqual();
    expect(copies.words.map((r) => r.word)).toContain('riverside');
    await db()
      .updateTable('hospitals')
      .set({ type: 'clinic', lat: 18.79, lng: 98.98, district_en: 'Mueang' })
      .where('id', '=', id)
      .execute();
    copies = await expectCopiesEqual();
    expect(
      copies.network.every((r) => r.type === 'clinic' && r.lat === 18.79 && r.district_en === 'Mueang'),
    ).toBe(true);
    const newWords = copies.words.map((r) => r.word);
    expect(newWords).toContain('riverside');
    expect(newWords).not.toContain('general');

    await db().updateTable('hospitals').set({ is_active: false }).where('id', '=', id).execute();
    copies = await expectCopiesEqual();
    expect(copies.network.every((r) => r.is_active === false)).toBe(true);
    expect(copies.words.every((r) => r.is_active === false)).toBe(true);

    await db()
      .deleteFrom('hospital_coverages')
      .where('hospital_id', '=', id)
      .where('ins_code', '=', 'KSB')
      .execute();
    copies = await expectCopiesEqual();
    expect(copies.network.map((r) => r.ins_code)).toEqual(['TPA']);
    expect(new Set(copies.words.map((r) => r.ins_code))).toEqual(new Set(['TPA']));

    await db().deleteFrom('hospitals').where('id', '=', id).execute();
    copies = await expectCopiesEqual();
    expect(copies.network).toEqual([]);
    expect(copies.words).toEqual([]);
  });
});
