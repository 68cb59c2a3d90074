/**
 * The client address every per-address limit is keyed by (docs/abuse-limits.md). It is Fastify's
 * `request.ip`, which honours X-Forwarded-For only from the proxies TRUST_PROXY names (server/config.ts,
 * passed to Fastify in server/app.ts); by default it is the socket address and a client's header is
 * ignored. IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address; other IPv6 addresses are keyed by
 * their /64, the block one subscriber gets, so rotating addresses inside it buys nothing.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Eight 16-bit groups of an IPv6 address (already checked by isIPv6), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a, b, c, d] = v4[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<string>(fill).fill('0'), ...tail].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

/** The limit key of an address: IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 as its /64. */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (isIPv6(address)) {
    const groups = ipv6Groups(address);
    if (groups) {
      if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
        const [hi, lo] = [groups[6]!, groups[7]!];
        return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
      }
      return `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`;
    }
  }
  // Not an IP (a test double, a unix socket): still one key per value.
  return address === '' ? 'unknown' : address;
}

/** The address the request's limits count against. */
export function clientAddress(request: FastifyRequest): string {
  return addressKey(request.ip);
}
