import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-client limit counts under. An IPv4 address is one client. An IPv6 host usually has a
 * whole /64 to itself (SLAAC, privacy addresses), so it could take a fresh address for every try: IPv6
 * clients are counted by their /64 prefix (`2001:db8:1:2::/64`). An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, a dual-stack socket) is its IPv4 address.
 */
export function clientKey(ip: string | undefined | null): string {
  if (!ip) return '';
  const address = ip.split('%')[0] ?? ip; // a zone id (fe80::1%eth0) names an interface, not a host
  if (!isIPv6(address)) return ip;
  const groups = expandIPv6(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const v4 = [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
    if (isIPv4(v4)) return v4;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}
