// Runs the fidelity corpus the way the service reads a real answer: each body is served by a
// loopback server speaking for the provider, fetched by the engine's own adapter and SDK
// (createEngineClients), then extracted with extractAnswer; and scores what was found against
// what each case expects: mention precision and recall, role accuracy on clear-cut cases, and
// the mentions made from links, headings or common words.
import { normalizeName } from '../../../src/core/visibility/text-fold.ts';
import { extractAnswer } from '../../../src/core/visibility/extract-answer.ts';
import type { ExtractedMention } from '../../../src/core/visibility/mentions.ts';
import { createEngineClients } from '../../../src/engines/registry.ts';
import { parseEngineSettings } from '../../../src/engines/settings.ts';
import { startLoopbackServer } from '../../net/loopback-server.ts';
import type { MentionRole, Sentiment } from '../../../src/generated/prisma/enums.ts';
import { type FidelityCase, subjects, type Trap } from './cases.ts';
import { corpus } from './corpus.ts';
import { geminiRedirectPrefix } from './wire.ts';

export interface CaseResult {
  case: FidelityCase;
  /** The answer's text as the adapter read it (what the role judge reads too, bench/roles-judge.ts). */
  text: string;
  mentions: ExtractedMention[];
}

/** Every case's mentions, each answer fetched through its engine's adapter from a loopback server. */
export async function runCorpus(cases: readonly FidelityCase[] = corpus): Promise<CaseResult[]> {
  let armed = '';
  const redirect = '/grounding-api-redirect/';
  const server = await startLoopbackServer(async (req, res) => {
    req.resume(); // the request body is the adapter's business
    await new Promise((resolve) => req.once('end', resolve));
    const path = new URL(req.url ?? '/', 'http://replay.invalid').pathname;
    if (path.startsWith(redirect)) {
      const target = Buffer.from(path.slice(redirect.length), 'base64url').toString('utf8');
      res.writeHead(302, { location: target, 'content-type': 'text/html' }).end('<a href="">moved</a>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(armed);
  });
  try {
    const env: Record<string, string> = {};
    for (const p of ['OPENAI', 'XAI', 'ANTHROPIC', 'PERPLEXITY', 'GEMINI', 'SERPAPI']) {
      env[`${p}_API_KEY`] = `replay-${p.toLowerCase()}`;
      env[`${p}_BASE_URL`] = server.origin;
    }
    const clients = createEngineClients(parseEngineSettings(env), { allowPrivateNetwork: true, retry: { maxAttempts: 1 } });
    const out: CaseResult[] = [];
    for (const c of cases) {
      armed = JSON.stringify(c.body).replaceAll(geminiRedirectPrefix, `${server.origin}${redirect}`);
      const client = clients[c.engine];
      if (!client) throw new Error(`${c.engine} is not configured`);
      const answer = await client.ask({ text: c.id, language: c.lang });
      out.push({ case: c, text: answer.text, mentions: extractAnswer(answer, subjects[c.subject]).mentions });
    }
    return out;
  } finally {
    await server.close();
  }
}

export interface Tally {
  answers: number;
  /** Brand mentions reported (CLIENT, COMPETITOR, THIRD_PARTY) and how many of them are right. */
  reported: number;
  correct: number;
  /** Client and competitor mentions expected, and how many were found. */
  expected: number;
  found: number;
  /** Clear-cut roles among the found mentions, and how many are right. */
  roles: number;
  rolesRight: number;
  /**
   * Polarity flips among the found mentions: reported RECOMMENDED or POSITIVE where a reader finds
   * it EXCLUDED, CRITICIZED or NEGATIVE, or the reverse.
   */
  flips: number;
  /** Reported names a case lists as traps, by trap. */
  traps: Record<Trap, number>;
  /** What went wrong, for reading. */
  errors: string[];
}

const emptyTally = (): Tally => ({
  answers: 0,
  reported: 0,
  correct: 0,
  expected: 0,
  found: 0,
  roles: 0,
  rolesRight: 0,
  flips: 0,
  traps: { link: 0, heading: 0, 'common-word': 0 },
  errors: [],
});

const negativeRoles: readonly (MentionRole | null)[] = ['EXCLUDED', 'CRITICIZED'];

/** Whether what was reported says the opposite of what a reader finds (see Tally.flips). */
export function isFlip(got: ExtractedMention, role: MentionRole | null, sentiment: Sentiment | undefined): boolean {
  const truthNegative = negativeRoles.includes(role) || sentiment === 'NEGATIVE';
  const truthPositive = role === 'RECOMMENDED' || sentiment === 'POSITIVE';
  const gotPositive = got.role === 'RECOMMENDED' || got.sentiment === 'POSITIVE';
  const gotNegative = negativeRoles.includes(got.role) || got.sentiment === 'NEGATIVE';
  return (truthNegative && !truthPositive && gotPositive) || (truthPositive && !truthNegative && gotNegative);
}

function add(t: Tally, r: CaseResult): void {
  const { case: c, mentions } = r;
  t.answers++;
  const expected = new Map(c.expect.map(([name, kind, role, sentiment]) => [normalizeName(name), { name, kind, role, sentiment }]));
  const traps = new Map(Object.entries(c.traps ?? {}).map(([n, why]) => [normalizeName(n), why]));
  for (const m of mentions) {
    if (m.kind === 'CATEGORY') continue;
    t.reported++;
    const want = expected.get(m.normalizedName);
    if (want && want.kind === m.kind) t.correct++;
    else {
      t.errors.push(`${c.id}: reported ${m.kind} "${m.name}" (${m.role})`);
      const trap = traps.get(m.normalizedName);
      if (trap) t.traps[trap]++;
    }
  }
  for (const want of expected.values()) {
    const got = mentions.find((m) => m.normalizedName === normalizeName(want.name) && m.kind === want.kind);
    if (want.kind !== 'THIRD_PARTY') {
      t.expected++;
      if (got) t.found++;
      else t.errors.push(`${c.id}: missed ${want.kind} "${want.name}"`);
    }
    if (got && isFlip(got, want.role, want.sentiment)) {
      t.flips++;
      t.errors.push(
        `${c.id}: "${want.name}" FLIPPED: ${got.role}/${got.sentiment}, expected ${want.role}/${want.sentiment ?? '?'} (${got.context})`,
      );
    }
    if (got && want.role) {
      t.roles++;
      if (got.role === want.role) t.rolesRight++;
      else t.errors.push(`${c.id}: "${want.name}" is ${got.role}, expected ${want.role} (${got.context})`);
    }
  }
}

/** Tallies overall, per engine and per language. */
export function score(results: readonly CaseResult[]): { overall: Tally; byEngine: Map<string, Tally>; byLang: Map<string, Tally> } {
  const overall = emptyTally();
  const byEngine = new Map<string, Tally>();
  const byLang = new Map<string, Tally>();
  for (const r of results) {
    add(overall, r);
    add(byEngine.get(r.case.engine) ?? byEngine.set(r.case.engine, emptyTally()).get(r.case.engine)!, r);
    add(byLang.get(r.case.lang) ?? byLang.set(r.case.lang, emptyTally()).get(r.case.lang)!, r);
  }
  return { overall, byEngine, byLang };
}

export const precision = (t: Tally) => (t.reported === 0 ? 1 : t.correct / t.reported);
export const recall = (t: Tally) => (t.expected === 0 ? 1 : t.found / t.expected);
export const roleAccuracy = (t: Tally) => (t.roles === 0 ? 1 : t.rolesRight / t.roles);
