import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from './idempotency-key';

describe('idempotencyKeys', () => {
  it('reuses the key for the same values, makes a new one for other values, and starts over after a success', () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor({ a: 1, b: 'x' });
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(keys.keyFor({ a: 1, b: 'x' })).toBe(first);
    const changed = keys.keyFor({ a: 2, b: 'x' });
    expect(changed).not.toBe(first);
    // Back to the first values after a change: a new action, a new key.
    expect(keys.keyFor({ a: 1, b: 'x' })).not.toBe(first);
    const current = keys.keyFor({ a: 1, b: 'x' });
    keys.reset();
    expect(keys.keyFor({ a: 1, b: 'x' })).not.toBe(current);
  });

  it('tells files apart by name, size and type', () => {
    const keys = idempotencyKeys();
    const photo = (name: string, text: string) =>
      new File([text], name, { type: 'image/jpeg', lastModified: 1 });
    const first = keys.keyFor({ front: photo('a.jpg', 'aaa') });
    expect(keys.keyFor({ front: photo('a.jpg', 'aaa') })).toBe(first);
    expect(keys.keyFor({ front: photo('b.jpg', 'aaa') })).not.toBe(first);
  });
});
