/**
 * Request ids (docs/decisions/072-health-drain-metrics.md). Every request has one: the X-Request-Id a
 * trusted proxy sent (TRUST_PROXY names it, server/config.ts), when it is a sane token, else a fresh
 * UUID. It is Fastify's request.id, so it is in every log line of the request (`reqId`, the child
 * logger's binding), in the X-Request-Id header of every answer and in `error.request_id` of every
 * error body (server/http/error-handler.ts).
 *
 * Only the nearest hop is asked: it is the one that sent the header, so it is the one that must be
 * trusted (a proxy further away could have been anyone). From any other sender the header is ignored:
 * a client-chosen id would let anyone forge log correlation.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { TrustProxy } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What is taken from a proxy: 1–128 letters, digits and `_ - . : + = /` (UUIDs, hex ids, ULIDs,
 * base64, AWS-style `Root=1-…`). No spaces, quotes or control characters: it goes into headers and
 * log lines as it is.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_.:+=/-]{1,128}$/;

/** Strips an IPv4-mapped IPv6 prefix (::ffff:10.0.0.1) and a zone (%eth0). */
function plainAddress(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  return mapped?.[1] ?? bare;
}

/** Whether the socket peer is a proxy TRUST_PROXY trusts (as Fastify's trustProxy would, hop 0). */
export function trustsPeer(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'function') {
    const trust = trustProxy;
    return (address) => address !== undefined && trust(plainAddress(address), 0);
  }
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (address === undefined) return false;
    const plain = plainAddress(address);
    if (isIPv4(plain)) return list.check(plain, 'ipv4');
    if (isIPv6(plain)) return list.check(plain, 'ipv6');
    return false;
  };
}

/** Fastify's genReqId: the trusted proxy's X-Request-Id when sane, else a new UUID. */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  if (trustProxy === false) return () => randomUUID();
  return (request) => {
    const header = request.headers[REQUEST_ID_HEADER];
    if (
      typeof header === 'string' &&
      REQUEST_ID_PATTERN.test(header) &&
      trusted(request.socket?.remoteAddress)
    )
      return header;
    return randomUUID();
  };
}
