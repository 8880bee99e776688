// A project of the demo account whose one engine answer is hostile Markdown, as an engine could
// return it after reading a poisoned page: raw <script>, an <img> with onerror, javascript:
// links (Markdown and HTML), an iframe, an SVG with onload, a remote image, beside the usual
// headings, bold, tables and citation markers. The answer is stored as the adapters store one and
// the run completes through the audit's own last step (finalizeIfReady): its mentions, their
// offsets and its citations are what the service extracts. Used by e2e/answers.spec.ts.
import { finalizeIfReady } from '../dist/core/audits/finalize.js';
import { newId } from '../dist/core/kernel/ids.js';
import { createProject } from '../dist/core/projects/projects.js';
import { HOSTILE_BRAND, HOSTILE_PROJECT, HOSTILE_RIVAL, HOSTILE_SLUG } from './hostile-names.mjs';

const text = [
  "## Comparatif <script>window.__pwned = 'script'</script>",
  '',
  `**${HOSTILE_BRAND}** est recommandé pour les équipes 🚀. <img src=x onerror="window.__pwned='img'">`,
  `[Cliquez ici](javascript:window.__pwned='md-link') ou <a href="javascript:window.__pwned='a'" onclick="window.__pwned='click'">là</a>.`,
  '![pixel](https://tracker.invalid/pixel.png)',
  `<iframe src="javascript:window.__pwned='iframe'"></iframe><svg onload="window.__pwned='svg'"><circle r="4"/></svg>`,
  '',
  `${HOSTILE_RIVAL} coûte plus cher [1]. Voir aussi ([rival.example](https://rival.example/tarifs?utm_source=openai)).`,
  '',
  '| Outil | Prix |',
  '|---|---|',
  `| ${HOSTILE_BRAND} | 10 € |`,
  `| ${HOSTILE_RIVAL} | 25 € |`,
].join('\n');

function spanOf(needle) {
  const start = text.indexOf(needle);
  if (start < 0) throw new Error(`hostile answer: "${needle}" not in the text`);
  return { start, end: start + needle.length };
}

export async function plantHostileAnswer(services, accountId) {
  const { db } = services;
  const { id: projectId } = await createProject(db, { accountId, name: HOSTILE_PROJECT, domain: 'hostile.example', slug: HOSTILE_SLUG });
  await db.competitor.create({
    data: { id: newId('competitor'), accountId, projectId, name: HOSTILE_RIVAL, domain: 'rival.example', aliases: [] },
  });
  const prompt = await db.trackedPrompt.create({
    data: { id: newId('trackedPrompt'), accountId, projectId, text: 'quel outil choisir ?', tags: [] },
  });
  const runDate = new Date(Date.now() - 3_600_000);
  const runId = newId('auditRun', runDate);
  await db.auditRun.create({
    data: {
      id: runId,
      accountId,
      projectId,
      status: 'RUNNING',
      trigger: 'CLI',
      runDate,
      createdAt: runDate,
      startedAt: runDate,
      heartbeatAt: runDate,
      siteOutcome: {
        scores: { citability: 50, eeat: 50, technical: 50, schema: 50 },
        pagesAnalyzed: 1,
        findings: [],
        analysisErrors: [],
        engineSkip: null,
      },
    },
  });
  const askedAt = new Date(runDate.getTime() + 60_000);
  await db.engineAnswer.create({
    data: {
      id: newId('engineAnswer', askedAt),
      accountId,
      projectId,
      auditRunId: runId,
      trackedPromptId: prompt.id,
      engine: 'PERPLEXITY',
      status: 'ANSWERED',
      promptText: prompt.text,
      model: 'sonar-pro',
      text,
      sources: [
        { url: 'https://rival.example/tarifs', title: 'Tarifs Rival', attachment: 'inline', spans: [spanOf('[1]')] },
        {
          url: 'https://rival.example/tarifs?utm_source=openai',
          title: null,
          attachment: 'inline',
          spans: [spanOf('([rival.example](https://rival.example/tarifs?utm_source=openai))')],
        },
        { url: 'https://reviews.example/outils', title: 'Avis', attachment: 'listed', spans: [] },
      ],
      // Perplexity exposes its searches; this answer ran none (answers.spec.ts shows that state).
      searchQueries: [],
      raw: { fixture: 'e2e hostile answer' },
      askedAt,
      answeredAt: new Date(askedAt.getTime() + 5_000),
    },
  });
  const outcome = await finalizeIfReady(db, { id: runId, accountId });
  if (outcome !== 'completed') throw new Error(`hostile answer run did not complete (${outcome})`);
}
