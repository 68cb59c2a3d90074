/** compileOnce (server/db/database.ts): a query compiled once, run with each call's values. */
import { Kysely, PostgresDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileOnce, PREPARED_STATEMENT_MARK, prepared } from './database';
import type { Database } from './types';

// Compiling needs a dialect, not a connection: the pool is never asked for one.
const db = new Kysely<Database>({
  dialect: new PostgresDialect({
    pool: { connect: () => Promise.reject(new Error('no')), end: async () => {} },
  }),
});

const build = ({ member, now }: { member: string; now: Date }) =>
  db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', member)
    .where('expires_at', '>', now)
    .where('created_at', '<=', now)
    .where('read_only', '=', false);

describe('compileOnce', () => {
  it('gives the SQL and parameters compiling afresh would, for any values', () => {
    const lookup = compileOnce({ member: '\u0000member', now: new Date(0) }, build);
    for (const values of [
      { member: 'm-1', now: new Date('2026-01-01T00:00:00Z') },
      { member: 'm-2', now: new Date('2027-06-30T12:00:00Z') },
    ]) {
      const once = lookup(values);
      const fresh = build(values).compile();
      expect(once.sql).toBe(fresh.sql);
      // The Date used twice fills both places; the constant `false` stays.
      expect(once.parameters).toEqual(fresh.parameters);
      expect(once.parameters).toEqual([values.member, values.now, values.now, false]);
    }
    expect(lookup({ member: 'a', now: new Date() }).queryId).not.toBe(
      lookup({ member: 'a', now: new Date() }).queryId,
    );
  });

  it('refuses a placeholder that is not a parameter of the query', () => {
    expect(() =>
      compileOnce({ member: '\u0000member', now: new Date(0), unused: '\u0000unused' }, ({ member, now }) =>
        build({ member, now }),
      ),
    ).toThrow(/placeholder unused/);
  });

  it('prepared() marks the SQL and keeps the rest', () => {
    const query = build({ member: 'm', now: new Date() }).compile();
    const marked = prepared(query);
    expect(marked.sql).toBe(PREPARED_STATEMENT_MARK + query.sql);
    expect(marked.parameters).toBe(query.parameters);
  });
});
