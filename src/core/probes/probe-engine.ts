/**
 * One engine's probe of an audit run: asks the engine every tracked prompt, each as many times as
 * the probe's samples per prompt (each sample an independent call with its own answer row,
 * numbered in `sample`), every (prompt, sample) not answered yet,
 * reserving each call's cost against the monthly budget in the transaction that records the call,
 * and keeps each raw answer. Resumable: a prompt whose call was in flight when a worker died is
 * recorded as interrupted (its reservation kept, since the provider may have billed it), never
 * asked twice. A request that may have been billed without answering (timed out, dropped) is
 * retried only after one more call's ceiling is reserved (the same conditional reservation); the
 * answer records how many requests the provider may bill, each lost one charged at the ceiling,
 * and settles like any other call (docs/engine-spend.md).
 */
import { Prisma } from '../../generated/prisma/client.ts';
import type { EngineName } from '../../engines/answer.ts';
import { EngineError } from '../../engines/errors.ts';
import type { EngineClient } from '../../engines/registry.ts';
import { heartbeat, type RunRef } from '../audits/lifecycle.ts';
import { newId } from '../kernel/ids.ts';
import { plans } from '../plans/plans.ts';
import type { Services } from '../runtime/services.ts';
import { budgetMonth, reserveEngineSpend, settleEngineSpend } from '../plans/engine-budget.ts';
import { settleInterruptedCalls } from '../plans/interrupted-calls.ts';

/** What the job does next: nothing (then finalize the run if it was the last half), or put the probe back in the queue until `runAt`. */
export type ProbeStep = { kind: 'done' } | { kind: 'reschedule'; runAt: Date };

/** Longest wait the probe accepts from a provider before it gives up on the engine for this run. */
const MAX_WAIT_MS = 5 * 60_000;
export const MAX_RESCHEDULES = 5;

/** Errors after which asking the same engine again in this run is pointless. */
const fatalKinds = new Set(['auth', 'quota']);
/** Errors the provider does not bill (it refused or failed before answering), unless a request's outcome was unknown. */
const unbilledKinds = new Set(['rate_limited', 'transient', 'refused', 'auth', 'quota']);

const budgetExhausted = {
  code: 'budget_exhausted',
  message: "the plan's monthly engine budget is used up; the remaining prompts were not asked",
};

