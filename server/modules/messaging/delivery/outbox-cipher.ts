/**
 * Outbox bodies at rest: AES-256-GCM (node:crypto) with a random 12-byte IV per message, stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. The associated data binds a body to its row's channel,
 * recipient and purpose, so a body copied to another row (another phone) does not decrypt. Bodies are
 * decrypted only by the delivery worker and the development outbox (docs/decisions/037).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface BodyBinding {
  channel: string;
  recipient: string;
  purpose: string;
}

/** Thrown when a body cannot be read: wrong key, altered bytes, another row's body, unknown format. */
export class OutboxDecryptError extends Error {
  constructor() {
    super('outbox body cannot be decrypted with this key (wrong OUTBOX_KEY, or the row was altered)');
    this.name = 'OutboxDecryptError';
  }
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const associatedData = (b: BodyBinding) => Buffer.from(JSON.stringify([b.channel, b.recipient, b.purpose]));

export function encryptBody(key: Uint8Array, text: string, binding: BodyBinding): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(binding));
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((p) => p.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

export function decryptBody(key: Uint8Array, body: string, binding: BodyBinding): string {
  const [version, iv, tag, ciphertext, extra] = body.split('.');
  if (
    version !== VERSION ||
    iv === undefined ||
    tag === undefined ||
    ciphertext === undefined ||
    extra !== undefined
  )
    throw new OutboxDecryptError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(associatedData(binding));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new OutboxDecryptError();
  }
}
