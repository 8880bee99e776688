// Google AI Mode end to end: an audit run through the worker asks a fake SerpApi on loopback
// (`engine=google_ai_mode`, answering in its documented shapes: typed text blocks with
// reference_indexes, and a search with no results), and the answers, citations, mentions, cost
// and report come out on every surface (REST, GraphQL, MCP) under GOOGLE_AI_MODE and "Google AI
// Mode", paid from the project's plan budget like any engine.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetMonth } from '../../src/core/plans/engine-budget.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addCompetitor } from '../../src/core/tracking/competitors.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { type FakeEngines, startFakeEngines } from '../engines/fakes/index.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { goodSite } from '../support/sites.ts';

let app: TestApp;
let fakes: FakeEngines;
let site: Awaited<ReturnType<typeof goodSite>>;

beforeAll(async () => {
  fakes = await startFakeEngines();
  app = await startTestApp({ ...fakes.env, VISIBILITY_ENGINE_TIMEOUT_MS: '5000', VISIBILITY_CRAWL_TIMEOUT_MS: '2000' });
  site = await goodSite();
});
afterAll(async () => {
  await site?.close();
  await app?.close();
  await fakes?.close();
});

const answered = 'best CRM for agencies (AI Mode)';
const nothing = 'a question AI Mode has no answer for';

