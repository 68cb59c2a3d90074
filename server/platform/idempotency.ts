/**
 * Idempotency-Key of the creates (operations marked `idempotent` in shared/api/contract.ts;
 * docs/decisions/029-idempotency-keys.md). What it promises, per member and key, for 24 hours:
 * - the same operation and request (fingerprint) get the first answer again, and nothing is created
 *   twice, also when the first answer was lost after the create committed;
 * - another request with the key is refused (422 IDEMPOTENCY_KEY_MISMATCH);
 * - while the first request with the key runs, another one is told to retry (409
 *   IDEMPOTENCY_KEY_IN_PROGRESS, Retry-After: 1) instead of waiting or running twice.
 *
 * How: the key row is written in the same transaction as the rows the create makes, and the create
 * runs inside that transaction (its services' own transactions become savepoints). Commit stores the
 * rows and the answer together; a failure before commit leaves neither. So a retry after a lost answer
 * finds the key 'done' and replays, and a retry after a crash finds nothing and creates once.
 * A refusal (an ApiError below 500) keeps no key, so the member can correct the request and send it
 * again with the same key; the handler's own writes before the refusal (an OTP attempt counted) stay,
 * as they would without a key.
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppContext } from '../context';
import { json } from '../db/json';
import type { Database } from '../db/types';
import { ApiError } from '../http/api-error';

/** How long a key holds its answer (the issue: keys live 24 h per member). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The first of the two advisory-lock keys: the lock class of idempotency keys (decision 029). */
const LOCK_CLASS = 29;

export interface IdempotentRequest {
  memberId: string;
  key: string;
  /** The contract's operationId: a key used for one operation cannot replay another. */
  operation: string;
  /** SHA-256 (hex) of the request, see fingerprintOf. */
  fingerprint: string;
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** True when `body` is the stored answer of an earlier request. */
  replayed: boolean;
}

/** JSON with object keys sorted at every level, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** SHA-256 (hex) of the canonical JSON of `value`: the fingerprint of a request. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(value) ?? 'null')
    .digest('hex');
}

let savepoints = 0;

/**
 * `trx` for code written against a database: its `db.transaction().execute(fn)` runs `fn` in a
 * savepoint of `trx` (rolled back alone when `fn` throws) instead of failing as Kysely does for a
 * transaction inside a transaction. Everything else is `trx` itself.
 */
export function nestable(trx: Transaction<Database>): Transaction<Database> {
  const proxy: Transaction<Database> = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return () => savepointBuilder;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const savepointBuilder = {
    setIsolationLevel: () => savepointBuilder,
    setAccessMode: () => savepointBuilder,
    async execute<T>(fn: (inner: Transaction<Database>) => Promise<T>): Promise<T> {
      const name = sql.id(`nested_${++savepoints}`);
      await sql`savepoint ${name}`.execute(trx);
      try {
        const result = await fn(proxy);
        await sql`release savepoint ${name}`.execute(trx);
        return result;
      } catch (error) {
        // A dead connection cannot roll back either: the outer transaction fails with the first error.
        await sql`rollback to savepoint ${name}`.execute(trx).catch(() => undefined);
        throw error;
      }
    },
  };
  return proxy;
}

type Outcome<T> =
  | { kind: 'ran'; body: T }
  | { kind: 'replay'; status: number; body: T }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

/** 409 with Retry-After: 1: the first request with this key is still running. */
export function keyInProgress(): ApiError {
  return new ApiError('IDEMPOTENCY_KEY_IN_PROGRESS', { headers: { 'retry-after': '1' } });
}

/**
 * Runs `run` once per member, key and request (see the module comment). `run` gets the transaction
 * to use for every query, wrapped by nestable(); its answer is stored as JSON and replayed as such.
 */
