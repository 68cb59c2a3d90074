/**
 * `npm run blobs:move -- --to s3|db [--batch 50]`: moves the claim documents and card images between
 * the database and the object store of OBJECT_STORE_URL, in either direction, with the server's
 * configuration (DATABASE_URL or the embedded database in DATA_DIR; the embedded database's folder is
 * locked by a running server, so stop it first). Resumable and idempotent: run it again after a crash
 * and it finishes the job; every copy is checked against its SHA-256 before the source copy is
 * dropped (server/db/blob-move.ts, docs/decisions/071-uploads-and-object-storage.md).
 *
 * Servers may keep running on PostgreSQL meanwhile: a server with OBJECT_STORE_URL reads a blob from
 * wherever its row says; one without it cannot read blobs that are already in the object store.
 */
import { parseConfig } from '../server/config';
import { moveBlobs } from '../server/db/blob-move';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { ObjectStore } from '../server/db/object-store';

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run blobs:move -- --to s3|db [--batch 50]`);
  process.exit(2);
}

async function main() {
  const args = process.argv.slice(2);
  let to: 's3' | 'db' | null = null;
  let batchSize = 50;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[++i];
    if (arg.startsWith('--to')) {
      if (value !== 's3' && value !== 'db') usage('--to must be s3 or db.');
      to = value;
    } else if (arg.startsWith('--batch')) {
      batchSize = Number(value);
      if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 1000)
        usage('--batch must be 1 to 1000.');
    } else usage(`Unknown argument ${arg}.`);
  }
  if (!to) usage('Say where to: --to s3 or --to db.');
  const config = parseConfig(process.env);
  if (!config.objectStore) usage('OBJECT_STORE_URL is not set: there is no object store to move to or from.');
  const database = await openDatabase(config.database);
  const objects = new ObjectStore(config.objectStore);
  try {
    // The rows' table must exist as the server expects it (a no-op on a database a server started).
    await migrateToLatest(database.backgroundDb ?? database.db);
    const started = Date.now();
    const report = await moveBlobs(database.backgroundDb ?? database.db, objects, to, {
      batchSize,
      onMoved: (_sha, r) => {
        if (r.moved % 100 === 0) console.log(`… ${r.moved} blobs, ${r.bytes} bytes`);
      },
    });
    console.log(
      `Moved ${report.moved} blobs (${report.bytes} bytes) to ${to === 's3' ? 'the object store' : 'the database'} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (to === 'db' ? `; removed ${report.objectsRemoved} objects whose blob is in the database` : '') +
        '.',
    );
    if (report.refused.length > 0) {
      console.error(
        `${report.refused.length} blobs were NOT moved: their bytes are missing or do not match their SHA-256:\n${report.refused.join('\n')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    objects.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  // The message only: a driver error may quote the connection settings.
  console.error(`blobs:move failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
