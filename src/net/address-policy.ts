import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses outgoing requests (crawler, engines, webhooks) may connect to.
 *
 * The rule is "public unicast only": anything that can reach the service's own host, its private
 * network, the cloud metadata endpoint or a range that is not globally routable is refused. IPv6 is
 * checked as an allowlist (only 2000::/3 global unicast, minus its special blocks) because its
 * special-purpose space is large and keeps growing; IPv4 as a denylist of the special-purpose
 * registry (RFC 6890 and successors). IPv6 forms that carry an IPv4 address (mapped, translated,
 * NAT64, 6to4) are judged by the IPv4 address they carry.
 */

/** Why an address is refused; 'public' means it may be contacted. */
export type AddressCategory =
  | 'public'
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'carrier_grade_nat'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'benchmarking'
  | 'documentation'
  | 'unique_local'
  | 'ipv4_compatible'
  | 'not_global_unicast'
  | 'denied';

export type AddressVerdict =
  { allowed: true; address: string; category: AddressCategory } | { allowed: false; address: string; category: AddressCategory };

export interface AddressPolicyOptions {
  /** Allow every address (local development and tests; `VISIBILITY_ALLOW_PRIVATE_NETWORK=1`). */
  allowPrivate?: boolean;
  /** CIDRs allowed even though their range is blocked (an explicit exception list, e.g. tests). */
  allowCidrs?: readonly string[];
  /** CIDRs always refused, checked first, even with `allowPrivate` (e.g. tests of the re-check). */
  denyCidrs?: readonly string[];
}

export type AddressPolicy = (address: string) => AddressVerdict;

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

function v4(cidr: string): [ipaddr.IPv4, number] {
  return ipaddr.IPv4.parseCIDR(cidr);
}
function v6(cidr: string): [ipaddr.IPv6, number] {
  return ipaddr.IPv6.parseCIDR(cidr);
}

/** Checked in order; the first match names the category. 255.255.255.255 comes before 240/4. */
const blockedV4: ReadonlyArray<[AddressCategory, [ipaddr.IPv4, number]]> = [
  ['unspecified', v4('0.0.0.0/8')],
  ['private', v4('10.0.0.0/8')],
  ['carrier_grade_nat', v4('100.64.0.0/10')],
  ['loopback', v4('127.0.0.0/8')],
  ['link_local', v4('169.254.0.0/16')], // includes 169.254.169.254, the cloud metadata service
  ['private', v4('172.16.0.0/12')],
  ['reserved', v4('192.0.0.0/24')], // IETF protocol assignments
  ['documentation', v4('192.0.2.0/24')],
  ['reserved', v4('192.88.99.0/24')], // former 6to4 relay anycast
  ['private', v4('192.168.0.0/16')],
  ['benchmarking', v4('198.18.0.0/15')],
  ['documentation', v4('198.51.100.0/24')],
  ['documentation', v4('203.0.113.0/24')],
  ['multicast', v4('224.0.0.0/4')],
  ['broadcast', v4('255.255.255.255/32')],
  ['reserved', v4('240.0.0.0/4')],
];

const globalUnicastV6 = v6('2000::/3');
const blockedGlobalV6: ReadonlyArray<[AddressCategory, [ipaddr.IPv6, number]]> = [
  ['documentation', v6('2001:db8::/32')],
  // IETF protocol assignments: Teredo, benchmarking (2001:2::/48), ORCHID, AMT, AS112... No web
  // site lives there, and Teredo embeds an arbitrary IPv4 address.
  ['reserved', v6('2001::/23')],
  ['documentation', v6('3fff::/20')],
];
const ipv4MappedV6 = v6('::ffff:0:0/96');
const ipv4TranslatedV6 = v6('::ffff:0:0:0/96'); // RFC 6145
const ipv4CompatibleV6 = v6('::/96'); // deprecated; also contains :: and ::1
const nat64WellKnown = v6('64:ff9b::/96'); // RFC 6052: DNS64 gives public IPv4 sites this form
const nat64LocalUse = v6('64:ff9b:1::/48'); // RFC 8215: local NAT64, embedding position varies
const sixToFour = v6('2002::/16');

function ipv4FromWords(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function classifyV4(addr: ipaddr.IPv4): AddressCategory {
  for (const [category, range] of blockedV4) if (addr.match(range)) return category;
  return 'public';
}

function classifyV6(addr: ipaddr.IPv6): AddressCategory {
  const p = addr.parts;
  if (addr.match(ipv4MappedV6) || addr.match(ipv4TranslatedV6)) return classifyV4(ipv4FromWords(p[6], p[7]));
  if (addr.match(nat64WellKnown)) return classifyV4(ipv4FromWords(p[6], p[7]));
  if (addr.match(ipv4CompatibleV6)) {
    if (p[7] === 0 && p[6] === 0) return 'unspecified';
    if (p[7] === 1 && p[6] === 0) return 'loopback';
    // Deprecated and never needed: refused even when it embeds a public IPv4 address.
    const embedded = classifyV4(ipv4FromWords(p[6], p[7]));
    return embedded === 'public' ? 'ipv4_compatible' : embedded;
  }
  if (addr.match(nat64LocalUse)) return 'reserved';
  if (addr.match(sixToFour)) {
    const embedded = classifyV4(ipv4FromWords(p[1], p[2]));
    if (embedded !== 'public') return embedded;
  }
  if (!addr.match(globalUnicastV6)) {
    const range = addr.range();
    if (range === 'linkLocal') return 'link_local';
    if (range === 'uniqueLocal') return 'unique_local';
    if (range === 'multicast') return 'multicast';
    return 'not_global_unicast';
  }
  for (const [category, range] of blockedGlobalV6) if (addr.match(range)) return category;
  return 'public';
}

/**
 * Parses a literal IP address in standard notation only (what DNS and sockets report). Odd IPv4
 * notations ("2130706433", "0177.0.0.1") are not addresses here: they only reach us through URLs,
 * whose WHATWG parsing already rewrites them to dotted decimal.
 */
export function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const withoutZone = bare.split('%')[0];
  const kind = net.isIP(withoutZone);
  if (kind === 0) return null;
  if (kind === 4) return ipaddr.IPv4.parse(withoutZone);
  return ipaddr.IPv6.parse(dottedTailToHex(withoutZone));
}