describe('an audit that asks Google AI Mode through SerpApi', () => {
  it('stores its answers, citations and mentions, prices each search in the ledger, and shows them on REST, GraphQL, MCP and the report', async () => {
    const owner = await seedAccount(app.services, { plan: 'PRO', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme CRM', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await app.services.db.project.update({ where: { id }, data: { engines: ['GOOGLE_AI_MODE'] } });
    await addCompetitor(app.services.db, project, { name: 'Globex', domain: 'globex.test' });
    await addPrompt(app.services.db, project, { text: answered, country: 'US', language: 'en' });
    await addPrompt(app.services.db, project, { text: nothing });
    fakes.serpapi.program(answered, {
      aiMode: 'typed',
      text: [
        '## Top picks',
        'We recommend Acme CRM for agencies that bill clients.',
        '- Acme CRM: invoicing built in.\n- Globex: a solid alternative, though it costs more.',
        'Tool | Price\nAcme CRM | $12\nGlobex | $30',
      ].join('\n\n'),
      citations: [
        { url: `http://${site.host}/pricing`, title: 'Acme CRM pricing', quote: 'We recommend Acme CRM' },
        { url: 'https://www.globex.test/crm', title: 'Globex CRM', quote: 'a solid alternative' },
      ],
      listed: [{ url: 'https://reviews.test/crm-roundup', title: 'CRM roundup' }],
    });
    fakes.serpapi.program(nothing, { text: '', aiMode: 'no_results' });
    const searchesBefore = fakes.serpapi.requests.length;

    const res = await app.request(`/api/v1/projects/${slug}/audits`, { key: owner.key, method: 'POST' });
    expect(res.status).toBe(202);
    const { auditRunId } = (await res.json()).data;
    await runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });

    const run = (await (await app.request(`/api/v1/audit-runs/${auditRunId}`, { key: owner.key })).json()).data;
    expect(run.status, JSON.stringify(run.failure)).toBe('COMPLETED');

    // One SerpApi search per prompt, engine=google_ai_mode, with the prompt's country and language.
    const searches = fakes.serpapi.requests.slice(searchesBefore);
    expect(searches.map((r) => [r.query.get('engine'), r.query.get('q')]).sort()).toEqual([
      ['google_ai_mode', nothing],
      ['google_ai_mode', answered],
    ]);
    const localized = searches.find((r) => r.query.get('q') === answered)!;
    expect([localized.query.get('gl'), localized.query.get('hl')]).toEqual(['us', 'en']);

    const probes = await app.services.db.engineProbe.findMany({ where: { auditRunId } });
    expect(probes).toMatchObject([{ engine: 'GOOGLE_AI_MODE', status: 'SUCCEEDED', promptsAnswered: 2 }]);
    const answers = await app.services.db.engineAnswer.findMany({ where: { auditRunId }, orderBy: { promptText: 'asc' } });
    expect(answers.map((a) => [a.promptText, a.status, a.model, a.servedModel, a.requests, Number(a.costMicros)])).toEqual([
      [nothing, 'ANSWERED', 'serpapi-google-ai-mode', null, 1, 15_000],
      [answered, 'ANSWERED', 'serpapi-google-ai-mode', null, 1, 15_000],
    ]);
    expect(answers[0].text).toBe('');
    expect(answers[1].text).toContain('Top picks\n\nWe recommend Acme CRM for agencies that bill clients.');
    expect(answers[1].raw).toMatchObject({ search_parameters: { engine: 'google_ai_mode' } });

    // The ledger: each search at SerpApi's price, within the plan's engine budget.
    const ledger = await app.services.db.engineBudgetMonth.findUniqueOrThrow({
      where: { projectId_month: { projectId: id, month: new Date(`${budgetMonth(new Date())}T00:00:00Z`) } },
    });
    expect(Number(ledger.committedMicros)).toBe(30_000);

    const clientHost = new URL(`http://${site.host}`).hostname;
    // REST, filtered by the new engine: what the blocks cite is cited; the unused reference is not.
    const citations = (await (await app.request(`/api/v1/projects/${slug}/citations?engine=GOOGLE_AI_MODE`, { key: owner.key })).json())
      .data;
    expect(citations.map((c: { engine: string; host: string }) => [c.engine, c.host]).sort()).toEqual([
      ['GOOGLE_AI_MODE', clientHost],
      ['GOOGLE_AI_MODE', 'globex.test'],
    ]);
    expect(citations.find((c: { host: string }) => c.host === clientHost)).toMatchObject({
      isClientDomain: true,
      matchedEntity: 'Acme CRM',
    });
    const mentions = (await (await app.request(`/api/v1/projects/${slug}/mentions?engine=GOOGLE_AI_MODE`, { key: owner.key })).json()).data;
    const byName = Object.fromEntries(mentions.map((m: { name: string; kind: string; role: string }) => [m.name, [m.kind, m.role]]));
    expect(byName['Acme CRM']).toEqual(['CLIENT', 'RECOMMENDED']);
    expect(byName.Globex?.[0]).toBe('COMPETITOR');
    const unknown = await app.request(`/api/v1/projects/${slug}/citations?engine=GOOGLE_AI_MODES`, { key: owner.key });
    expect(unknown.status).toBe(400);

    // GraphQL: the same rows under the Engine enum's new value.
    const r = await gql(
      app,
      owner.key,
      `query($s: String!) { project(slug: $s) {
        citations(engine: GOOGLE_AI_MODE) { edges { node { engine host } } }
        mentions(engine: GOOGLE_AI_MODE) { edges { node { engine name } } }
        visibility(groupBy: ENGINE) { key answers answersMentioningClient }
      } }`,
      { s: slug },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.project.citations.edges).toHaveLength(citations.length);
    expect(r.body.data.project.mentions.edges).toHaveLength(mentions.length);
    // The empty answer is an answer that names no one.
    expect(r.body.data.project.visibility).toEqual([{ key: 'GOOGLE_AI_MODE', answers: 2, answersMentioningClient: 1 }]);

    // MCP: list_citations with the new engine, and the tool schema names it.
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${owner.key}` } } }),
    );
    try {
      const tools = await client.listTools();
      const listCitations = tools.tools.find((t) => t.name === 'list_citations')!;
      expect(JSON.stringify(listCitations.inputSchema)).toContain('GOOGLE_AI_MODE');
      const result = (await client.callTool({ name: 'list_citations', arguments: { slug, engine: 'GOOGLE_AI_MODE' } })) as CallToolResult;
      expect(result.isError ?? false).toBe(false);
      expect((result.structuredContent as { data: unknown[] }).data).toHaveLength(citations.length);
    } finally {
      await client.close();
    }

    // The report names the engine as people know it.
    const md = await (await app.request(`/api/v1/projects/${slug}/report`, { key: owner.key })).text();
    expect(md).toMatch(/\| Google AI Mode \| `serpapi-google-ai-mode` \| 2 of 2 \| answered \|/);
    expect(md).not.toContain('GOOGLE_AI_MODE');
  });
});
