/**
 * Joins an audit's two halves. The site audit and each engine probe call `finalizeIfReady` when
 * they end; the last one completes the run, under the run's row lock, in one transaction:
 * extraction of every kept answer into citations, retrieved-only sources and mentions, brand and
 * platform scores, the findings of both halves, scores and deltas, the report and the completion
 * event.
 */
import type { Db, Tx } from '../../db/client.ts';
import { answerSourceSchema } from '../../engines/answer.ts';
import { newId } from '../kernel/ids.ts';
import { engineLabels } from '../contract/labels.ts';
import { extractAnswer } from '../visibility/extract-answer.ts';
import type { AnswerFacts } from '../visibility/answer-facts.ts';
import { brandScore } from '../visibility/brand-score.ts';
import { platformScore } from '../visibility/platform-score.ts';
import type { VisibilitySubject } from '../visibility/subject.ts';
import { visibilityFindings } from '../visibility/visibility-findings.ts';
import { crawlerFindings } from '../crawlers-report/crawler-findings.ts';
import { completeRunTx, failRunTx, type RunRef } from './lifecycle.ts';
import { readSiteOutcome } from '../runs/site-outcome.ts';
import { enqueueRoleJudge } from '../role-judge/judge-answer.ts';
import { type BulkColumns, insertRows } from '../../db/bulk-insert.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

export type FinalizeResult = 'completed' | 'failed' | 'waiting' | 'gone';

const terminal = new Set(['SUCCEEDED', 'FAILED', 'SKIPPED']);

export async function finalizeIfReady(db: Db, ref: RunRef): Promise<FinalizeResult> {
  return db.$transaction((tx) => finalizeTx(tx, ref), { timeout: 120_000 });
}

