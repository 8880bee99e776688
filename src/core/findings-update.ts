import type { Db } from '../db/client.ts';
import type { FindingStatus } from '../generated/prisma/client.ts';
import type { Principal } from './api-keys.ts';
import { visibleProjects } from './access.ts';
import { AppError } from './errors.ts';

export const MAX_FINDING_NOTES = 5000;

/**
 * Changes a finding's status and/or notes. The rule of `resolvedAt`: set (on the database's
 * clock of this change) when the status becomes RESOLVED, kept while it stays RESOLVED, cleared
 * for any other status. Empty notes clear the notes.
 */
export async function updateFinding(
  db: Db,
  p: Principal,
  input: { id: string; status?: FindingStatus; notes?: string | null },
) {
  if (input.notes && input.notes.length > MAX_FINDING_NOTES) {
    throw new AppError('invalid_body', { detail: `notes may have at most ${MAX_FINDING_NOTES} characters` });
  }
  const finding = await db.finding.findFirst({ where: { id: input.id, project: visibleProjects(p) } });
  if (!finding) throw new AppError('not_found');
  const status = input.status ?? finding.status;
  const resolvedAt = status === 'RESOLVED' ? (finding.status === 'RESOLVED' ? finding.resolvedAt : new Date()) : null;
  const notes = input.notes === undefined ? finding.notes : input.notes?.trim() ? input.notes : null;
  const updated = await db.finding.update({ where: { id: finding.id }, data: { status, resolvedAt, notes } });
  return {
    id: updated.id,
    status: updated.status,
    notes: updated.notes,
    resolvedAt: updated.resolvedAt?.toISOString() ?? null,
  };
}
