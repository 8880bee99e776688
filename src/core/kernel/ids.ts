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

/**
 * Time-ordered ids (UUIDv7, hex without dashes): their string order follows creation time, so
 * they break ties in keyset pagination and keep index inserts local. `at` backdates the time part
 * (used for history imported or generated for the past).
 */
export function newId(kind: IdKind, at?: Date): string {
  const hex = uuidv7(at ? { msecs: at.getTime() } : undefined).replaceAll('-', '');
  return `${idPrefixes[kind]}_${hex}`;
}