async function finalizeTx(tx: Tx, ref: RunRef): Promise<FinalizeResult> {
  const auditRunId = ref.id;
  const [locked] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM audit_run WHERE account_id = ${ref.accountId} AND id = ${auditRunId} AND status = 'RUNNING' FOR UPDATE`;
  if (!locked) return 'gone';
  const run = await tx.auditRun.findUniqueOrThrow({
    where: { id: auditRunId },
    include: { project: { include: { competitors: true } }, engineProbes: true },
  });
  const site = readSiteOutcome(run.siteOutcome);
  if (!site || run.engineProbes.some((p) => !terminal.has(p.status))) return 'waiting';

  if (run.engineProbes.length > 0 && !run.engineProbes.some((p) => p.status === 'SUCCEEDED')) {
    const reasons = run.engineProbes.map((p) => `${engineLabels[p.engine]}: ${p.failureMessage ?? p.failureCode ?? 'failed'}`);
    await failRunTx(tx, ref, {
      code: 'engines_failed',
      message: `Every AI engine asked failed, so brand and platform could not be measured (${reasons.join('; ')}).`,
    });
    return 'failed';
  }

  const facts = await extractRunAnswers(tx, run);
  const findings = [
    ...site.findings,
    ...visibilityFindings(facts, { clientName: run.project.name, clientDomain: run.project.domain }).map((f) => ({
      ...f,
      recommendation: f.recommendation,
      timeline: f.timeline,
      expectedImpact: f.expectedImpact,
    })),
    // From the site's access logs, when the project has any (docs/crawlers.md, "Findings from the logs").
    ...(await crawlerFindings(tx, run.project, new Date(), run.id)),
  ];
  const completed = await completeRunTx(tx, ref, {
    scores: { ...site.scores, brand: facts.length ? brandScore(facts) : null, platform: facts.length ? platformScore(facts) : null },
    pagesAnalyzed: site.pagesAnalyzed,
    findings,
    analysisErrors: site.analysisErrors,
  });
  // The optional role judge reads the stored mentions after the run, never holding it up.
  if (completed && run.project.judgeRoles && facts.length) await enqueueRoleJudge(tx, ref);
  return completed ? 'completed' : 'gone';
}

type RunWithProject = {
  id: string;
  accountId: string;
  projectId: string;
  project: { name: string; domain: string; brandAliases: string[]; competitors: { name: string; domain: string; aliases: string[] }[] };
};

/**
 * Re-extracts every complete answer of the run (deterministic, so re-running gives the same rows)
 * and replaces the run's engine citations, retrieved-only sources and mentions; returns what the
 * scores read (citations only: a retrieved source is not a citation). A truncated answer is kept
 * and shown but not extracted: what it would have said after the cut is unknown, so it counts
 * neither for nor against anyone (docs/methodology.md, "Truncated answers").
 */
async function extractRunAnswers(tx: Tx, run: RunWithProject): Promise<AnswerFacts[]> {
  const answers = await tx.engineAnswer.findMany({
    where: { auditRunId: run.id, status: 'ANSWERED', truncated: false },
    include: { trackedPrompt: { select: { tags: true } } },
    orderBy: [{ askedAt: 'asc' }, { id: 'asc' }],
  });
  await tx.citation.deleteMany({ where: { auditRunId: run.id, engineAnswerId: { not: null } } });
  await tx.mention.deleteMany({ where: { auditRunId: run.id, engineAnswerId: { not: null } } });
  await tx.retrievedSource.deleteMany({ where: { auditRunId: run.id } });
  const base: Omit<VisibilitySubject, 'categoryTerms'> = {
    client: { name: run.project.name, aliases: run.project.brandAliases, domain: run.project.domain },
    competitors: run.project.competitors.map((c) => ({ name: c.name, aliases: c.aliases, domain: c.domain })),
  };
  const facts: AnswerFacts[] = [];
  const citations = [];
  const retrieved = [];
  const mentions = [];
  for (const a of answers) {
    const sources = answerSourceSchema.array().safeParse(a.sources);
    const extraction = extractAnswer(
      { text: a.text ?? '', sources: sources.success ? sources.data : [] },
      { ...base, categoryTerms: a.trackedPrompt?.tags ?? [] },
    );
    const observedAt = a.answeredAt ?? a.askedAt;
    const link = {
      accountId: run.accountId,
      projectId: run.projectId,
      auditRunId: run.id,
      engine: a.engine,
      observedAt,
      engineAnswerId: a.id,
      trackedPromptId: a.trackedPromptId,
    };
    for (const c of extraction.citations) {
      citations.push({
        id: newId('citation', observedAt),
        ...link,
        url: c.url,
        normalizedUrl: c.normalizedUrl,
        host: c.host,
        title: c.title,
        position: c.position,
        isClientDomain: c.isClientDomain,
        isCompetitorDomain: c.isCompetitorDomain,
        citationConfidence: c.citationConfidence,
        matchedEntity: c.matchedEntity,
      });
    }
    for (const r of extraction.retrieved) {
      const { trackedPromptId: _notKept, ...answerLink } = link;
      retrieved.push({ id: newId('retrievedSource', observedAt), ...answerLink, engineAnswerId: a.id, ...r });
    }
    for (const m of extraction.mentions) {
      mentions.push({
        id: newId('mention', observedAt),
        ...link,
        name: m.name,
        normalizedName: m.normalizedName,
        kind: m.kind,
        role: m.role,
        sentiment: m.sentiment,
        mentionConfidence: m.mentionConfidence,
        context: m.context,
        position: m.position,
        textOffsets: m.spans.flatMap((span) => [span.start, span.end]),
      });
    }
    facts.push({
      engine: a.engine,
      promptId: a.trackedPromptId ?? a.id,
      promptText: a.promptText,
      mentions: extraction.mentions,
      citations: extraction.citations,
    });
  }
  await insertObservations(tx, { citations, retrieved, mentions });
  return facts;
}

const linkColumns = {
  id: ['id', 'text'],
  accountId: ['account_id', 'text'],
  projectId: ['project_id', 'text'],
  auditRunId: ['audit_run_id', 'text'],
  engine: ['engine', '"Engine"'],
  observedAt: ['observed_at', 'timestamptz'],
  engineAnswerId: ['engine_answer_id', 'text'],
} as const;

const sourceColumns = {
  url: ['url', 'text'],
  normalizedUrl: ['normalized_url', 'text'],
  host: ['host', 'text'],
  title: ['title', 'text'],
  isClientDomain: ['is_client_domain', 'boolean'],
  isCompetitorDomain: ['is_competitor_domain', 'boolean'],
  matchedEntity: ['matched_entity', 'text'],
} as const;

/** Each table's columns, for every field of its Prisma create input (the compiler asks for a new one). */
const citationColumns: BulkColumns<Prisma.CitationCreateManyInput> = {
  ...linkColumns,
  ...sourceColumns,
  trackedPromptId: ['tracked_prompt_id', 'text'],
  position: ['position', 'int'],
  citationConfidence: ['citation_confidence', 'int'],
};

const retrievedColumns: BulkColumns<Prisma.RetrievedSourceCreateManyInput> = { ...linkColumns, ...sourceColumns };

/** A completing run's observations, one statement a table however many rows (src/db/bulk-insert.ts); bench:scale times it. */
export async function insertObservations(
  tx: Tx,
  rows: {
    citations: Prisma.CitationCreateManyInput[];
    retrieved: Prisma.RetrievedSourceCreateManyInput[];
    mentions: Prisma.MentionCreateManyInput[];
  },
): Promise<void> {
  await insertRows(tx, 'citation', citationColumns, rows.citations);
  await insertRows(tx, 'retrieved_source', retrievedColumns, rows.retrieved);
  await insertRows(tx, 'mention', mentionColumns, rows.mentions);
}

const mentionColumns: BulkColumns<Prisma.MentionCreateManyInput> = {
  ...linkColumns,
  trackedPromptId: ['tracked_prompt_id', 'text'],
  name: ['name', 'text'],
  normalizedName: ['normalized_name', 'text'],
  kind: ['kind', '"MentionKind"'],
  role: ['role', '"MentionRole"'],
  sentiment: ['sentiment', '"Sentiment"'],
  mentionConfidence: ['mention_confidence', 'int'],
  context: ['context', 'text'],
  position: ['position', 'int'],
  textOffsets: ['text_offsets', 'int[]'],
};
