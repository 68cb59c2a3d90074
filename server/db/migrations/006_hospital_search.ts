/**
 * 006: hospital and provider search (docs/decisions/050-hospital-search.md). Names are searched with
 * pg_trgm (typo-tolerant, Thai and English; PGlite loads the same extension, server/db/database.ts),
 * through trigram GIN indexes on both names; province and district filters and the list of areas use a
 * B-tree on the English names (the keys the API takes). Distance is computed in SQL from lat/lng (the
 * existing hospitals_location_idx serves the bounding box).
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create extension if not exists pg_trgm`,
  sql`create index hospitals_name_th_trgm_idx on hospitals using gin (name_th gin_trgm_ops)`,
  sql`create index hospitals_name_en_trgm_idx on hospitals using gin (name_en gin_trgm_ops)`,
  sql`create index hospitals_area_idx on hospitals (province_en, district_en)`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists hospitals_area_idx`.execute(db);
  await sql`drop index if exists hospitals_name_en_trgm_idx`.execute(db);
  await sql`drop index if exists hospitals_name_th_trgm_idx`.execute(db);
  // The extension stays: other objects may use it, and dropping it needs more rights than creating it.
}
