/**
 * The role judge of one audit run (a job after the run's extraction, so it never slows the
 * audit): for each answer of the run with brands in it, one call of the judge model, whose
 * verdicts are stored per mention in `mention_judgement`, beside the lexicon's role and sentiment
 * on the mention, never over them. Each call is one `role_judge_call` row: it is the call's ledger
 * record (reserved against the project's monthly engine budget before asking, settled to its cost
 * after, like a probe's call: docs/engine-spend.md) and the cache: an answer whose content (text,
 * brands, the lexicon's verdicts, the instructions' version) the same account's judge already
 * judged with the same model reuses those verdicts, asking nothing and reserving nothing.
 * A malformed, refused, cut-off or timed-out verdict falls back to the lexicon, with its reason
 * stored (and counted, judge-summary.ts). Idempotent: an answer with a call row for the model is
 * never asked again; a call left RESERVED by a worker that died keeps its reservation as its cost
 * (the provider may have billed it) and falls back.
 */
import type { Db, Tx } from '../../db/client.ts';
import type { MentionKind, MentionRole, Prisma, Sentiment } from '../../generated/prisma/client.ts';
import { EngineError } from '../../engines/errors.ts';
import type { RoleJudgeClient } from '../../engines/role-judge-client.ts';
import type { RoleJudgeConfig } from '../../engines/role-judge-settings.ts';
import { addJob } from '../kernel/job-queue.ts';
import { newId } from '../kernel/ids.ts';
import { budgetMonth, reserveEngineSpend, settleEngineSpend } from '../plans/engine-budget.ts';
import { plans } from '../plans/plans.ts';
import type { Services } from '../runtime/services.ts';
import {
  judgeContentHash,
  judgeInput,
  judgeInstructions,
  readVerdicts,
  storedOutcomesSchema,
  verdictJsonSchema,
  type BrandOutcome,
  type JudgedBrand,
} from './verdict.ts';

export const ROLE_JUDGE_TASK = 'role_judge';

/**
 * Enqueued with the run's completion (audits/finalize.ts) when the project has the judge on. The
 * payload names the run and its account (`{ auditRunId, accountId }`, as the audit job's:
 * audits/audit-job.ts); a job of an earlier version, `{ auditRunId }` only, has its account read first.
 */
export async function enqueueRoleJudge(tx: Pick<Tx, '$executeRaw'>, run: JudgedRun): Promise<void> {
  const payload = { auditRunId: run.id, accountId: run.accountId };
  await addJob(tx, ROLE_JUDGE_TASK, payload, { jobKey: `${ROLE_JUDGE_TASK}:${run.id}`, maxAttempts: 3 });
}

/** The run to judge: its id and account (audits/lifecycle.ts RunRef, which this domain sits below). */
export interface JudgedRun {
  id: string;
  accountId: string;
}

/** Errors the provider does not bill (it refused the request before answering), as for probes. */
const unbilledKinds = new Set(['rate_limited', 'transient', 'refused', 'auth', 'quota']);

function failureCodeOf(e: EngineError): string {
  return e.kind === 'timeout' ? 'judge_timeout' : e.kind === 'malformed' ? 'judge_malformed' : `judge_${e.kind}`;
}

type AnswerToJudge = {
  id: string;
  accountId: string;
  projectId: string;
  auditRunId: string;
  text: string;
  mentions: {
    id: string;
    observedAt: Date;
    name: string;
    normalizedName: string;
    kind: MentionKind;
    role: MentionRole;
    sentiment: Sentiment | null;
  }[];
};

/** The brands of an answer the judge reads: every named brand (categories are not judged), once per name, in order. */
function brandsOf(answer: AnswerToJudge): JudgedBrand[] {
  const seen = new Map<string, JudgedBrand>();
  for (const m of answer.mentions) {
    if (m.kind === 'CATEGORY' || seen.has(m.normalizedName)) continue;
    seen.set(m.normalizedName, { key: m.normalizedName, name: m.name, kind: m.kind, role: m.role, sentiment: m.sentiment });
  }
  return [...seen.values()];
}

