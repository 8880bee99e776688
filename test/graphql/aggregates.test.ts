// The aggregates against totals computed here, independently, from the raw rows (plain SQL
// SELECTs, then JavaScript): answers from engine answers and from legacy rows, ranks, sentiment,
// client citations, buckets by week, day, month, engine and prompt, filters by engine and time.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import type { Engine, MentionKind, Prisma, Sentiment } from '../../src/generated/prisma/client.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedRuns } from '../support/seed-data.ts';
import { gql } from './support.ts';

let app: TestApp;
let key: string;
let slug: string;
let projectName: string;
let sql: pg.Client;
let projectId: string;

const runDates = [new Date('2026-09-07T10:00:00Z'), new Date('2026-09-16T10:00:00Z'), new Date('2026-10-05T10:00:00Z')];

/** A small deterministic generator, so the data has ties, gaps and every kind of row. */
function lcg(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

beforeAll(async () => {
  app = await startTestApp();
  const s = await seedAccount(app.services);
  key = s.key;
  slug = s.projects[0].slug;
  projectId = s.projects[0].id;
  const { db } = app.services;
  const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
  projectName = project.name;
  const accountId = project.accountId;
  const runs = await seedRuns(app.services, projectId, runDates, { findingsPerRun: 1 });
  const prompts = ['tpr_a', 'tpr_b'];
  for (const id of prompts) await db.trackedPrompt.create({ data: { id, accountId, projectId, text: `prompt ${id}` } });
  const rnd = lcg(7);
  const kinds: MentionKind[] = ['CLIENT', 'COMPETITOR', 'THIRD_PARTY', 'CATEGORY'];
  const names: Record<MentionKind, string[]> = {
    CLIENT: ['Acme', 'Acme Inc'],
    COMPETITOR: ['Rival One', 'Rival Two'],
    THIRD_PARTY: ['Review Site'],
    CATEGORY: ['widgets'],
  };
  const sentiments: (Sentiment | null)[] = ['POSITIVE', 'NEGATIVE', 'NEUTRAL', 'MIXED', null];
  const mentions: Prisma.MentionCreateManyInput[] = [];
  const citations: Prisma.CitationCreateManyInput[] = [];
  const hosts = ['brand.example', 'rival.example', 'news.example', 'wiki.example'];
  const observe = (i: number, run: number, answer: string | null, prompt: string | null, engine: Engine, n: number) => {
    // Each call is one answer: brands (the client's names as one) ranked by first appearance, as extraction does.
    const ranks = new Map<string, number>();
    for (let j = 0; j < n; j++) {
      const kind = kinds[Math.floor(rnd() * 4)];
      const name = names[kind][Math.floor(rnd() * names[kind].length)];
      const brand = kind === 'CLIENT' ? '\u0000client' : name.toLowerCase();
      if (kind !== 'CATEGORY' && !ranks.has(brand)) ranks.set(brand, ranks.size + 1);
      const at = new Date(runDates[run].getTime() + Math.floor(rnd() * 3 * 86_400_000));
      mentions.push({
        id: newId('mention'),
        accountId,
        projectId,
        auditRunId: runs[run],
        engine,
        observedAt: at,
        name,
        normalizedName: name.toLowerCase(),
        kind,
        role: 'LISTED',
        sentiment: sentiments[Math.floor(rnd() * 5)],
        mentionConfidence: 80,
        engineAnswerId: answer,
        trackedPromptId: prompt,
        position: kind === 'CATEGORY' ? null : ranks.get(brand),
      });
      if (rnd() < 0.6) {
        const host = hosts[Math.floor(rnd() * hosts.length)];
        const url = `https://${host}/p/${Math.floor(rnd() * 3)}`;
        citations.push({
          id: newId('citation'),
          accountId,
          projectId,
          auditRunId: runs[run],
          engine,
          observedAt: at,
          url,
          normalizedUrl: url,
          host,
          title: rnd() < 0.5 ? `T ${host}` : null,
          position: j + 1,
          isClientDomain: host === 'brand.example',
          isCompetitorDomain: host === 'rival.example',
          citationConfidence: 90,
          engineAnswerId: answer,
          trackedPromptId: prompt,
        });
      }
    }
  };
  let i = 0;
  for (const [run] of runs.entries()) {
    for (const prompt of prompts) {
      for (const engine of ['CHATGPT', 'CLAUDE'] as Engine[]) {
        const id = `ans_${run}_${prompt}_${engine}`;
        await db.engineAnswer.create({
          data: {
            id,
            accountId,
            projectId,
            auditRunId: runs[run],
            trackedPromptId: prompt,
            engine,
            status: 'ANSWERED',
            promptText: 'q',
            askedAt: new Date(runDates[run].getTime() + 60_000),
          },
        });
        // One answer in each run says nothing about any brand: it still counts as an answer.
        if (!(prompt === 'tpr_b' && engine === 'CLAUDE')) observe(i++, run, id, prompt, engine, 3 + Math.floor(rnd() * 5));
      }
    }
    await db.engineAnswer.create({
      data: {
        id: `ans_${run}_failed`,
        accountId,
        projectId,
        auditRunId: runs[run],
        trackedPromptId: null,
        engine: 'GROK',
        status: 'FAILED',
        promptText: 'q',
        askedAt: runDates[run],
      },
    });
    // History without engine answers (as the demo data): an answer is (run, engine, prompt).
    for (const engine of ['PERPLEXITY', 'GEMINI', 'CHATGPT'] as Engine[]) observe(i++, run, null, null, engine, 4 + Math.floor(rnd() * 6));
  }
  await db.mention.createMany({ data: mentions });
  await db.citation.createMany({ data: citations });
  sql = new pg.Client({ connectionString: app.databaseUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await app?.close();
});

interface Raw {
  mentions: {
    id: string;
    engine: string;
    observed_at: Date;
    kind: string;
    sentiment: string | null;
    normalized_name: string;
    name: string;
    position: number | null;
    engine_answer_id: string | null;
    audit_run_id: string | null;
    tracked_prompt_id: string | null;
  }[];
  citations: {
    id: string;
    engine: string;
    observed_at: Date;
    host: string;
    normalized_url: string;
    title: string | null;
    is_client_domain: boolean;
    is_competitor_domain: boolean;
    engine_answer_id: string | null;
    audit_run_id: string | null;
    tracked_prompt_id: string | null;
  }[];
  answers: { id: string; engine: string; tracked_prompt_id: string | null; asked_at: Date; status: string }[];
}

async function raw(): Promise<Raw> {
  const q = async (table: string) => (await sql.query(`SELECT * FROM ${table} WHERE project_id = $1`, [projectId])).rows;
  return { mentions: await q('mention'), citations: await q('citation'), answers: await q('engine_answer') };
}

type Window = { from?: string; to?: string; engine?: string };
const inWindow = (w: Window, at: Date, engine: string) =>
  (!w.from || at >= new Date(w.from)) && (!w.to || at <= new Date(w.to)) && (!w.engine || engine === w.engine);
const keyOf = (r: {
  id: string;
  engine_answer_id: string | null;
  audit_run_id: string | null;
  engine: string;
  tracked_prompt_id: string | null;
}) => r.engine_answer_id ?? `legacy:${r.audit_run_id ?? ''}:${r.engine}:${r.tracked_prompt_id ?? ''}`;
const pct = (n: number, d: number) => (d > 0 ? Math.round((10_000 * n) / d) / 100 : null);

function expectedVisibility(data: Raw, w: Window, groupBy: string) {
  const mentions = data.mentions.filter((m) => inWindow(w, m.observed_at, m.engine));
  const citations = data.citations.filter((c) => inWindow(w, c.observed_at, c.engine));
  const answers = new Map<string, { engine: string; prompt: string | null; at: Date }>();
  for (const a of data.answers)
    if (a.status === 'ANSWERED' && inWindow(w, a.asked_at, a.engine))
      answers.set(a.id, { engine: a.engine, prompt: a.tracked_prompt_id, at: a.asked_at });
  for (const r of [...mentions, ...citations]) {
    if (r.engine_answer_id) continue;
    const k = keyOf(r);
    const prev = answers.get(k);
    if (!prev || r.observed_at < prev.at) answers.set(k, { engine: r.engine, prompt: r.tracked_prompt_id, at: r.observed_at });
  }
  const bucketOf = (a: { engine: string; prompt: string | null; at: Date }) => {
    const d = new Date(Date.UTC(a.at.getUTCFullYear(), a.at.getUTCMonth(), a.at.getUTCDate()));
    if (groupBy === 'DAY') return d.toISOString();
    if (groupBy === 'WEEK') return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString();
    if (groupBy === 'MONTH') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)).toISOString();
    return groupBy === 'ENGINE' ? a.engine : a.prompt;
  };
  const buckets = new Map<string | null, number[]>();
  for (const [k, a] of answers) {
    const own = mentions.filter((m) => keyOf(m) === k);
    const client = own.filter((m) => m.kind === 'CLIENT');
    // The client's rank in the answer: the position of its first name (0 when it is not named).
    const rank = client.length ? Math.min(...client.map((m) => m.position!)) : 0;
    const withSentiment = client.filter((m) => m.sentiment !== null);
    const row = [
      1,
      client.length > 0 ? 1 : 0,
      client.length,
      own.filter((m) => m.kind === 'COMPETITOR').length,
      rank > 0 ? 1 : 0,
      rank,
      withSentiment.length,
      client.filter((m) => m.sentiment === 'POSITIVE').length,
      client.filter((m) => m.sentiment === 'NEGATIVE').length,
      citations.some((c) => keyOf(c) === k && c.is_client_domain) ? 1 : 0,
    ];
    const b = bucketOf(a);
    const acc = buckets.get(b) ?? new Array<number>(row.length).fill(0);
    buckets.set(
      b,
      acc.map((v, i) => v + row[i]),
    );
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : 1))
    .map(([b, [n, mentioning, clientM, compM, ranked, rankSum, sentM, pos, neg, citing]]) => ({
      key: groupBy === 'ENGINE' || groupBy === 'PROMPT' ? b : expect.any(String),
      start: groupBy === 'ENGINE' || groupBy === 'PROMPT' ? null : b,
      answers: n,
      answersMentioningClient: mentioning,
      mentionRate: pct(mentioning, n),
      clientMentions: clientM,
      competitorMentions: compM,
      shareOfVoice: pct(clientM, clientM + compM),
      rankedAnswers: ranked,
      avgPosition: ranked ? Math.round((rankSum / ranked) * 100) / 100 : null,
      sentimentMentions: sentM,
      positiveMentions: pos,
      negativeMentions: neg,
      sentimentScore: pct(pos - neg, sentM),
      answersCitingClient: citing,
      citationRate: pct(citing, n),
    }));
}

