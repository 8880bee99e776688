// `visibility demo`: the demo account's history, and that every demo role, sentiment, position,
// score and finding is what the service computes from the demo's stored answer texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/client.ts';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { DEMO_MODEL, DEMO_RUNS, DEMO_SAMPLES_PER_PROMPT } from '../../src/core/seed/demo-seed.ts';
import { demoBrands } from '../../src/core/demo/catalog.ts';
import { answerSourceSchema } from '../../src/engines/answer.ts';
import { withOverall } from '../../src/core/runs/scores.ts';
import type { AnswerFacts } from '../../src/core/visibility/answer-facts.ts';
import { brandScore } from '../../src/core/visibility/brand-score.ts';
import { extractAnswer } from '../../src/core/visibility/extract-answer.ts';
import { platformScore } from '../../src/core/visibility/platform-score.ts';
import { visibilityFindings } from '../../src/core/visibility/visibility-findings.ts';
import { gql } from '../graphql/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { engineNames } from '../../src/engines/engine-list.ts';

// The service runs on the database the CLI fills: the story is read back through GraphQL.
let app: TestApp;
let db: Db;
let first: { code: number; out: any };

beforeAll(async () => {
  app = await startTestApp();
  db = createDb(app.databaseUrl);
  // The fill's time is measured in docs/benchmarks.md; this bound only stops a fill gone astray.
  first = await cli('demo', '--email', 'demo@agency.example');
}, 240_000);
afterAll(async () => {
  await db?.$disconnect();
  await app?.close();
});

const cli = (...args: string[]) => runCli(app.databaseUrl, args);
const PROMPTS = 5;

/** The listed fields of a row or an extraction result, to compare one with the other. */
const fieldsOf =
  <K extends string>(keys: readonly K[]) =>
  (o: Record<K, unknown>) =>
    Object.fromEntries(keys.map((k) => [k, o[k]])) as Record<K, unknown>;
const mentionFields = fieldsOf(['name', 'normalizedName', 'kind', 'role', 'sentiment', 'position', 'mentionConfidence', 'context']);
const citationFields = fieldsOf([
  'url',
  'normalizedUrl',
  'host',
  'title',
  'position',
  'isClientDomain',
  'isCompetitorDomain',
  'citationConfidence',
  'matchedEntity',
]);
const byName = (a: { kind: unknown; name: unknown }, b: { kind: unknown; name: unknown }) =>
  `${String(a.kind)}:${String(a.name)}` < `${String(b.kind)}:${String(b.name)}` ? -1 : 1;
const byPosition = (a: { position: unknown }, b: { position: unknown }) => (a.position as number) - (b.position as number);

