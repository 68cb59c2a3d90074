import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody, OutboxDecryptError } from './outbox-cipher';

const key = randomBytes(32);
const row = { channel: 'sms', recipient: '+66811111111', purpose: 'otp_register' };
const text = 'รหัส OTP ของคุณคือ 123456 (รหัสอ้างอิง AB12)';

describe('outbox body encryption', () => {
  it('round-trips with the key and keeps nothing readable', () => {
    const body = encryptBody(key, text, row);
    expect(body).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(body).not.toContain('123456');
    expect(Buffer.from(body.split('.')[3]!, 'base64url').toString('utf8')).not.toContain('123456');
    expect(decryptBody(key, body, row)).toBe(text);
  });

  it('uses a fresh IV per message: the same text never gives the same body', () => {
    expect(encryptBody(key, text, row)).not.toBe(encryptBody(key, text, row));
  });

  it('refuses a wrong key, a body moved to another row, an altered body or an unknown format', () => {
    const body = encryptBody(key, text, row);
    expect(() => decryptBody(randomBytes(32), body, row)).toThrow(OutboxDecryptError);
    expect(() => decryptBody(key, body, { ...row, recipient: '+66822222222' })).toThrow(OutboxDecryptError);
    expect(() => decryptBody(key, body, { ...row, purpose: 'password_changed' })).toThrow(OutboxDecryptError);
    expect(() => decryptBody(key, body, { ...row, channel: 'line' })).toThrow(OutboxDecryptError);
    const [v, iv, tag, ct] = body.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptBody(key, [v, iv, tag, flipped.toString('base64url')].join('.'), row)).toThrow(
      OutboxDecryptError,
    );
    expect(() => decryptBody(key, ['v2', iv, tag, ct].join('.'), row)).toThrow(OutboxDecryptError);
    expect(() => decryptBody(key, text, row)).toThrow(OutboxDecryptError);
  });
});
