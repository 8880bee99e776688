import { randomFillSync } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/** Prefixes make an id's kind readable in logs and support tickets. */
export const idPrefixes = {
  account: 'acc',
  workspace: 'wsp',
  project: 'prj',
  competitor: 'cmp',
  apiKey: 'key',
  auditRun: 'run',
  finding: 'fnd',
  citation: 'cit',
  retrievedSource: 'rts',
  mention: 'men',
  webhookEndpoint: 'whe',
  webhookDelivery: 'whd',
  webhookAttempt: 'wha',
  webhookEvent: 'evt',
  dashboardSession: 'ses',
  trackedPrompt: 'prm',
  engineProbe: 'prb',
  engineAnswer: 'ans',
  appUser: 'usr',
  visibilityChange: 'vch',
  logImport: 'lim',
  logDrain: 'drn',
  roleJudgeCall: 'rjc',
} as const;

export type IdKind = keyof typeof idPrefixes;

/** What every id of a kind looks like (newId): its prefix, `_`, and 32 lowercase hex digits. */
export const idPattern = (kind: IdKind) => new RegExp(`^${idPrefixes[kind]}_[0-9a-f]{32}$`);

/** Random bytes drawn 16 at a time from a pool filled 4 KB at once (one system call a call was 2-5 µs an id). */
const pool = new Uint8Array(4096);
let poolAt = pool.length;
function random16(): Uint8Array {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += 16;
  return pool.subarray(poolAt - 16, poolAt);
}

/** The last sequence given in each of the few milliseconds ids were made for lately. */
const sequences = new Map<number, number>();

/**
 * Time-ordered ids (UUIDv7, hex without dashes): their string order follows creation time, so
 * they break ties in keyset pagination and keep index inserts local. `at` backdates the time part
 * (used for history imported or generated for the past). Ids made in one process for the same
 * millisecond count up (a 32-bit sequence after the time, started at random below 2³¹, RFC 9562
 * method 1): an audit's observations, all backdated to one instant, are inserted at the right
 * edge of each index instead of at random places in it.
 */
export function newId(kind: IdKind, at?: Date): string {
  const msecs = at ? at.getTime() : Date.now();
  const random = random16();
  const last = sequences.get(msecs);
  let seq: number;
  if (last !== undefined && last < 0xffffffff) seq = last + 1;
  else {
    seq = ((random[6] & 0x7f) * 2 ** 24 + (random[7] << 16) + (random[8] << 8) + random[9]) >>> 0;
    const oldest = sequences.keys().next();
    if (sequences.size >= 16 && !oldest.done) sequences.delete(oldest.value);
  }
  sequences.set(msecs, seq);
  const hex = uuidv7({ msecs, seq, random }).replaceAll('-', '');
  return `${idPrefixes[kind]}_${hex}`;
}
