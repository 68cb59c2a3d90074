/**
 * 013: an index of the words of hospital names, for fast typo-tolerant search
 * (docs/decisions/050-hospital-search.md, "Figures"). Word similarity computed against every
 * candidate name cost about 8 µs a row, so a broad word near a point or a word shared by a few
 * hundred places took 10–45 ms. Now a typed word is compared with the distinct words of all names
 * (about 1,200 for the benchmark's 5,445 places, through a trigram index), and the places come from
 * the words that matched through a B-tree.
 *
 * - `hospital_name_words(word, hospital_id)`: every word of a place's Thai and English names,
 *   lower-cased, split at spaces and ASCII punctuation (Thai vowels and tone marks are not
 *   separators: a Thai name's run of letters stays one word, which `<%` searches inside);
 * - `name_words(word)`: the distinct words, with a trigram GIN index;
 * - a trigger keeps both up to date when a place is added or renamed (a word no name uses any more
 *   stays in name_words and simply finds no place).
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create table hospital_name_words (
    word text not null,
    hospital_id uuid not null references hospitals (id) on delete cascade,
    primary key (word, hospital_id)
  )`,
  sql`create index hospital_name_words_hospital_idx on hospital_name_words (hospital_id)`,
  sql`create table name_words (word text primary key)`,
  sql`create index name_words_trgm_idx on name_words using gin (word gin_trgm_ops)`,
  sql`create function hospital_name_words_of(name_th text, name_en text) returns setof text
    language sql immutable as $$
      select distinct w from regexp_split_to_table(lower(name_th || ' ' || name_en), '[\\s,.()/&''"+:;!?-]+') w
      where w <> ''
    $$`,
  sql`create function hospital_name_words_sync() returns trigger language plpgsql as $$
    begin
      delete from hospital_name_words where hospital_id = new.id;
      insert into hospital_name_words (word, hospital_id)
        select w, new.id from hospital_name_words_of(new.name_th, new.name_en) w;
      insert into name_words (word)
        select w from hospital_name_words_of(new.name_th, new.name_en) w
        on conflict do nothing;
      return new;
    end
  $$`,
  sql`create trigger hospitals_name_words after insert or update of name_th, name_en on hospitals
    for each row execute function hospital_name_words_sync()`,
  sql`insert into hospital_name_words (word, hospital_id)
    select w, h.id from hospitals h cross join lateral hospital_name_words_of(h.name_th, h.name_en) w`,
  sql`insert into name_words (word) select distinct word from hospital_name_words`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists hospitals_name_words on hospitals`.execute(db);
  await sql`drop function if exists hospital_name_words_sync()`.execute(db);
  await sql`drop function if exists hospital_name_words_of(text, text)`.execute(db);
  await sql`drop table if exists name_words`.execute(db);
  await sql`drop table if exists hospital_name_words`.execute(db);
}