/**
 * ipaddr.js reads "::a.b.c.d" as the IPv4-mapped "::ffff:a.b.c.d"; writing the tail as two hex
 * words first keeps the IPv4-compatible form distinct.
 */
function dottedTailToHex(v6: string): string {
  const match = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(v6);
  if (!match) return v6;
  const [, head, a, b, c, d] = match;
  const word = (x: string, y: string) => ((Number(x) << 8) | Number(y)).toString(16);
  return `${head}${word(a, b)}:${word(c, d)}`;
}

/** The range an address belongs to, regardless of any policy options. */
export function classifyAddress(address: string): AddressCategory {
  const parsed = parseAddress(address);
  if (!parsed) return 'invalid';
  return parsed.kind() === 'ipv4' ? classifyV4(parsed as ipaddr.IPv4) : classifyV6(parsed as ipaddr.IPv6);
}

function parseCidrs(cidrs: readonly string[] | undefined): Cidr[] {
  return (cidrs ?? []).map((c) => {
    // A bare address means that single address.
    if (!c.includes('/')) {
      const a = parseAddress(c);
      if (!a) throw new Error(`invalid address in policy: ${c}`);
      return [a, a.kind() === 'ipv4' ? 32 : 128];
    }
    return ipaddr.parseCIDR(c);
  });
}

/** IPv4-mapped IPv6 is compared as IPv4, so "127.0.0.2/32" also matches ::ffff:127.0.0.2. */
function inAny(addr: ipaddr.IPv4 | ipaddr.IPv6, cidrs: Cidr[]): boolean {
  const candidates: Array<ipaddr.IPv4 | ipaddr.IPv6> = [addr];
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    candidates.push((addr as ipaddr.IPv6).toIPv4Address());
  }
  return cidrs.some(([range, bits]) => candidates.some((c) => c.kind() === range.kind() && c.match(range, bits)));
}

export function createAddressPolicy(options: AddressPolicyOptions = {}): AddressPolicy {
  const allow = parseCidrs(options.allowCidrs);
  const deny = parseCidrs(options.denyCidrs);
  return (address) => {
    const parsed = parseAddress(address);
    if (!parsed) return { allowed: false, address, category: 'invalid' };
    if (inAny(parsed, deny)) return { allowed: false, address, category: 'denied' };
    const category = classifyAddress(address);
    if (category === 'public' || options.allowPrivate || inAny(parsed, allow)) {
      return { allowed: true, address, category };
    }
    return { allowed: false, address, category };
  };
}

/** The default policy: public addresses only. */
export const publicOnly: AddressPolicy = createAddressPolicy();

/**
 * The IP address a URL names directly, if its host is an IP literal (brackets removed), else null.
 * WHATWG URL parsing has already rewritten decimal, octal and hex IPv4 forms ("2130706433",
 * "0177.0.0.1", "0x7f.1") to dotted decimal, so they are caught here as the address they mean.
 * Such hosts never go through DNS, so they must be checked before connecting.
 */
export function ipLiteralOf(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return net.isIP(host) ? host : null;
}

/**
 * What can be said of a URL's host before any DNS lookup, by the same policy the connection is
 * checked with: an IP literal (odd IPv4 spellings already rewritten by URL parsing) gets the
 * policy's verdict, `localhost` and `*.localhost` (which resolvers answer with loopback without
 * asking DNS) that of 127.0.0.1; any other name is null: only its resolved addresses can be judged,
 * at connect time. Project domains and webhook URLs are validated with it, so what is refused at
 * creation is exactly what the crawler and the webhook sender would refuse later.
 */
export function hostVerdict(url: URL, policy: AddressPolicy): AddressVerdict | null {
  const literal = ipLiteralOf(url);
  if (literal) return policy(literal);
  const name = url.hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return { ...policy('127.0.0.1'), address: url.hostname };
  return null;
}

/** Readable words for a refused category, for error messages. */
export function describeCategory(category: AddressCategory): string {
  switch (category) {
    case 'unspecified':
      return 'unspecified';
    case 'loopback':
      return 'loopback';
    case 'private':
      return 'private network';
    case 'link_local':
      return 'link-local (incl. cloud metadata)';
    case 'carrier_grade_nat':
      return 'carrier-grade NAT';
    case 'multicast':
      return 'multicast';
    case 'broadcast':
      return 'broadcast';
    case 'reserved':
      return 'reserved range';
    case 'benchmarking':
      return 'benchmarking range';
    case 'documentation':
      return 'documentation range';
    case 'unique_local':
      return 'unique local (private IPv6)';
    case 'ipv4_compatible':
      return 'deprecated IPv4-compatible IPv6';
    case 'not_global_unicast':
      return 'not global unicast';
    case 'denied':
      return 'explicitly denied';
    case 'invalid':
      return 'not an IP address';
    case 'public':
      return 'public';
  }
}
