/**
 * 014: the search's narrow copies of each provider network (docs/decisions/050-hospital-search.md,
 * "Figures"). A search near a point reads, filters and sorts every candidate place; on `hospitals`
 * that meant rows of about 1 KB (addresses, opening hours, services), 726 pages for 5,445 places,
 * while the search needs a place's position, type, area and coverage level.
 *
 * - `hospital_network`: one row per place and insurer (a coverage row) with just that, so a search
 *   near a point scans a box of 80-byte rows, and only the page's rows (30 at most) are read from
 *   `hospitals`;
 * - `hospital_network_words`: the same rows once per word of the place's names
 *   (`hospital_name_words`), keyed by insurer and word, so the places matching a typed word come
 *   straight from an index with their positions, instead of joining the word matches to the
 *   network (a hash join over the whole network cost 1–2 ms a search).
 *
 * Triggers keep both equal to `hospital_coverages` joined with `hospitals` and its name words: a
 * coverage added, changed or removed, and a place renamed, moved, retyped or deactivated, change them
 * in the same transaction; a place deleted takes its rows with it (foreign keys). On `hospitals`,
 * `hospitals_network` fires after `hospitals_name_words` (013; PostgreSQL fires a table's triggers in
 * name order), so a renamed place's words are new when its network rows are copied. An API test checks
 * the copies after each kind of change.
 */
import { type Kysely, sql } from 'kysely';

/** What a search reads of a place in an insurer's network: both copies have these columns. */
const placeColumns = sql`
    hospital_id uuid not null references hospitals (id) on delete cascade,
    code text not null,
    level text not null check (level in ('all', 'some')),
    type text not null check (type in ('hospital', 'clinic')),
    lat double precision not null,
    lng double precision not null,
    province_en text not null,
    district_en text not null,
    is_active boolean not null`;

const statements = [
  sql`create table hospital_network (
    ins_code text not null,
    ${placeColumns},
    primary key (ins_code, hospital_id)
  )`,
  sql`create index hospital_network_location_idx on hospital_network (ins_code, lat, lng)`,
  sql`create table hospital_network_words (
    ins_code text not null,
    word text not null,
    ${placeColumns},
    primary key (ins_code, word, hospital_id)
  )`,
  sql`create index hospital_network_words_hospital_idx on hospital_network_words (hospital_id)`,
  sql`create function hospital_network_words_sync() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        delete from hospital_network_words
        where ins_code = old.ins_code and hospital_id = old.hospital_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into hospital_network_words (ins_code, word, hospital_id, code, level, type, lat, lng,
          province_en, district_en, is_active)
        select new.ins_code, w.word, new.hospital_id, new.code, new.level, new.type, new.lat, new.lng,
          new.province_en, new.district_en, new.is_active
        from hospital_name_words w where w.hospital_id = new.hospital_id;
      end if;
      return null;
    end
  $$`,
  sql`create trigger hospital_network_words after insert or update or delete on hospital_network
    for each row execute function hospital_network_words_sync()`,
  sql`create function hospital_network_of_coverage() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        delete from hospital_network where ins_code = old.ins_code and hospital_id = old.hospital_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into hospital_network
          (ins_code, hospital_id, code, level, type, lat, lng, province_en, district_en, is_active)
        select new.ins_code, h.id, h.code, new.level, h.type, h.lat, h.lng, h.province_en,
          h.district_en, h.is_active
        from hospitals h where h.id = new.hospital_id;
      end if;
      return null;
    end
  $$`,
  sql`create trigger hospital_coverages_network after insert or update or delete on hospital_coverages
    for each row execute function hospital_network_of_coverage()`,
  sql`create function hospital_network_of_place() returns trigger language plpgsql as $$
    begin
      update hospital_network set code = new.code, type = new.type, lat = new.lat, lng = new.lng,
        province_en = new.province_en, district_en = new.district_en, is_active = new.is_active
      where hospital_id = new.id;
      return null;
    end
  $$`,
  // A rename rewrites the place's rows too, so hospital_network_words takes its new words.
  sql`create trigger hospitals_network
    after update of code, name_th, name_en, type, lat, lng, province_en, district_en, is_active
    on hospitals
    for each row execute function hospital_network_of_place()`,
  sql`insert into hospital_network
      (ins_code, hospital_id, code, level, type, lat, lng, province_en, district_en, is_active)
    select c.ins_code, h.id, h.code, c.level, h.type, h.lat, h.lng, h.province_en, h.district_en,
      h.is_active
    from hospital_coverages c join hospitals h on h.id = c.hospital_id`,
  // Statistics for the planner now: PGlite has no autovacuum, and without them a word search guessed
  // a few hundred rows for an insurer's tens of thousands and scanned them all.
  sql`analyze hospital_network, hospital_network_words`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists hospitals_network on hospitals`.execute(db);
  await sql`drop trigger if exists hospital_coverages_network on hospital_coverages`.execute(db);
  // Dropping a table drops its triggers (hospital_network_words on hospital_network).
  await sql`drop table if exists hospital_network_words`.execute(db);
  await sql`drop table if exists hospital_network`.execute(db);
  await sql`drop function if exists hospital_network_words_sync()`.execute(db);
  await sql`drop function if exists hospital_network_of_place()`.execute(db);
  await sql`drop function if exists hospital_network_of_coverage()`.execute(db);
}
