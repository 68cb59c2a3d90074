/**
 * A staff create carries the new record's id, and that id is its idempotency key: the same values
 * again (a retry after a failure) keep the id, so the server answers the same draft or account; other
 * values or a success start a new one. Every id is a version-4 UUID, as the API's schemas ask.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asUuid, createIds } from './client';

describe('the ids of staff creates', () => {
  it('are version-4 UUIDs', () => {
    for (const id of [createIds().idFor(null), asUuid('f'.repeat(32)), asUuid('0'.repeat(32))])
      expect(z.uuid().safeParse(id).success, id).toBe(true);
    expect(asUuid('0123456789abcdef0123456789abcdef')).toBe('01234567-89ab-4def-8123-456789abcdef');
  });

  it('stay the same for a retry of the same values, and change with the values or after a success', () => {
    const ids = createIds();
    const first = ids.idFor({ partner_id: 'acme', title: 'Acme' });
    expect(ids.idFor({ partner_id: 'acme', title: 'Acme' })).toBe(first);
    const other = ids.idFor({ partner_id: 'acme-2', title: 'Acme' });
    expect(other).not.toBe(first);
    ids.reset();
    expect(ids.idFor({ partner_id: 'acme-2', title: 'Acme' })).not.toBe(other);
  });
});