/** Stores one judgement per brand mention of the answer from the outcomes (all FALLBACK with `failureCode` when none). */
async function storeJudgements(
  tx: Tx,
  answer: AnswerToJudge,
  call: { id: string; model: string },
  outcomes: BrandOutcome[] | { failureCode: string },
): Promise<void> {
  const byKey = Array.isArray(outcomes) ? new Map(outcomes.map((o) => [o.key, o])) : null;
  const rows = answer.mentions
    .filter((m) => m.kind !== 'CATEGORY')
    .map((m) => {
      const o: BrandOutcome = byKey?.get(m.normalizedName) ?? {
        key: m.normalizedName,
        status: 'FALLBACK',
        failureCode: Array.isArray(outcomes) ? 'judge_missing_brand' : outcomes.failureCode,
      };
      const base = {
        mentionId: m.id,
        mentionObservedAt: m.observedAt,
        accountId: answer.accountId,
        projectId: answer.projectId,
        callId: call.id,
        model: call.model,
      };
      return o.status === 'JUDGED'
        ? { ...base, status: 'JUDGED' as const, role: o.role, sentiment: o.sentiment, evidence: o.evidence, language: o.language }
        : { ...base, status: 'FALLBACK' as const, failureCode: o.failureCode };
    });
  await tx.mentionJudgement.deleteMany({ where: { mentionId: { in: rows.map((r) => r.mentionId) } } });
  if (rows.length) await tx.mentionJudgement.createMany({ data: rows });
}

