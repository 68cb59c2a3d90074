/**
 * Name-based UUIDs (RFC 9562 version 5, SHA-1): the same name always gives the same id. Demo rows get
 * their ids this way, so seeding twice finds the rows it wrote and changes nothing.
 */
import { createHash } from 'node:crypto';

/** The namespace of this product's demo data (a fixed random UUID). */
const NAMESPACE = '6f1c2a4e-8b7d-4e39-a2f5-0c9d8e7b6a51';

function uuidBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

export function uuidV5(name: string, namespace = NAMESPACE): string {
  const hash = createHash('sha1').update(uuidBytes(namespace)).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stable id of a demo row: `stableId('member', 'M01')`. */
export function stableId(kind: string, key: string): string {
  return uuidV5(`${kind}:${key}`);
}