export async function runIdempotent<T>(
  app: Pick<AppContext, 'db' | 'now'>,
  request: IdempotentRequest,
  run: (db: Transaction<Database>) => Promise<T>,
): Promise<IdempotentAnswer<T>> {
  const { memberId, key, operation, fingerprint } = request;
  const outcome = await app.db.transaction().execute(async (trx): Promise<Outcome<T>> => {
    // One request per key at a time. A second one meanwhile is answered at once rather than queued
    // behind the first's transaction (it would hold a connection for as long). The lock ends with
    // the transaction; a hash collision between two keys only costs a retry.
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`${memberId}/${key}`})) as locked`.execute(
      trx,
    );
    if (!lock.rows[0]?.locked) return { kind: 'in_progress' };

    const now = app.now();
    const existing = await trx
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (existing && existing.expires_at.getTime() > now.getTime()) {
      if (existing.operation !== operation || existing.fingerprint !== fingerprint)
        return { kind: 'mismatch' };
      // Not seen outside the transaction that writes it; kept as the safe answer should it ever be.
      if (existing.status !== 'done' || existing.response_status === null) return { kind: 'in_progress' };
      return { kind: 'replay', status: existing.response_status, body: existing.response_body as T };
    }
    if (existing)
      await trx
        .deleteFrom('idempotency_keys')
        .where('member_id', '=', memberId)
        .where('key', '=', key)
        .execute();
    await trx
      .insertInto('idempotency_keys')
      .values({
        member_id: memberId,
        key,
        operation,
        fingerprint,
        status: 'pending',
        created_at: now,
        expires_at: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      })
      .execute();

    await sql`savepoint idempotent_run`.execute(trx);
    let body: T;
    try {
      body = await run(nestable(trx));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error; // rolls everything back
      await forgetKey(trx, memberId, key);
      return { kind: 'refused', error };
    }
    await trx
      .updateTable('idempotency_keys')
      .set({ status: 'done', response_status: 200, response_body: json(body) })
      .where('member_id', '=', memberId)
      .where('key', '=', key)
      .execute();
    return { kind: 'ran', body };
  });

  switch (outcome.kind) {
    case 'ran':
      return { status: 200, body: outcome.body, replayed: false };
    case 'replay':
      return { status: outcome.status, body: outcome.body, replayed: true };
    case 'refused':
      throw outcome.error;
    case 'mismatch':
      throw new ApiError('IDEMPOTENCY_KEY_MISMATCH');
    case 'in_progress':
      throw keyInProgress();
  }
}

/**
 * After a refusal the key is deleted and the transaction commits. Should a failed statement the
 * handler turned into its refusal have aborted the transaction, it is rolled back to just before the
 * handler ran (the one case where the handler's own writes before refusing are not kept).
 */
async function forgetKey(trx: Transaction<Database>, memberId: string, key: string) {
  try {
    await sql`release savepoint idempotent_run`.execute(trx);
  } catch {
    await sql`rollback to savepoint idempotent_run`.execute(trx);
  }
  await trx.deleteFrom('idempotency_keys').where('member_id', '=', memberId).where('key', '=', key).execute();
}

/**
 * Deletes at most `limit` keys past their 24 hours; returns how many (the purge job runs it,
 * server/jobs/purge.ts).
 */
export async function sweepExpiredIdempotencyKeys(
  db: Kysely<Database>,
  now: Date,
  limit = 10_000,
): Promise<number> {
  const result = await sql`delete from idempotency_keys where (member_id, key) in (
      select member_id, key from idempotency_keys where expires_at <= ${now} limit ${limit}
    ) returning key`.execute(db);
  return result.rows.length;
}

/** A multipart form as the idempotency fingerprint sees it: fields, and each file by its bytes' SHA-256. */
export interface FingerprintedForm {
  fields: Readonly<Record<string, string>>;
  files: readonly { field: string; filename: string; mimetype: string; sha256: string }[];
}

/** The fingerprint of a multipart request: its path parameters, fields, and files (name, type, SHA-256). */
export function multipartFingerprint(params: unknown, form: FingerprintedForm): string {
  return fingerprintOf({
    params: params ?? null,
    fields: form.fields,
    files: form.files.map((f) => ({
      field: f.field,
      filename: f.filename,
      mimetype: f.mimetype,
      sha256: f.sha256,
    })),
  });
}
