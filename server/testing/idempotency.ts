/**
 * Test helper for the creates that take an Idempotency-Key (docs/decisions/029-idempotency-keys.md):
 * suites that are not about idempotency send a fresh key with every POST, as the app does for every
 * new user action. A key on an operation that takes none is ignored.
 */
import { randomUUID } from 'node:crypto';
import { HEADERS, headerKey } from '../../shared/api/headers';

/** `headers` plus a fresh Idempotency-Key when `method` is POST. */
export function withIdempotencyKey(headers: Record<string, string>, method = 'POST'): Record<string, string> {
  return method.toUpperCase() === 'POST'
    ? { ...headers, [headerKey(HEADERS.idempotencyKey)]: randomUUID() }
    : headers;
}
