/**
 * The operators' published crawler address ranges as one lookup: which range file (if any)
 * holds an address. Built from the rows `bots refresh` stored (bot_ip_source), or from the
 * stored copies in data/crawlers/ranges/ for a source never refreshed.
 */
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../db/client.ts';
import { crawlerCatalog, prefixesOf, storedRangeFile } from './catalog.ts';
import { recentAnswers } from '../kernel/recent-answers.ts';

export interface AddressRanges {
  /** Whether `address` lies in the ranges of source `sourceId`; false for anything that is not an IP address. */
  contains(sourceId: string, address: string): boolean;
}

export function addressRanges(prefixesBySource: ReadonlyMap<string, readonly string[]>): AddressRanges {
  const lists = new Map<string, BlockList>();
  for (const [id, prefixes] of prefixesBySource) {
    const list = new BlockList();
    for (const prefix of prefixes) {
      try {
        const [addr, bits] = ipaddr.parseCIDR(prefix);
        list.addSubnet(addr.toString(), bits, addr.kind() === 'ipv4' ? 'ipv4' : 'ipv6');
      } catch {
        // A malformed prefix in a published file verifies nothing.
      }
    }
    lists.set(id, list);
  }
  // Crawlers come back from the same addresses: the last lookups' answers are kept (recentAnswers).
  const answers = recentAnswers(CACHED_ANSWERS, (key) => {
    const space = key.indexOf(' ');
    return check(key.slice(0, space), key.slice(space + 1));
  });
  // No IP address is longer (an IPv4-mapped IPv6 one is 45 characters); a longer text is none.
  const lookup = (sourceId: string, address: string): boolean => address.length <= 45 && answers(`${sourceId} ${address}`);
  const check = (sourceId: string, address: string): boolean => {
    const list = lists.get(sourceId);
    if (!list) return false;
    const family = isIP(address);
    if (family === 0) return false;
    // An IPv4 address written as IPv6 (::ffff:a.b.c.d, as dual-stack servers log it) is that IPv4 address.
    if (family === 6 && address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4) {
      return list.check(address.slice(7), 'ipv4');
    }
    return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  return { contains: lookup };
}

const CACHED_ANSWERS = 10_000;

/** The ranges in force: each source's refreshed row, else its stored copy. */
export async function loadAddressRanges(db: Db): Promise<AddressRanges> {
  const rows = await db.botIpSource.findMany({ select: { id: true, prefixes: true } });
  const byId = new Map<string, readonly string[]>(rows.map((r) => [r.id, r.prefixes]));
  for (const source of crawlerCatalog().rangeSources) {
    if (!byId.has(source.id)) byId.set(source.id, prefixesOf(JSON.parse(storedRangeFile(source.id).toString('utf8'))));
  }
  return addressRanges(byId);
}