/** Locks the answer row; true while its call is still unsettled (RESERVED). */
async function stillReserved(tx: Parameters<typeof reserveEngineSpend>[0], accountId: string, answerId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM engine_answer WHERE account_id = ${accountId} AND id = ${answerId} AND status = 'RESERVED' FOR UPDATE`;
  return rows.length === 1;
}

function failureCode(e: EngineError): string {
  return `engine_${e.kind}`;
}

export async function probeEngine(services: Services, runRef: RunRef, engine: EngineName, reschedules = 0): Promise<ProbeStep> {
  const { db } = services;
  const auditRunId = runRef.id;
  const log = services.log.child({ auditRunId, accountId: runRef.accountId, engine });
  const probe = await db.engineProbe.findUnique({
    where: { auditRunId_engine: { auditRunId, engine }, accountId: runRef.accountId },
    include: { auditRun: { include: { project: true } } },
  });
  if (!probe || probe.auditRun.status !== 'RUNNING' || probe.status === 'SUCCEEDED' || probe.status === 'FAILED') {
    return { kind: 'done' };
  }
  const project = probe.auditRun.project;
  const client: EngineClient | undefined = services.engines[engine];
  // Only a probe still in progress is finished here: a run that failed meanwhile ended it already.
  const finish = (data: Prisma.EngineProbeUpdateManyMutationInput) =>
    db.engineProbe.updateMany({
      where: { id: probe.id, status: { in: ['PENDING', 'RUNNING'] } },
      data: { ...data, finishedAt: new Date() },
    });
  if (!client) {
    await finish({
      status: 'FAILED',
      failureCode: 'engine_not_configured',
      failureMessage: `${engine} is no longer configured on this service`,
    });
    return { kind: 'done' };
  }
  await db.engineProbe.update({
    where: { id: probe.id },
    data: { status: 'RUNNING', startedAt: probe.startedAt ?? new Date(), model: client.model },
  });
  // A call that was in flight when a worker died: the provider may have answered and billed it.
  await db.$transaction((tx) => settleInterruptedCalls(tx, runRef, 'the worker stopped while this call was in flight', engine));

  const prompts = await db.trackedPrompt.findMany({ where: { projectId: project.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  // A (prompt, sample) with an answer row, whatever its status, is never asked again in this run.
  const sampleKey = (promptId: string | null, sample: number) => `${promptId ?? ''}#${sample}`;
  const done = new Set(
    (await db.engineAnswer.findMany({ where: { auditRunId, engine }, select: { trackedPromptId: true, sample: true } })).map((a) =>
      sampleKey(a.trackedPromptId, a.sample),
    ),
  );
  const asks = prompts.flatMap((prompt) =>
    Array.from({ length: probe.samplesPerPrompt }, (_, i) => ({ prompt, sample: i + 1 })).filter(
      (a) => !done.has(sampleKey(prompt.id, a.sample)),
    ),
  );
  const budgetMicros = plans[project.plan].engineBudgetMicros;
  let lastError: EngineError | null = null;
  let stopped: { code: string; message: string } | null = null;

  for (const { prompt, sample } of asks) {
    const doing = `asking ${engine}: "${prompt.text.slice(0, 60)}"${probe.samplesPerPrompt > 1 ? ` (sample ${sample} of ${probe.samplesPerPrompt})` : ''}`;
    await heartbeat(db, runRef, doing);
    const askedAt = new Date();
    const month = budgetMonth(askedAt);
    const question = { text: prompt.text, country: prompt.country, language: prompt.language };
    const reserved = client.estimateCostMicros(question);
    const answerId = newId('engineAnswer');
    const reserve = (tx: Parameters<typeof reserveEngineSpend>[0]) =>
      reserveEngineSpend(tx, { projectId: project.id, accountId: project.accountId, month, micros: reserved, budgetMicros });
    const accepted = await db.$transaction(async (tx) => {
      // A run that failed meanwhile (its probes ended) asks nothing more; the shared lock orders
      // this reservation before or after the failure, never across it.
      const [run] = await tx.$queryRaw<{ status: string }[]>`
        SELECT status::text FROM audit_run WHERE account_id = ${project.accountId} AND id = ${auditRunId} FOR SHARE`;
      if (run?.status !== 'RUNNING') return 'run_ended' as const;
      if (!(await reserve(tx))) return false;
      await tx.engineAnswer.create({
        data: {
          id: answerId,
          accountId: project.accountId,
          projectId: project.id,
          auditRunId,
          trackedPromptId: prompt.id,
          engine,
          sample,
          status: 'RESERVED',
          promptText: prompt.text,
          model: client.model,
          reservedMicros: reserved,
          askedAt,
        },
      });
      return true;
    });
    if (accepted === 'run_ended') break;
    if (!accepted) {
      stopped = budgetExhausted;
      break;
    }
    let reservedTotal = reserved;
    // A search-and-reasoning call can outlast the run's stale threshold: keep the run's heartbeat going.
    const beat = setInterval(
      () => void heartbeat(db, runRef, doing).catch(() => {}),
      Math.max(1_000, services.config.worker.staleRunMs / 4),
    );
    try {
      const answer = await client.ask(question, undefined, {
        // Retrying a request that may already be billed: only with one more call's ceiling reserved,
        // by the same conditional reservation as the first (refused past the budget or while the
        // month has an overrun).
        beforeLostRetry: () =>
          db.$transaction(async (tx) => {
            const ok = await reserve(tx);
            if (ok) {
              await tx.engineAnswer.update({ where: { id: answerId }, data: { reservedMicros: { increment: reserved } } });
              reservedTotal += reserved;
            }
            return ok;
          }),
      });
      const overrun = await db.$transaction(async (tx) => {
        // Settled already (at its ceiling) if the run failed meanwhile: never settled twice.
        if (!(await stillReserved(tx, project.accountId, answerId))) return 0;
        const settled = await settleEngineSpend(tx, {
          projectId: project.id,
          accountId: project.accountId,
          month,
          deltaMicros: answer.usage.costMicros - reservedTotal,
          budgetMicros,
        });
        await tx.engineAnswer.update({
          where: { id: answerId },
          data: {
            status: 'ANSWERED',
            model: answer.model,
            servedModel: answer.servedModel,
            finishReason: answer.finish.reason,
            truncated: answer.finish.truncated,
            requests: answer.usage.requests,
            lostRequests: answer.usage.lostRequests,
            text: answer.text,
            sources: answer.sources,
            searchQueries: answer.searchQueries ?? Prisma.DbNull,
            raw: (answer.raw ?? null) as Prisma.InputJsonValue,
            costMicros: answer.usage.costMicros,
            costSource: answer.usage.costSource,
            overrunMicros: settled.overrunMicros,
            inputTokens: answer.usage.inputTokens,
            outputTokens: answer.usage.outputTokens,
            latencyMs: answer.latencyMs,
            answeredAt: new Date(),
          },
        });
        await tx.engineProbe.update({
          where: { id: probe.id },
          data: { promptsAnswered: { increment: 1 }, costMicros: { increment: answer.usage.costMicros } },
        });
        return settled.overrunMicros;
      });
      if (overrun > 0) {
        // The provider billed more than the call's ceiling: the ledger stopped at the budget, the
        // next reservation is refused (the month is closed), the excess is on the answer and the month's row.
        log.warn(
          {
            engineAnswerId: answerId,
            reservedMicros: reservedTotal,
            costMicros: answer.usage.costMicros,
            overrunMicros: overrun,
            budgetMicros,
          },
          'engine call cost more than its reservation; spend stopped at the budget',
        );
      }
    } catch (err) {
      const e = err instanceof EngineError ? err : new EngineError('malformed', (err as Error).message);
      // Requests the provider may have billed: each lost one (the retry loop counted it), and the last
      // one when it failed after answering (a malformed body) or its outcome is unknown but was not
      // counted; each costs the call's ceiling, within what was reserved for it.
      const lastBilled = e.outcomeUnknown ? e.lostRequests === 0 : !unbilledKinds.has(e.kind);
      const possiblyBilled = e.lostRequests + (lastBilled ? 1 : 0);
      const charged = Math.min(reservedTotal, possiblyBilled * reserved);
      const billed = charged > 0;
      const wait = e.kind === 'rate_limited' ? Math.min(MAX_WAIT_MS, Math.max(e.retryAfterMs ?? 60_000, 1_000)) : null;
      if (wait !== null && reschedules < MAX_RESCHEDULES && !billed) {
        // Not billed: give the reservation back and ask this prompt again when the provider is ready.
        await db.$transaction(async (tx) => {
          if (!(await stillReserved(tx, project.accountId, answerId))) return;
          await tx.engineAnswer.delete({ where: { id: answerId } });
          await settleEngineSpend(tx, {
            projectId: project.id,
            accountId: project.accountId,
            month,
            deltaMicros: -reservedTotal,
            budgetMicros,
          });
        });
        log.warn({ waitMs: wait, reschedules }, 'engine asked us to wait; probe rescheduled');
        await heartbeat(db, runRef, `waiting for ${engine} (rate limited)`);
        return { kind: 'reschedule', runAt: new Date(Date.now() + wait) };
      }
      await db.$transaction(async (tx) => {
        if (!(await stillReserved(tx, project.accountId, answerId))) return;
        await tx.engineAnswer.update({
          where: { id: answerId },
          data: {
            status: 'FAILED',
            errorCode: failureCode(e),
            errorMessage: e.message.slice(0, 500),
            costMicros: charged,
            lostRequests: e.lostRequests,
          },
        });
        await settleEngineSpend(tx, {
          projectId: project.id,
          accountId: project.accountId,
          month,
          deltaMicros: charged - reservedTotal,
          budgetMicros,
        });
        await tx.engineProbe.update({
          where: { id: probe.id },
          data: { promptsFailed: { increment: 1 }, costMicros: { increment: charged } },
        });
      });
      log.warn({ kind: e.kind, status: e.status, message: e.message }, 'engine call failed');
      lastError = e;
      if (fatalKinds.has(e.kind)) {
        stopped = { code: failureCode(e), message: e.message.slice(0, 500) };
        break;
      }
    } finally {
      clearInterval(beat);
    }
  }

  const final = await db.engineProbe.findUniqueOrThrow({ where: { id: probe.id } });
  if (final.promptsAnswered > 0) {
    await finish({ status: 'SUCCEEDED', failureCode: stopped?.code ?? null, failureMessage: stopped?.message ?? null });
  } else {
    const reason =
      stopped ??
      (lastError
        ? { code: failureCode(lastError), message: lastError.message.slice(0, 500) }
        : { code: 'no_answer', message: 'no prompt was answered' });
    await finish({ status: 'FAILED', failureCode: reason.code, failureMessage: reason.message });
  }
  log.info({ answered: final.promptsAnswered, failed: final.promptsFailed, costMicros: Number(final.costMicros) }, 'engine probe finished');
  return { kind: 'done' };
}
