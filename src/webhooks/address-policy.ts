import { isIP } from 'node:net';

/**
 * Which network addresses a webhook may be delivered to. A webhook URL is chosen by an
 * administrator but fetched by the gateway, from inside its network: without this check a URL
 * could make Veil call the cloud metadata service (169.254.169.254), an admin port on localhost or
 * a database on the private network (server-side request forgery).
 */

interface Range {
  /** Network address bytes (4 for IPv4, 16 for IPv6). */
  bytes: number[];
  prefix: number;
}

const v4 = (address: string, prefix: number): Range => ({ bytes: address.split('.').map(Number), prefix });

/** Not reachable from the public internet, or not a unicast host at all. */
const BLOCKED_V4: readonly Range[] = [
  v4('0.0.0.0', 8), // "this network", includes the unspecified 0.0.0.0
  v4('10.0.0.0', 8), // private
  v4('100.64.0.0', 10), // carrier-grade NAT
  v4('127.0.0.0', 8), // loopback
  v4('169.254.0.0', 16), // link-local, cloud metadata services
  v4('172.16.0.0', 12), // private
  v4('192.0.0.0', 24), // IETF protocol assignments
  v4('192.0.2.0', 24), // documentation
  v4('192.168.0.0', 16), // private
  v4('198.18.0.0', 15), // benchmarking
  v4('198.51.100.0', 24), // documentation
  v4('203.0.113.0', 24), // documentation
  v4('224.0.0.0', 4), // multicast
  v4('240.0.0.0', 4), // reserved, includes broadcast 255.255.255.255
];

const v6 = (hex: string, prefix: number): Range => ({ bytes: parseIpv6(hex) ?? [], prefix });

const BLOCKED_V6: readonly Range[] = [
  v6('::', 128), // unspecified
  v6('::1', 128), // loopback
  v6('64:ff9b:1::', 48), // local-use NAT64
  v6('100::', 64), // discard-only
  v6('2001::', 32), // Teredo (embeds an obfuscated IPv4 address)
  v6('2001:db8::', 32), // documentation
  v6('fc00::', 7), // unique local (private)
  v6('fe80::', 10), // link-local
  v6('fec0::', 10), // site-local (deprecated, still private)
  v6('ff00::', 8), // multicast
];

/** IPv6 prefixes that carry an IPv4 address, which decides: where it sits in the 16 bytes. */
const EMBEDDING_V4: ReadonlyArray<{ range: Range; offset: number }> = [
  { range: v6('::ffff:0:0', 96), offset: 12 }, // IPv4-mapped
  { range: v6('::', 96), offset: 12 }, // IPv4-compatible (deprecated)
  { range: v6('64:ff9b::', 96), offset: 12 }, // NAT64
  { range: v6('2002::', 16), offset: 2 }, // 6to4
];

function inRange(bytes: readonly number[], range: Range): boolean {
  if (bytes.length !== range.bytes.length) return false;
  let bits = range.prefix;
  for (let index = 0; bits > 0; index++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

function parseIpv4(text: string): number[] {
  return text.split('.').map(Number);
}

/** Expands an IPv6 address (validated by `isIP` first) to its 16 bytes. */
function parseIpv6(text: string): number[] | undefined {
  const address = text.split('%')[0] ?? ''; // drop a zone id such as fe80::1%eth0
  if (isIP(address) !== 6) return undefined;
  let groups = address.split(':');
  const last = groups.at(-1) ?? '';
  if (last.includes('.')) {
    // A trailing dotted quad stands for the last two groups.
    const [a = 0, b = 0, c = 0, d = 0] = parseIpv4(last);
    groups = [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  }
  const gap = groups.indexOf('');
  if (gap !== -1) {
    const head = groups.slice(0, gap).filter((group) => group !== '');
    const tail = groups.slice(gap + 1).filter((group) => group !== '');
    groups = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  }
  if (groups.length !== 8) return undefined;
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** Removes the brackets URL hosts put around IPv6 literals (`[::1]`). */
export function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * True when the IP address (v4 or v6, in any textual form `isIP` accepts) may be connected to:
 * not loopback, private, link-local, unspecified, multicast, carrier-grade NAT, documentation or
 * reserved, and not an IPv6 form embedding such an IPv4 address. Non-IP text is not allowed.
 */
export function isPublicAddress(address: string): boolean {
  const text = unbracket(address);
  const version = isIP(text.split('%')[0] ?? '');
  if (version === 4) {
    const bytes = parseIpv4(text);
    return !BLOCKED_V4.some((range) => inRange(bytes, range));
  }
  if (version !== 6) return false;
  const bytes = parseIpv6(text);
  if (bytes === undefined) return false;
  if (BLOCKED_V6.some((range) => inRange(bytes, range))) return false;
  for (const { range, offset } of EMBEDDING_V4) {
    if (inRange(bytes, range)) return isPublicAddress(bytes.slice(offset, offset + 4).join('.'));
  }
  return true;
}

/** Host names that always mean this machine, whatever DNS says (RFC 6761). */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
