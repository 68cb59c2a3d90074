import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, FIXTURE_PASSWORD_HASH } from '../../testing/fixtures';
import { CURRENT_PARAMS, hashPassword, needsRehash, parseHash, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with a fresh salt and records the scrypt parameters', async () => {
    const a = await hashPassword('Abcdef12');
    const b = await hashPassword('Abcdef12');
    expect(a).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(parseHash(a)?.params).toEqual(CURRENT_PARAMS);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Abcdef12');
    expect(await verifyPassword('Abcdef12', hash)).toBe(true);
    expect(await verifyPassword('abcdef12', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('verifies hashes made with other parameters, and says when to rehash', async () => {
    const weak = await hashPassword('Abcdef12', { ln: 10, r: 8, p: 1 });
    expect(await verifyPassword('Abcdef12', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(FIXTURE_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword(FIXTURE_PASSWORD, FIXTURE_PASSWORD_HASH)).toBe(true);
  });

  it('never matches a malformed or abusive stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=40,r=8,p=1$AAAA$AAAA')).toBe(false);
    expect(parseHash('$scrypt$ln=15,r=8,p=1$$')).toBeNull();
  });
});