const bucketFields =
  'key start answers answersMentioningClient mentionRate clientMentions competitorMentions shareOfVoice rankedAnswers avgPosition sentimentMentions positiveMentions negativeMentions sentimentScore answersCitingClient citationRate';

describe('visibility', () => {
  const cases: [string, Window][] = [
    ['WEEK', {}],
    ['DAY', {}],
    ['MONTH', {}],
    ['ENGINE', {}],
    ['PROMPT', {}],
    ['WEEK', { engine: 'CHATGPT' }],
    ['ENGINE', { from: '2026-09-08T00:00:00Z', to: '2026-09-18T12:00:00Z' }],
  ];
  for (const [groupBy, w] of cases) {
    it(`by ${groupBy} ${JSON.stringify(w)} equals the totals of the raw rows`, async () => {
      const r = await gql(
        app,
        key,
        `query($s: String!, $g: [VisibilityGrouping!]!, $from: DateTime, $to: DateTime, $engine: Engine) { project(slug: $s) { visibility(groupBy: $g, from: $from, to: $to, engine: $engine) { ${bucketFields} } } }`,
        { s: slug, g: groupBy, ...w },
      );
      expect(r.body.errors).toBeUndefined();
      const expected = expectedVisibility(await raw(), w, groupBy);
      expect(expected.length).toBeGreaterThan(0);
      expect(r.body.data.project.visibility).toEqual(expected);
    });
  }

  it('counts the answer without mentions and leaves out failed answers', async () => {
    const r = await gql(
      app,
      key,
      `query($s: String!) { project(slug: $s) { visibility(groupBy: PROMPT) { key answers answersMentioningClient } } }`,
      { s: slug },
    );
    const b = r.body.data.project.visibility.find((x: { key: string }) => x.key === 'tpr_b');
    expect(b.answers).toBe(6); // 3 runs x 2 engines, one of each pair silent
    expect(b.answersMentioningClient).toBeLessThanOrEqual(3);
  });
});

