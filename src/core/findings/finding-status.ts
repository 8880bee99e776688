// Changing a finding's workflow state (status and notes): the API's updateFinding operation
// (core/api/api-router.ts), which GraphQL (a key) and the dashboard (a session) run. The role it
// needs is the operation's access, checked by the chain; here only the scope (which projects).
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { visibleProjects } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';
import { findingView } from './findings.ts';

export const findingStatusValues = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'DISMISSED'] as const;

export const updateFindingInput = z.object({
  id: z.string().min(1).max(100).describe('Finding id'),
  status: z.enum(findingStatusValues).optional().describe('The new status; omitted keeps it'),
  notes: z
    .string()
    .max(10_000)
    .nullable()
    .optional()
    .describe('At most 10,000 characters; null or blank clears the notes; omitted keeps them')
    .transform((n) => (n === undefined ? undefined : n?.trim() ? n : null)),
});
export type UpdateFindingInput = z.input<typeof updateFindingInput>;

/** Who may change findings: an account, narrowed to a project scope (null = every project). */
export type FindingScope = { accountId: string; projectIds: string[] | null };

/**
 * Sets status and/or notes of a finding the scope can see (404 otherwise, as if it did not
 * exist). `resolvedAt` is set when the status becomes RESOLVED (kept if it already was) and
 * cleared for any other status. One conditional UPDATE, so concurrent edits cannot interleave.
 */
export async function updateFinding(db: Db, scope: FindingScope, input: UpdateFindingInput) {
  const parsed = updateFindingInput.safeParse(input);
  if (!parsed.success) throw new AppError('invalid_body');
  const { id, status, notes } = parsed.data;
  const found = await db.finding.findFirst({
    where: { id, project: visibleProjects(scope) },
    select: { id: true, status: true, resolvedAt: true },
  });
  if (!found) throw new AppError('not_found');
  const resolvedAt =
    status === undefined ? undefined : status === 'RESOLVED' ? (found.status === 'RESOLVED' ? found.resolvedAt : new Date()) : null;
  const updated = await db.finding.update({
    where: { id: found.id },
    data: {
      ...(status !== undefined ? { status, resolvedAt } : {}),
      ...(notes !== undefined ? { notes } : {}),
    },
  });
  return { data: findingView(updated) };
}
