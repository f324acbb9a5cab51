import net from 'node:net';

/**
 * Which IP addresses job-supplied URLs may reach. Anything that is not plainly a public unicast address is refused:
 * a job posting (imported from a feed or typed by an employer) must never make the server call its own loopback,
 * the private network it sits in, or a cloud metadata endpoint (169.254.169.254).
 */

type Range = readonly [base: bigint, prefix: number, reason: string];

const ipv4Ranges: readonly (readonly [string, number, string])[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (carrier-grade NAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved (benchmarking)'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  // 240/4 includes the broadcast address 255.255.255.255.
  ['240.0.0.0', 4, 'reserved'],
];

/** IPv6 ranges refused outright; ranges that embed an IPv4 address are classified by that address instead. */
const ipv6Ranges: readonly (readonly [string, number, string])[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'private (local-use NAT64)'],
  ['100::', 64, 'reserved (discard)'],
  ['2001::', 32, 'reserved (Teredo)'],
  ['2001:db8::', 32, 'documentation'],
  ['fc00::', 7, 'private (unique local)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private (site-local)'],
  ['ff00::', 8, 'multicast'],
];

export function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

/** 128-bit value of an IPv6 address (with `::`, an embedded dotted IPv4 tail, or a zone id, which is ignored). */
export function parseIpv6(text: string): bigint | null {
  const address = text.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!net.isIPv6(address)) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    for (const piece of half.split(':')) {
      if (piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (v4 === null) return null;
        out.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return null;
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return all.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

const toRanges = (list: typeof ipv4Ranges, parse: (text: string) => bigint | null, bits: number): Range[] =>
  list.map(([base, prefix, reason]) => {
    const value = parse(base);
    if (value === null) throw new Error(`bad range ${base}`);
    return [value >> BigInt(bits - prefix), prefix, reason] as const;
  });

const v4 = toRanges(ipv4Ranges, parseIpv4, 32);
const v6 = toRanges(ipv6Ranges, parseIpv6, 128);

const matchRange = (value: bigint, ranges: Range[], bits: number): string | null =>
  ranges.find(([base, prefix]) => value >> BigInt(bits - prefix) === base)?.[2] ?? null;

const embeddedIpv4 = (value: bigint): bigint => value & 0xffffffffn;

/**
 * Why an address may not be reached ('loopback', 'private', 'link-local'…), or null for a public unicast address.
 * Text that is not an IP address at all is refused as 'not an IP address'.
 */
export function blockedAddressReason(address: string): string | null {
  const ipv4 = parseIpv4(address);
  if (ipv4 !== null) return matchRange(ipv4, v4, 32);
  const ipv6 = parseIpv6(address);
  if (ipv6 === null) return 'not an IP address';
  const top96 = ipv6 >> 32n;
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, deprecated) and NAT64 (64:ff9b::a.b.c.d) reach
  // the IPv4 address they carry; ::/128 and ::1 are matched below before the compatible form.
  if (top96 === 0xffffn || top96 === 0x64ff9b0000000000000000n || (top96 === 0n && ipv6 > 1n)) {
    return matchRange(embeddedIpv4(ipv6), v4, 32);
  }
  // 6to4 (2002:aabb:ccdd::/48) tunnels to the IPv4 address aa.bb.cc.dd.
  if (ipv6 >> 112n === 0x2002n) return matchRange((ipv6 >> 80n) & 0xffffffffn, v4, 32);
  return matchRange(ipv6, v6, 128);
}

export const isPublicAddress = (address: string): boolean => blockedAddressReason(address) === null;
