// The client report's "What the engines searched for" section: the run's searches from the API's
// fan-out report, honest about engines that do not expose them, inert whatever an engine searched;
// and loaded from the database, the figures the API answers for the same audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import { fanoutSection, type ReportFanout } from '../../src/core/reports/fanout-section.ts';
import { loadReportInput } from '../../src/core/reports/report-input.ts';
import { renderReportMarkdown } from '../../src/core/reports/report-sections.ts';
import { engineProvider } from '../../src/engines/providers.ts';
import { engineNames } from '../../src/engines/engine-list.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedRuns } from '../support/seed-data.ts';
import { sampleInput } from './fixtures.ts';

const serp = engineNames.filter((e) => engineProvider[e] === 'serpapi');
const [linkedEngine, unlinkedEngine] = [
  engineNames.find((e) => engineProvider[e] === 'anthropic')!,
  engineNames.find((e) => engineProvider[e] === 'google')!,
];

function fanout(overrides: Partial<ReportFanout> = {}): ReportFanout {
  return {
    from: '2026-11-22T14:05:09.000Z',
    to: '2026-11-22T14:35:09.000Z',
    answers: 30,
    searches: 42,
    engines: [
      { engine: linkedEngine, answers: 10, exposed: 10, searched: 9, searches: 25 },
      { engine: unlinkedEngine, answers: 10, exposed: 10, searched: 8, searches: 17 },
      { engine: serp[0], answers: 10, exposed: 0, searched: 0, searches: 0 },
    ],
    queries: [
      {
        query: 'best widgets 2026',
        searches: 12,
        answers: 11,
        engines: [linkedEngine, unlinkedEngine],
        prompts: 2,
        linked: 7,
        ledToClientCitation: 3,
        ledToCompetitorCitation: 5,
      },
      {
        query: '[click](javascript:alert(1)) | <img src=x onerror=alert(1)>',
        searches: 2,
        answers: 2,
        engines: [unlinkedEngine],
        prompts: 1,
        linked: 0,
        ledToClientCitation: 0,
        ledToCompetitorCitation: 0,
      },
    ],
    prompts: [],
    changes: {
      auditRunId: 'run_0001',
      previousAuditRunId: 'run_0000',
      newQueries: ['widgets for small teams'],
      vanishedQueries: [],
      newQueryCount: 1,
      vanishedQueryCount: 0,
    },
    ...overrides,
  };
}

describe('the report\'s "What the engines searched for" section', () => {
  it('lists the searches run most with their engines and what they led to, the engines that hide theirs, and what changed', () => {
    const lines = fanoutSection(fanout());
    const text = lines.join('\n');
    expect(lines[0]).toBe('## What the engines searched for');
    expect(text).toContain("ran 42 web searches for this audit's 30 answers");
    expect(text).toMatch(/\| best widgets 2026 \| 12 \| [^|]+, [^|]+ \| 3 of 7 \| 5 of 7 \|/);
    expect(text).toMatch(/\| 2 \| [^|]+ \| not linked \| not linked \|/);
    // The SerpApi engine is named as not exposing its searches, not counted as searching nothing.
    expect(lines.filter((l) => l.includes('do not expose') || l.includes('does not expose'))).toHaveLength(1);
    expect(text).toContain('- New since the previous audit (1): “widgets for small teams”.');
    expect(text).toContain('- No search of the previous audit vanished.');
    // An engine's search is text: no link, no HTML, no extra table cell.
    const row = lines.find((l) => l.includes('javascript'))!;
    expect(row).not.toMatch(/(?<!\\)\]\(/);
    expect(row).not.toMatch(/(?<!\\)<img/);
    expect(row.split(/(?<!\\)\|/)).toHaveLength(7);
  });

  it('says in one line when no engine that answered exposes its searches; nothing without answers', () => {
    const hidden = fanout({
      searches: 0,
      engines: serp.map((engine) => ({ engine, answers: 4, exposed: 0, searched: 0, searches: 0 })),
      queries: [],
      changes: null,
    });
    const lines = fanoutSection(hidden);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^None of the engines that answered in this audit \(.+\) expose the searches behind their answers\.$/);
    expect(fanoutSection(fanout({ answers: 0, engines: [], queries: [], searches: 0, changes: null }))).toEqual([]);
    expect(fanoutSection(null)).toEqual([]);
  });

  it('says when there is no earlier audit to compare with, and sits in the report after the citations', () => {
    expect(fanoutSection(fanout({ changes: null })).join('\n')).toContain('No earlier completed audit to compare the searches with.');
    const markdown = renderReportMarkdown(sampleInput({ fanout: fanout() }));
    expect(markdown.indexOf('## What the engines searched for')).toBeGreaterThan(0);
    expect(renderReportMarkdown(sampleInput())).not.toContain('## What the engines searched for');
  });
});

describe('loaded for an audit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it("holds the API's fan-out report of the run's answers, and the snapshot report says it", async () => {
    const seeded = await seedAccount(app.services);
    const project = seeded.projects[0];
    const runDates = [new Date('2026-05-01T00:00:00Z'), new Date('2026-05-08T00:00:00Z')];
    const [before, run] = await seedRuns(app.services, project.id, runDates);
    const answer = (auditRunId: string, at: Date, engine: string, queries: string[] | null, i: number) => ({
      id: newId('engineAnswer', at),
      accountId: seeded.account.id,
      projectId: project.id,
      auditRunId,
      engine: engine as (typeof engineNames)[number],
      status: 'ANSWERED' as const,
      promptText: 'best widgets',
      text: 'An answer.',
      askedAt: new Date(at.getTime() + (i + 1) * 60_000),
      searchQueries: queries === null ? undefined : queries.map((query) => ({ query, foundUrls: null })),
    });
    await app.services.db.engineAnswer.createMany({
      data: [
        answer(before, runDates[0], unlinkedEngine, ['old search', 'best widgets'], 0),
        answer(run, runDates[1], unlinkedEngine, ['best widgets', 'new search'], 0),
        answer(run, runDates[1], linkedEngine, ['best widgets'], 1),
        answer(run, runDates[1], serp[0], null, 2),
      ],
    });
    const input = await loadReportInput(app.services.db, run);
    const f = input.fanout!;
    const api = await fetch(
      `${app.url}/api/v1/projects/${project.slug}/fanout?auditRunId=${run}&from=${encodeURIComponent(f.from)}&to=${encodeURIComponent(f.to)}&limit=10`,
      { headers: { authorization: `Bearer ${seeded.key}` } },
    );
    expect(api.status).toBe(200);
    expect(f).toEqual(((await api.json()) as { data: ReportFanout }).data);
    expect(f.answers).toBe(3);
    expect(f.queries.map((q) => [q.query, q.searches])).toEqual([
      ['best widgets', 2],
      ['new search', 1],
    ]);
    expect(f.changes).toMatchObject({ previousAuditRunId: before, newQueries: ['new search'], vanishedQueries: ['old search'] });
    const text = fanoutSection(f).join('\n');
    expect(text).toContain('does not expose its searches');
    expect(text).toContain('- No longer searched since the previous audit (1): “old search”.');
  });
});
