// `visibility demo`: the demo account's history, and that every demo role, sentiment, position,
// score and finding is what the service computes from the demo's stored answer texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/client.ts';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { DEMO_MODEL } from '../../src/core/seed/demo-seed.ts';
import { answerSourceSchema } from '../../src/engines/answer.ts';
import { withOverall } from '../../src/core/runs/scores.ts';
import type { AnswerFacts } from '../../src/core/visibility/answer-facts.ts';
import { brandScore } from '../../src/core/visibility/brand-score.ts';
import { extractAnswer } from '../../src/core/visibility/extract-answer.ts';
import { platformScore } from '../../src/core/visibility/platform-score.ts';
import { visibilityFindings } from '../../src/core/visibility/visibility-findings.ts';
import { runCli } from '../support/cli.ts';
import { createTestDatabase } from '../support/database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let first: { code: number; out: any };

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url);
  // The fill's time is measured in docs/benchmarks.md; this bound only stops a fill gone astray.
  first = await cli('demo', '--email', 'demo@agency.example');
}, 240_000);
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const cli = (...args: string[]) => runCli(database.url, args);

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
      expect(runs).toHaveLength(14);
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
      expect(citations).toHaveLength(7);
      expect(mentions).toHaveLength(7);
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
      14 * res.out.projects.length,
    );
    for (const p of res.out.projects) {
      expect(await db.auditRun.count({ where: { projectId: p.id } })).toBe(14);
      expect(await db.trackedPrompt.count({ where: { projectId: p.id } })).toBe(4);
    }
  }, 240_000);

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
        expect(answers).toHaveLength(7 * 4);
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
