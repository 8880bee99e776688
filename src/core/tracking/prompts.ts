/** Tracked prompts of a project: the questions every audit asks of the project's engines. */
import { parseInput } from '../kernel/validation.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { TrackedPrompt } from '../../generated/prisma/client.ts';
import { AppError } from '../kernel/errors.ts';
import { type PromptInput, promptInput } from './schemas.ts';
import type { TrackedProject } from './tracked-project.ts';
import { addTracked, removeTracked, type TrackedOwner, trackedRowsOf } from './tracked-rows.ts';

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
  const create = (tx: Tx, owner: TrackedOwner) =>
    tx.trackedPrompt.create({
      data: {
        ...owner,
        text: input.text,
        tags: [...new Set(input.tags)],
        country: input.country ?? null,
        language: input.language ?? null,
      },
    });
  const exists = () => new AppError('prompt_exists', { detail: 'the project already tracks this prompt' });
  return promptView(await addTracked(db, project, 'trackedPrompt', create, exists));
}

export async function listPrompts(db: Db, project: TrackedProject): Promise<PromptView[]> {
  return (await db.trackedPrompt.findMany(trackedRowsOf(project.id))).map(promptView);
}

/**
 * Removes a prompt of the account (of one project when `projectId` is given: a surface that
 * resolved the project by slug removes nothing of another project); its past answers, citations
 * and mentions stay (unlinked).
 */
export function removePrompt(db: Db, accountId: string, id: string, projectId?: string) {
  return removeTracked(db, 'trackedPrompt', accountId, id, projectId);
}