describe('share of voice and top cited sources', () => {
  it('shareOfVoice per brand equals the raw counts (client names as one brand)', async () => {
    const w = { engine: 'CHATGPT' };
    const r = await gql(
      app,
      key,
      `query($s: String!, $engine: Engine) { project(slug: $s) { shareOfVoice(engine: $engine) { name normalizedName kind isClient mentions answers share } } }`,
      { s: slug, ...w },
    );
    const data = await raw();
    const ms = data.mentions.filter((m) => inWindow(w, m.observed_at, m.engine) && (m.kind === 'CLIENT' || m.kind === 'COMPETITOR'));
    const groups = new Map<string, typeof ms>();
    for (const m of ms)
      groups.set(m.kind === 'CLIENT' ? '' : m.normalized_name, [...(groups.get(m.kind === 'CLIENT' ? '' : m.normalized_name) ?? []), m]);
    const expected = [...groups.entries()]
      .map(([brand, rows]) => ({
        name: brand === '' ? projectName : rows.map((x) => x.name).sort()[0],
        normalizedName: brand === '' ? null : brand,
        kind: brand === '' ? 'CLIENT' : 'COMPETITOR',
        isClient: brand === '',
        mentions: rows.length,
        answers: new Set(rows.map(keyOf)).size,
        share: pct(rows.length, ms.length),
      }))
      .sort((a, b) => b.mentions - a.mentions || ((a.normalizedName ?? '') < (b.normalizedName ?? '') ? -1 : 1));
    expect(r.body.data.project.shareOfVoice).toEqual(expected);
    expect(expected.reduce((n, x) => n + x.mentions, 0)).toBe(ms.length);
  });

  it('topCitedDomains and topCitedUrls equal the raw counts', async () => {
    const r = await gql(
      app,
      key,
      `query($s: String!) { project(slug: $s) { topCitedDomains(first: 3) { domain citations answers isClient isCompetitor } topCitedUrls(first: 100) { url host citations answers isClient isCompetitor } } }`,
      { s: slug },
    );
    const { citations } = await raw();
    const group = (by: (c: Raw['citations'][number]) => string) => {
      const m = new Map<string, Raw['citations']>();
      for (const c of citations) m.set(by(c), [...(m.get(by(c)) ?? []), c]);
      return [...m.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
    };
    expect(r.body.data.project.topCitedDomains).toEqual(
      group((c) => c.host)
        .slice(0, 3)
        .map(([domain, rows]) => ({
          domain,
          citations: rows.length,
          answers: new Set(rows.map(keyOf)).size,
          isClient: rows.some((x) => x.is_client_domain),
          isCompetitor: rows.some((x) => x.is_competitor_domain),
        })),
    );
    expect(r.body.data.project.topCitedUrls).toEqual(
      group((c) => c.normalized_url).map(([url, rows]) => ({
        url,
        host: rows[0].host,
        citations: rows.length,
        answers: new Set(rows.map(keyOf)).size,
        isClient: rows.some((x) => x.is_client_domain),
        isCompetitor: rows.some((x) => x.is_competitor_domain),
      })),
    );
  });

  it('first of topCited* is 1 to 100', async () => {
    const r = await gql(app, key, `query($s: String!) { project(slug: $s) { topCitedDomains(first: 0) { domain } } }`, { s: slug });
    expect(r.body.errors![0].extensions.code).toBe('invalid_limit');
  });
});

describe('visibility after rows change (the rollup triggers)', () => {
  it('still equals the raw rows after deletes, edits and an engine answer removed (SET NULL)', async () => {
    await sql.query(`DELETE FROM mention WHERE id IN (SELECT id FROM mention WHERE project_id = $1 ORDER BY id LIMIT 5)`, [projectId]);
    await sql.query(`DELETE FROM citation WHERE id IN (SELECT id FROM citation WHERE project_id = $1 ORDER BY id DESC LIMIT 5)`, [
      projectId,
    ]);
    await sql.query(`UPDATE mention SET sentiment = 'POSITIVE' WHERE project_id = $1 AND kind = 'CLIENT' AND sentiment IS NULL`, [
      projectId,
    ]);
    await sql.query(`UPDATE citation SET is_client_domain = NOT is_client_domain WHERE project_id = $1 AND host = 'news.example'`, [
      projectId,
    ]);
    // Its mentions and citations keep their run, engine and prompt and become a legacy answer.
    await sql.query(`DELETE FROM engine_answer WHERE id = 'ans_1_tpr_a_CHATGPT'`);
    const data = await raw();
    expect(data.mentions.some((m) => m.engine_answer_id === null && m.tracked_prompt_id === 'tpr_a')).toBe(true);
    for (const groupBy of ['WEEK', 'ENGINE', 'PROMPT']) {
      const r = await gql(
        app,
        key,
        `query($s: String!, $g: [VisibilityGrouping!]!) { project(slug: $s) { visibility(groupBy: $g) { ${bucketFields} } } }`,
        { s: slug, g: groupBy },
      );
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.project.visibility).toEqual(expectedVisibility(data, {}, groupBy));
    }
  });

  it('leaves no rollup rows once the rows are gone', async () => {
    await sql.query(`DELETE FROM mention WHERE project_id = $1`, [projectId]);
    await sql.query(`DELETE FROM citation WHERE project_id = $1`, [projectId]);
    const left = await sql.query(`SELECT count(*)::int AS n FROM answer_rollup WHERE project_id = $1`, [projectId]);
    expect(left.rows[0].n).toBe(0);
  });
});
