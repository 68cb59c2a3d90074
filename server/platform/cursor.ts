/**
 * Keyset cursors for a member's lists (issue 22; docs/decisions/070-member-queries-at-scale.md). A
 * list read newest first by (time, id) goes on after the last row it gave: the cursor is that row's
 * time and id, base64url-encoded so clients treat it as opaque. The next page is one index range
 * after the cursor, as cheap on the hundredth page as on the first and unmoved by rows arriving on
 * top meanwhile (offset paging repeats or skips rows then). A cursor that does not decode is a 400
 * naming query.cursor, never a 5xx.
 */
import { sql } from 'kysely';
import { ApiError } from '../http/api-error';

export interface Cursor {
  /** The row's time, as an ISO timestamp with microseconds kept (PostgreSQL's precision). */
  at: string;
  id: string;
}

const SHAPE =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A row's time for its cursor, read as text: a JavaScript Date would drop PostgreSQL's microseconds. */
export function cursorTime(column: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeCursor(at: Date | string, id: string): string {
  const iso = typeof at === 'string' ? at : at.toISOString();
  return Buffer.from(`${iso}~${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): Cursor {
  const match = SHAPE.exec(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!match || Number.isNaN(Date.parse(match[1]!)))
    throw new ApiError('VALIDATION_FAILED', {
      details: [
        { path: 'query.cursor', code: 'invalid_cursor', message: 'The cursor is not one this list gave.' },
      ],
    });
  return { at: match[1]!, id: match[2]! };
}

/** The page of `limit` rows out of `limit + 1` read, and the cursor after it when more follow. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  key: (row: T) => { at: Date | string; id: string },
): { items: T[]; next_cursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const more = rows.length > limit && last !== undefined;
  return { items, next_cursor: more ? encodeCursor(key(last).at, key(last).id) : null };
}
