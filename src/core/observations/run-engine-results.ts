// What the AI engines did in one audit run: each engine's probe (status, failure) and the raw
// answers, read only through a run the principal may see.
import type { Db } from '../../db/client.ts';
import type { Engine } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjects } from '../access/project-scope.ts';
import { DEFAULT_PAGE_LIMIT, CursorCodec, pageOf } from '../kernel/pagination.ts';
import { AppError } from '../kernel/errors.ts';

export async function visibleRun(db: Db, p: Principal, auditRunId: string) {
  const run = await db.auditRun.findFirst({ where: { id: auditRunId, project: visibleProjects(p) }, select: { id: true } });
  if (!run) throw new AppError('not_found');
  return run;
}

export async function listEngineProbes(db: Db, p: Principal, auditRunId: string) {
  const run = await visibleRun(db, p, auditRunId);
  return db.engineProbe.findMany({ where: { auditRunId: run.id }, orderBy: [{ engine: 'asc' }] });
}

/** Answers of a run in id order (ids are time-ordered), one engine or all, keyset-paged. */
export async function listEngineAnswers(
  db: Db,
  cursors: CursorCodec,
  p: Principal,
  input: { auditRunId: string; engine?: Engine; limit?: number; cursor?: string },
) {
  const run = await visibleRun(db, p, input.auditRunId);
  const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
  const binding = `engine-answers|${run.id}|${input.engine ?? ''}`;
  const after = cursors.decode(binding, input.cursor);
  const rows = await db.engineAnswer.findMany({
    where: { auditRunId: run.id, ...(input.engine ? { engine: input.engine } : {}), ...(after ? { id: { gt: after.id } } : {}) },
    orderBy: { id: 'asc' },
    take: limit + 1,
  });
  const { items, hasMore } = pageOf(rows, limit);
  const cursorAt = (i: number) => cursors.encode(binding, { k: [], id: items[i].id });
  return {
    data: items,
    nextCursor: hasMore && items.length ? cursorAt(items.length - 1) : null,
    cursorAfter: cursorAt,
  };
}