describe('bin/visibility demo', () => {
  it('demo fills an Agency account with a rich, consistent history', async () => {
    const res = first;
    expect(res.code).toBe(0);
    expect(res.out.account).toMatchObject({ email: 'demo@agency.example', plan: 'agency' });
    expect(res.out.projects.length).toBeGreaterThanOrEqual(3);
    const dayAgo = new Date(Date.now() - 86_400_000);
    for (const p of res.out.projects) {
      const runs = await db.auditRun.findMany({ where: { projectId: p.id }, orderBy: { runDate: 'asc' } });
      expect(runs).toHaveLength(DEMO_RUNS);
      expect(runs.every((r) => r.status === 'COMPLETED' && r.trigger === 'DEMO')).toBe(true);
      expect(runs.at(-1)!.runDate < dayAgo).toBe(true);
      for (let i = 1; i < runs.length; i++) {
        expect(runs[i].runDate.getTime() - runs[i - 1].runDate.getTime()).toBeGreaterThan(6 * 86_400_000);
        expect(runs[i].deltaOverall).toBe(runs[i].scoreOverall! - runs[i - 1].scoreOverall!);
        expect(runs[i].deltaBrand).toBe(runs[i].scoreBrand! - runs[i - 1].scoreBrand!);
      }
      expect(new Set(runs.map((r) => r.scoreOverall)).size).toBeGreaterThan(3);
      const findings = await db.finding.findMany({ where: { projectId: p.id } });
      expect(new Set(findings.map((f) => f.category)).size).toBe(6);
      expect(new Set(findings.map((f) => f.severity)).size).toBe(4);
      for (const r of runs) expect(await db.finding.count({ where: { auditRunId: r.id } })).toBe(r.findingsCount);
      const citations = await db.citation.groupBy({ by: ['engine'], where: { projectId: p.id }, _count: true });
      const mentions = await db.mention.groupBy({ by: ['engine'], where: { projectId: p.id }, _count: true });
      expect(citations).toHaveLength(engineNames.length);
      expect(mentions).toHaveLength(engineNames.length);
      expect(citations.reduce((a, c) => a + c._count, 0)).toBeGreaterThanOrEqual(1000);
      expect(mentions.reduce((a, c) => a + c._count, 0)).toBeGreaterThanOrEqual(1000);
      expect(await db.report.count({ where: { projectId: p.id } })).toBe(runs.length);
    }
    // Seeded: a refill writes the same answers and computes the same scores.
    const projectIds = { in: res.out.projects.map((p: { id: string }) => p.id) };
    const snapshot = async () => ({
      texts: (await db.engineAnswer.findMany({ where: { projectId: projectIds }, select: { text: true } })).map((a) => a.text).sort(),
      scores: (await db.auditRun.findMany({ where: { projectId: projectIds }, orderBy: [{ projectId: 'asc' }, { runDate: 'asc' }] })).map(
        (r) => [r.scoreOverall, r.scoreBrand, r.scorePlatform, r.findingsCount],
      ),
    });
    const before = await snapshot();
    // Refilling replaces, it does not duplicate; each refilled audit completes as audits do, event included.
    expect((await cli('webhook', 'create', '--account', 'demo@agency.example', '--url', 'https://hooks.example/demo')).code).toBe(0);
    const again = await cli('demo', '--email', 'demo@agency.example');
    expect(again.out.projects).toEqual(res.out.projects); // refilled in place: same ids, scoped keys keep their scope
    const account = await db.account.findUniqueOrThrow({ where: { email: 'demo@agency.example' } });
    expect(await db.project.count({ where: { accountId: account.id } })).toBe(res.out.projects.length);
    expect(await snapshot()).toEqual(before);
    expect(await db.webhookEvent.count({ where: { accountId: account.id, type: 'audit_run.completed' } })).toBe(
      DEMO_RUNS * res.out.projects.length,
    );
    for (const p of res.out.projects) {
      expect(await db.auditRun.count({ where: { projectId: p.id } })).toBe(DEMO_RUNS);
      expect(await db.trackedPrompt.count({ where: { projectId: p.id } })).toBe(PROMPTS);
    }
  }, 240_000);

  it('tells a story the service finds through GraphQL: a significant change, a competitor overtaking on one engine, distinct shares of voice', async () => {
    const account = await db.account.findUniqueOrThrow({ where: { email: 'demo@agency.example' } });
    const { key } = await createApiKey(db, { accountId: account.id, role: 'READ', projectSlugs: [] });
    const hour = 3_600_000;
    for (const brand of demoBrands) {
      const runs = await db.auditRun.findMany({
        where: { project: { accountId: account.id, slug: brand.slug } },
        orderBy: { runDate: 'asc' },
        select: { runDate: true },
      });
      const latest = runs.at(-1)!.runDate;
      const firstRun = runs[0].runDate;
      const around = (d: Date) => ({
        from: new Date(d.getTime() - hour).toISOString(),
        to: new Date(d.getTime() + 24 * hour).toISOString(),
      });
      const res = await gql(
        app,
        key,
        `query ($slug: String!, $latestFrom: DateTime, $latestTo: DateTime, $firstFrom: DateTime, $firstTo: DateTime, $to: DateTime) {
          project(slug: $slug) {
            auditRuns(first: 1) { edges { node { runDate visibilityChanges { engine metric significant adjustedPValue before { value n } after { value n } } } } }
            latest: shareOfVoiceByBrand(groupBy: [ENGINE], from: $latestFrom, to: $latestTo) { engine brands { name isClient share } }
            first: shareOfVoiceByBrand(groupBy: [ENGINE], from: $firstFrom, to: $firstTo) { engine brands { name isClient share } }
            all: shareOfVoice(from: $firstFrom, to: $to) { name isClient share mentions }
          }
        }`,
        {
          slug: brand.slug,
          latestFrom: around(latest).from,
          latestTo: around(latest).to,
          firstFrom: around(firstRun).from,
          firstTo: around(firstRun).to,
          to: new Date().toISOString(),
        },
      );
      expect(res.body.errors, brand.slug).toBeUndefined();
      const project = res.body.data.project;
      type Share = { name: string; isClient: boolean; share: number | null };
      type Group = { engine: string; brands: Share[] };

      // The latest audit against the one before: at least one significant change (Holm, 5%
      // family-wise, as stored when the run completed), among them the client's rise on the
      // story's engine, with 25 answers a side (5 prompts x 5 samples).
      const run = project.auditRuns.edges[0].node;
      expect(new Date(run.runDate)).toEqual(latest);
      const significant = run.visibilityChanges as {
        engine: string;
        metric: string;
        significant: boolean;
        adjustedPValue: number;
        before: { value: number; n: number };
        after: { value: number; n: number };
      }[];
      expect(significant.length, brand.slug).toBeGreaterThan(0);
      for (const c of significant) expect(c.significant && c.adjustedPValue <= 0.05).toBe(true);
      const rise = significant.find((c) => c.engine === brand.story.breakthrough && c.metric === 'mentionRate');
      expect(rise, brand.slug).toBeDefined();
      expect(rise!.after.value).toBeGreaterThan(rise!.before.value);
      expect([rise!.before.n, rise!.after.n]).toEqual([PROMPTS * DEMO_SAMPLES_PER_PROMPT, PROMPTS * DEMO_SAMPLES_PER_PROMPT]);

      // One engine where a competitor is ahead of the client in the latest audit, though the
      // client was ahead of it there in the first.
      const share = (groups: Group[], engine: string, pick: (b: Share) => boolean) =>
        groups.find((g) => g.engine === engine)?.brands.find(pick)?.share ?? 0;
      const overtaken = (project.latest as Group[]).flatMap((g) => {
        const client = share(project.latest, g.engine, (b) => b.isClient);
        return g.brands
          .filter((b) => !b.isClient && (b.share ?? 0) > client)
          .filter((b) => share(project.first, g.engine, (x) => x.isClient) > share(project.first, g.engine, (x) => x.name === b.name))
          .map((b) => ({ engine: g.engine, competitor: b.name }));
      });
      expect(overtaken, brand.slug).toContainEqual({ engine: brand.story.overtake.engine, competitor: brand.story.overtake.competitor });

      // Over the whole history, every brand has a share of voice of its own (at least 3 points apart).
      const shares = (project.all as Share[]).map((b) => b.share!).sort((a, b) => b - a);
      expect(shares).toHaveLength(1 + brand.competitors.length);
      for (let i = 1; i < shares.length; i++)
        expect(shares[i - 1] - shares[i], `${brand.slug}: ${shares.join(', ')}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("refuses to touch a customer's project that has a demo slug, before changing anything", async () => {
    const account = await createAccount(db, { email: 'agency@customer.example', plan: 'PRO' });
    const own = await createProject(db, {
      accountId: account.id,
      name: 'Lumen Sleep',
      domain: 'lumen-sleep.test',
      slug: 'demo-lumen-sleep',
      workspaceSlug: account.workspaces[0],
    });
    const res = await cli('demo', '--email', 'agency@customer.example');
    expect(res.code).toBe(1);
    expect(res.out.error).toContain('not a demo project');
    expect(await db.project.findMany({ where: { accountId: account.id }, select: { id: true, name: true, domain: true } })).toEqual([
      { id: own.id, name: 'Lumen Sleep', domain: 'lumen-sleep.test' },
    ]);
    expect(await db.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ plan: 'PRO' });
  });

  it('stores its answers as engine answers that say they are generated, with cited and retrieved-only sources', async () => {
    const answers = await db.engineAnswer.findMany({ where: { projectId: { in: first.out.projects.map((p: { id: string }) => p.id) } } });
    expect(answers.length).toBeGreaterThan(1000);
    for (const a of answers) {
      expect(a).toMatchObject({ status: 'ANSWERED', model: DEMO_MODEL, costMicros: 0n });
      expect(a.raw).toMatchObject({ demo: true });
      expect(a.text!.length).toBeGreaterThan(50);
    }
    const sources = answers.flatMap((a) => answerSourceSchema.array().parse(a.sources));
    expect(sources.some((s) => s.attachment === 'listed' && s.spans.length === 0)).toBe(true);
    expect(sources.some((s) => s.attachment === 'inline' && s.spans.length > 0)).toBe(true);
    expect(sources.some((s) => s.attachment === 'serp_reference')).toBe(true);
    // Written in each brand's languages, as the engines lay answers out.
    const texts = answers.map((a) => a.text!).join('\n');
    for (const sample of ['utm_source=openai', '[[1]](https://', '|---|---|', 'Fazit', 'En résumé', 'En resumen'])
      expect(texts).toContain(sample);
    expect(answers.some((a) => /\[\d+\]\./.test(a.text!))).toBe(true); // Perplexity's markers
  });

  it('every mention, citation, score and engine finding is what extraction and scoring compute from the stored answers', async () => {
    for (const { id } of first.out.projects) {
      const project = await db.project.findUniqueOrThrow({ where: { id }, include: { competitors: true } });
      const runs = await db.auditRun.findMany({ where: { projectId: id }, orderBy: { runDate: 'asc' } });
      for (const run of runs) {
        const answers = await db.engineAnswer.findMany({
          where: { auditRunId: run.id },
          include: { trackedPrompt: true, mentions: true, citations: true },
          orderBy: [{ askedAt: 'asc' }, { id: 'asc' }], // the order the audit reads them in
        });
        // Every engine asked every prompt DEMO_SAMPLES_PER_PROMPT times, as the probes say.
        expect(answers).toHaveLength(engineNames.length * PROMPTS * DEMO_SAMPLES_PER_PROMPT);
        expect(new Set(answers.map((a) => `${a.engine}:${a.trackedPromptId}:${a.sample}`)).size).toBe(answers.length);
        const probes = await db.engineProbe.findMany({ where: { auditRunId: run.id } });
        expect(probes.map((p) => [p.samplesPerPrompt, p.promptsTotal, p.promptsAnswered])).toEqual(
          probes.map(() => [DEMO_SAMPLES_PER_PROMPT, PROMPTS * DEMO_SAMPLES_PER_PROMPT, PROMPTS * DEMO_SAMPLES_PER_PROMPT]),
        );
        const facts: AnswerFacts[] = [];
        for (const a of answers) {
          const extraction = extractAnswer(
            { text: a.text!, sources: answerSourceSchema.array().parse(a.sources) },
            {
              client: { name: project.name, aliases: project.brandAliases, domain: project.domain },
              competitors: project.competitors.map((c) => ({ name: c.name, aliases: c.aliases, domain: c.domain })),
              categoryTerms: a.trackedPrompt!.tags,
            },
          );
          expect(a.mentions.map(mentionFields).sort(byName)).toEqual(extraction.mentions.map(mentionFields).sort(byName));
          expect(a.citations.map(citationFields).sort(byPosition)).toEqual(extraction.citations.map(citationFields));
          facts.push({ engine: a.engine, promptId: a.trackedPromptId!, promptText: a.promptText, ...extraction });
        }
        const brand = brandScore(facts);
        const platform = platformScore(facts);
        expect({ brand: run.scoreBrand, platform: run.scorePlatform }).toEqual({ brand, platform });
        const components = {
          citability: run.scoreCitability,
          brand,
          eeat: run.scoreEeat,
          technical: run.scoreTechnical,
          schema: run.scoreSchema,
          platform,
        };
        expect(run.scoreOverall).toBe(withOverall(components).overall);
        const stored = await db.finding.findMany({ where: { auditRunId: run.id, category: { in: ['BRAND', 'PLATFORM'] } } });
        const computed = visibilityFindings(facts, { clientName: project.name, clientDomain: project.domain });
        const shape = (f: { checkId: string | null; severity: string; title: string; description: string }) => ({
          checkId: f.checkId,
          severity: f.severity,
          title: f.title,
          description: f.description,
        });
        const byCheck = (a: { checkId: string | null }, b: { checkId: string | null }) => ((a.checkId ?? '') < (b.checkId ?? '') ? -1 : 1);
        expect(stored.map(shape).sort(byCheck)).toEqual(computed.map(shape).sort(byCheck));
      }
    }
  }, 120_000);

  it('the texts say what the generator meant: extraction reads the intended stance of the brands they name', async () => {
    const answers = await db.engineAnswer.findMany({
      where: { projectId: { in: first.out.projects.map((p: { id: string }) => p.id) } },
      select: { raw: true, mentions: { where: { kind: { not: 'CATEGORY' } }, select: { name: true, role: true } } },
    });
    let agree = 0;
    let unintended = 0;
    let total = 0;
    for (const a of answers) {
      const intended = (a.raw as { intended: Record<string, string> }).intended;
      for (const m of a.mentions) {
        total += 1;
        const meant = intended[m.name.replace(/\s*\(demo\)$/, '')];
        if (meant === undefined) unintended += 1;
        else if (meant === m.role) agree += 1;
      }
    }
    expect(total).toBeGreaterThan(3000);
    expect(agree / total).toBeGreaterThanOrEqual(0.9);
    expect(unintended / total).toBeLessThanOrEqual(0.02);
  });

  it('no mention contradicts itself, and every role occurs', async () => {
    const projectId = { in: first.out.projects.map((p: { id: string }) => p.id) };
    expect(await db.mention.count({ where: { projectId, role: 'EXCLUDED', sentiment: 'POSITIVE' } })).toBe(0);
    const roles = await db.mention.groupBy({ by: ['role'], where: { projectId, kind: { not: 'CATEGORY' } }, _count: true });
    expect(roles.map((r) => r.role)).toEqual(expect.arrayContaining(['COMPARED', 'CRITICIZED', 'EXCLUDED', 'LISTED', 'RECOMMENDED']));
    expect(await db.mention.count({ where: { projectId, engineAnswerId: null } })).toBe(0);
    expect(await db.citation.count({ where: { projectId, engineAnswerId: null } })).toBe(0);
  });
});
