import { describe, expect, it } from 'vitest';
import { classifyAddress, createAddressPolicy, ipLiteralOf, publicOnly } from '../../src/net/address-policy.ts';

const blocked: Array<[string, string]> = [
  // IPv4 special-purpose ranges
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['100.64.0.1', 'carrier_grade_nat'],
  ['100.127.255.254', 'carrier_grade_nat'],
  ['127.0.0.1', 'loopback'],
  ['127.255.0.9', 'loopback'],
  ['169.254.0.1', 'link_local'],
  ['169.254.169.254', 'link_local'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.10', 'documentation'],
  ['192.88.99.1', 'reserved'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['250.1.2.3', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['fc00::1', 'unique_local'],
  ['fd12:3456:789a::1', 'unique_local'],
  ['fe80::1', 'link_local'],
  ['fe80::1%eth0', 'link_local'],
  ['febf::1', 'link_local'],
  ['fec0::1', 'not_global_unicast'], // deprecated site-local
  ['ff02::1', 'multicast'],
  ['100::1', 'not_global_unicast'], // discard prefix
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  ['2001::1', 'reserved'], // Teredo
  ['2001:2::1', 'reserved'], // benchmarking
  ['5f00::1', 'not_global_unicast'], // SRv6 SIDs
  // IPv4-mapped forms
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'link_local'],
  ['::ffff:a9fe:a9fe', 'link_local'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['::ffff:0:7f00:1', 'loopback'], // IPv4-translated (RFC 6145)
  // IPv4-compatible (deprecated): refused whatever they embed
  ['::127.0.0.1', 'loopback'],
  ['::7f00:1', 'loopback'],
  ['::a00:1', 'private'],
  ['::8.8.8.8', 'ipv4_compatible'],
  // NAT64 embedding a blocked IPv4
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::a00:1', 'private'],
  ['64:ff9b::169.254.169.254', 'link_local'],
  ['64:ff9b:1::1', 'reserved'],
  // 6to4 embedding a blocked IPv4
  ['2002:7f00:1::1', 'loopback'],
  ['2002:a00:1::', 'private'],
  ['2002:a9fe:a9fe::1', 'link_local'],
  ['2002:c0a8:101::1', 'private'],
];

const allowed = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '100.63.255.255', // just below CGNAT
  '100.128.0.0', // just above CGNAT
  '172.15.255.255',
  '172.32.0.0',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808', // NAT64 of 8.8.8.8: how IPv6-only hosts reach IPv4 sites
  '2002:808:808::1', // 6to4 of 8.8.8.8
];

describe('address policy', () => {
  it.each(blocked)('blocks %s (%s)', (address, category) => {
    expect(classifyAddress(address)).toBe(category);
    const verdict = publicOnly(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.category).toBe(category);
  });

  it.each(allowed)('allows %s', (address) => {
    expect(publicOnly(address)).toMatchObject({ allowed: true, category: 'public' });
  });

  it('refuses strings that are not standard IP notation', () => {
    for (const s of ['', 'localhost', '2130706433', '0177.0.0.1', '0x7f.0.0.1', '1.2.3', '::g']) {
      expect(publicOnly(s)).toMatchObject({ allowed: false, category: 'invalid' });
    }
  });

  it('allowPrivate allows every range', () => {
    const policy = createAddressPolicy({ allowPrivate: true });
    for (const [address] of blocked) expect(policy(address).allowed).toBe(true);
  });

  it('denyCidrs wins over allowPrivate, and matches the IPv4-mapped form too', () => {
    const policy = createAddressPolicy({ allowPrivate: true, denyCidrs: ['127.0.0.2/32', '10.1.0.0/16'] });
    expect(policy('127.0.0.1').allowed).toBe(true);
    expect(policy('127.0.0.2')).toMatchObject({ allowed: false, category: 'denied' });
    expect(policy('::ffff:127.0.0.2').allowed).toBe(false);
    expect(policy('10.1.2.3').allowed).toBe(false);
    expect(policy('10.2.0.1').allowed).toBe(true);
  });

  it('allowCidrs opens only the listed addresses', () => {
    const policy = createAddressPolicy({ allowCidrs: ['127.0.0.1'] });
    expect(policy('127.0.0.1').allowed).toBe(true);
    expect(policy('::ffff:127.0.0.1').allowed).toBe(true);
    expect(policy('127.0.0.2').allowed).toBe(false);
    expect(policy('::1').allowed).toBe(false);
    expect(policy('10.0.0.1').allowed).toBe(false);
  });
});

describe('IP literals in URLs', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.0.0.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0177.0.0.1./', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[::1]:8080/', '::1'],
    ['http://3232235777/', '192.168.1.1'],
    ['http://0xa9fea9fe/', '169.254.169.254'],
  ])('%s is the literal %s and is blocked', (url, literal) => {
    const ip = ipLiteralOf(new URL(url));
    expect(ip).toBe(literal);
    expect(publicOnly(ip!).allowed).toBe(false);
  });

  it('a host name is not a literal', () => {
    expect(ipLiteralOf(new URL('https://example.com/'))).toBeNull();
    expect(ipLiteralOf(new URL('https://1.2.3.example/'))).toBeNull();
  });
});
