/**
 * Runs the migrations at start, with Kysely's Migrator (it takes a PostgreSQL advisory lock, so two
 * API processes starting together against one server migrate once). Migrations are imported
 * statically rather than read from a folder, so they work the same under tsx, vitest and a bundle.
 */
import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_rate_limits';
import * as m003 from './migrations/003_idempotency_keys';
import * as m004 from './migrations/004_outbox_delivery';
import * as m005 from './migrations/005_staff';
import * as m006 from './migrations/006_hospital_search';
import * as m008 from './migrations/008_telemed';
import * as m009 from './migrations/009_claims';
import * as m010 from './migrations/010_partner_drafts';
import * as m011 from './migrations/011_preview_sessions';
import * as m013 from './migrations/013_hospital_name_words';
import * as m014 from './migrations/014_hospital_network';
import * as m015 from './migrations/015_upload_quota';
import * as m016 from './migrations/016_staff_roles_audit';
import * as m017 from './migrations/017_notification_broadcasts';
import * as m018 from './migrations/018_member_lists_at_scale';
import * as m019 from './migrations/019_upload_storage';
import * as m020 from './migrations/020_upload_chunk_objects';
import * as m021 from './migrations/021_partner_config_versions';
import * as m022 from './migrations/022_draft_archive_snapshots';
import * as m023 from './migrations/023_claims_workspace';
import * as m024 from './migrations/024_webhooks';
import type { Database } from './types';

/** Every migration, in order. Names sort in the order they must run. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001,
  '002_rate_limits': m002,
  '003_idempotency_keys': m003,
  '004_outbox_delivery': m004,
  '005_staff': m005,
  '006_hospital_search': m006,
  '008_telemed': m008,
  '009_claims': m009,
  '010_partner_drafts': m010,
  '011_preview_sessions': m011,
  '013_hospital_name_words': m013,
  '014_hospital_network': m014,
  '015_upload_quota': m015,
  '016_staff_roles_audit': m016,
  '017_notification_broadcasts': m017,
  '018_member_lists_at_scale': m018,
  '019_upload_storage': m019,
  '020_upload_chunk_objects': m020,
  '021_partner_config_versions': m021,
  '022_draft_archive_snapshots': m022,
  '023_claims_workspace': m023,
  '024_webhooks': m024,
};

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResultSet['results'],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export interface MigrationReport {
  /** Names of the migrations this run applied (empty when the database was up to date). */
  applied: string[];
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationReport> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      `Database migration ${failed} failed: ${reason}. Nothing of it was applied (each migration runs in a transaction); fix the cause and start again.`,
      results,
      { cause: error },
    );
  }
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
