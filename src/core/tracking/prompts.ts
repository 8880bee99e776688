/** Tracked prompts of a project: the questions every audit asks of the project's engines. */
import { parseInput } from '../kernel/validation.ts';
import type { Db } from '../../db/client.ts';
import type { TrackedPrompt } from '../../generated/prisma/client.ts';
import { AppError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import { createWithinLimit } from '../kernel/limited-create.ts';
import { plans } from '../plans/plans.ts';
import { type PromptInput, promptInput } from './schemas.ts';
import type { TrackedProject } from './tracked-project.ts';

export interface PromptView {
  id: string;
  text: string;
  tags: string[];
  country: string | null;
  language: string | null;
  createdAt: string;
}

export function promptView(p: TrackedPrompt): PromptView {
  return { id: p.id, text: p.text, tags: p.tags, country: p.country, language: p.language, createdAt: p.createdAt.toISOString() };
}

/** Adds a prompt within the plan's limit (422 prompt_limit_reached); the same text twice is 409 prompt_exists. */
export async function addPrompt(db: Db, project: TrackedProject, raw: PromptInput): Promise<PromptView> {
  const input = parseInput(promptInput, raw);
  return createWithinLimit(db, {
    lock: { table: 'project', id: project.id },
    limit: plans[project.plan].trackedPrompts,
    count: (tx) => tx.trackedPrompt.count({ where: { projectId: project.id } }),
    full: (limit) =>
      new AppError('prompt_limit_reached', {
        detail: `the ${project.plan.toLowerCase()} plan tracks at most ${limit} prompts per project`,
      }),
    create: async (tx) =>
      promptView(
        await tx.trackedPrompt.create({
          data: {
            id: newId('trackedPrompt'),
            accountId: project.accountId,
            projectId: project.id,
            text: input.text,
            tags: [...new Set(input.tags)],
            country: input.country ?? null,
            language: input.language ?? null,
          },
        }),
      ),
    duplicate: () => new AppError('prompt_exists', { detail: 'the project already tracks this prompt' }),
  });
}

export async function listPrompts(db: Db, project: TrackedProject): Promise<PromptView[]> {
  const rows = await db.trackedPrompt.findMany({ where: { projectId: project.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return rows.map(promptView);
}

/**
 * Removes a prompt of the account (of one project when `projectId` is given: a surface that
 * resolved the project by slug removes nothing of another project); its past answers, citations
 * and mentions stay (unlinked).
 */
export async function removePrompt(db: Db, accountId: string, id: string, projectId?: string): Promise<{ id: string; removed: true }> {
  const { count } = await db.trackedPrompt.deleteMany({ where: { id, accountId, ...(projectId ? { projectId } : {}) } });
  if (count === 0) throw new AppError('not_found', { detail: `no tracked prompt with id ${id}` });
  return { id, removed: true };
}
