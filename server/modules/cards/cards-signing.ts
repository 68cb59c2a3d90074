/**
 * Short signed strings for the card flows (use-card QR payloads, card-search ids). The key is derived
 * from the partner's secret key with a purpose label, so a string signed for one partner or one
 * purpose never verifies for another, and the server needs no extra secret to configure
 * (docs/decisions/041-use-card-code-and-signing.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SigningPurpose = 'use-card-qr' | 'card-search' | 'telemed-qr';

export function signingKey(partnerSecret: string, purpose: SigningPurpose): Buffer {
  return createHmac('sha256', partnerSecret).update(`thaicare:${purpose}:v1`).digest();
}

export function sign(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

export function verifySignature(key: Buffer, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