/** Locks the call row; true while it is still unsettled (RESERVED). */
async function stillReserved(tx: Tx, accountId: string, callId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM role_judge_call WHERE account_id = ${accountId} AND id = ${callId} AND status = 'RESERVED' FOR UPDATE`;
  return rows.length === 1;
}

export interface JudgeRunResult {
  asked: number;
  cached: number;
  fallbacks: number;
  skipped: number;
}

/** Judges every complete answer of the run that names a brand; nothing when the project has the judge off or no judge is configured. */
export async function judgeRun(services: Services, ref: JudgedRun, client?: RoleJudgeClient): Promise<JudgeRunResult> {
  const result: JudgeRunResult = { asked: 0, cached: 0, fallbacks: 0, skipped: 0 };
  const config = client?.config ?? services.config.roleJudge;
  const auditRunId = ref.id;
  const log = services.log.child({ auditRunId, accountId: ref.accountId, task: ROLE_JUDGE_TASK });
  const run = await services.db.auditRun.findFirst({ where: { accountId: ref.accountId, id: auditRunId }, include: { project: true } });
  if (!run?.project.judgeRoles || run.status !== 'COMPLETED') return result;
  if (!config) {
    log.warn('the project has the role judge on, but no provider the judge speaks to has a key: the lexicon stands alone');
    return result;
  }
  const judge = client ?? (await import('../../engines/role-judge-client.ts')).createRoleJudgeClient(config);
  const answers = await services.db.engineAnswer.findMany({
    where: { accountId: ref.accountId, auditRunId, status: 'ANSWERED', truncated: false },
    select: {
      id: true,
      accountId: true,
      projectId: true,
      auditRunId: true,
      text: true,
      mentions: {
        select: { id: true, observedAt: true, name: true, normalizedName: true, kind: true, role: true, sentiment: true },
        orderBy: { position: 'asc' },
      },
    },
    orderBy: [{ askedAt: 'asc' }, { id: 'asc' }],
  });
  for (const a of answers) {
    const outcome = await judgeAnswer(services.db, judge, config, { ...a, text: a.text ?? '' }, run.project.plan);
    result[outcome]++;
  }
  log.info(result, 'role judge finished');
  return result;
}

async function judgeAnswer(
  db: Db,
  judge: RoleJudgeClient,
  config: RoleJudgeConfig,
  answer: AnswerToJudge,
  plan: keyof typeof plans,
): Promise<keyof JudgeRunResult> {
  const brands = brandsOf(answer);
  if (brands.length === 0) return 'skipped';
  const model = config.model;
  const contentHash = judgeContentHash(answer.text, brands);
  const budgetMicros = plans[plan].engineBudgetMicros;

  const existing = await db.roleJudgeCall.findUnique({ where: { engineAnswerId_model: { engineAnswerId: answer.id, model } } });
  if (existing) {
    if (existing.status !== 'RESERVED') return 'skipped';
    // A worker died while this call was in flight: the provider may have billed it, so its
    // reservation stays as its cost; the lexicon's verdicts stand.
    await db.$transaction(async (tx) => {
      if (!(await stillReserved(tx, answer.accountId, existing.id))) return;
      await tx.roleJudgeCall.update({
        where: { id: existing.id },
        data: { status: 'FALLBACK', failureCode: 'judge_interrupted', costMicros: existing.reservedMicros, finishedAt: new Date() },
      });
      await storeJudgements(tx, answer, existing, { failureCode: 'judge_interrupted' });
    });
    return 'fallbacks';
  }

  const call = { id: newId('roleJudgeCall'), model };
  const row = {
    id: call.id,
    accountId: answer.accountId,
    projectId: answer.projectId,
    auditRunId: answer.auditRunId,
    engineAnswerId: answer.id,
    model,
    contentHash,
  };

  // The cache: the same content judged by this account's judge with the same model.
  const hit = await db.roleJudgeCall.findFirst({
    where: { accountId: answer.accountId, contentHash, model, status: 'JUDGED' },
    orderBy: { createdAt: 'desc' },
  });
  const cachedOutcomes = hit ? storedOutcomesSchema.safeParse(hit.verdicts) : null;
  if (hit && cachedOutcomes?.success) {
    await db.$transaction(async (tx) => {
      await tx.roleJudgeCall.create({
        data: { ...row, status: 'CACHED', servedModel: hit.servedModel, verdicts: cachedOutcomes.data, finishedAt: new Date() },
      });
      await storeJudgements(tx, answer, call, cachedOutcomes.data);
    });
    return 'cached';
  }

  const request = { instructions: judgeInstructions, input: judgeInput(answer.text, brands), schema: verdictJsonSchema };
  const reserved = judge.ceilingMicros(request);
  const month = budgetMonth(new Date());
  const accepted = await db.$transaction(async (tx) => {
    const ok = await reserveEngineSpend(tx, {
      projectId: answer.projectId,
      accountId: answer.accountId,
      month,
      micros: reserved,
      budgetMicros,
    });
    await tx.roleJudgeCall.create({
      data: ok
        ? { ...row, status: 'RESERVED', reservedMicros: reserved }
        : { ...row, status: 'FALLBACK', failureCode: 'judge_budget', finishedAt: new Date() },
    });
    if (!ok) await storeJudgements(tx, answer, call, { failureCode: 'judge_budget' });
    return ok;
  });
  if (!accepted) return 'fallbacks';

  /** Settles the reservation to `costMicros` and records the call's end with its judgements, once. */
  const settle = (costMicros: number, data: Prisma.RoleJudgeCallUpdateInput, outcomes: BrandOutcome[] | { failureCode: string }) =>
    db.$transaction(async (tx) => {
      if (!(await stillReserved(tx, answer.accountId, call.id))) return;
      const settled = await settleEngineSpend(tx, {
        projectId: answer.projectId,
        accountId: answer.accountId,
        month,
        deltaMicros: costMicros - reserved,
        budgetMicros,
      });
      await tx.roleJudgeCall.update({
        where: { id: call.id },
        data: { ...data, costMicros, overrunMicros: settled.overrunMicros, finishedAt: new Date() },
      });
      await storeJudgements(tx, answer, call, outcomes);
    });

  let reply;
  try {
    reply = await judge.ask(request);
  } catch (err) {
    const e = err instanceof EngineError ? err : new EngineError('malformed', (err as Error).message);
    // Billed only when the provider may have done the work: an unknown outcome (a timeout, a drop)
    // or an answer it sent that could not be read; then at the call's ceiling, what was reserved.
    const billed = e.outcomeUnknown || !unbilledKinds.has(e.kind);
    const failureCode = failureCodeOf(e);
    await settle(billed ? reserved : 0, { status: 'FALLBACK', failureCode }, { failureCode });
    return 'fallbacks';
  }
  const usage = { servedModel: reply.servedModel, inputTokens: reply.inputTokens, outputTokens: reply.outputTokens };
  if (reply.kind !== 'answered') {
    const failureCode = reply.kind === 'refused' ? 'judge_refused' : 'judge_incomplete';
    await settle(reply.costMicros, { ...usage, status: 'FALLBACK', failureCode }, { failureCode });
    return 'fallbacks';
  }
  const outcomes = readVerdicts(reply.text, answer.text, brands);
  if (!outcomes) {
    await settle(reply.costMicros, { ...usage, status: 'FALLBACK', failureCode: 'judge_malformed' }, { failureCode: 'judge_malformed' });
    return 'fallbacks';
  }
  await settle(reply.costMicros, { ...usage, status: 'JUDGED', verdicts: outcomes }, outcomes);
  return 'asked';
}
