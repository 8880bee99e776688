/** Competitors of a project: names, aliases and domains that extraction attributes mentions and citations to. */
import { parseInput } from '../kernel/validation.ts';
import type { Db } from '../../db/client.ts';
import type { Competitor } from '../../generated/prisma/client.ts';
import { AppError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import { createWithinLimit } from '../kernel/limited-create.ts';
import { plans } from '../plans/plans.ts';
import { type CompetitorInput, competitorInput } from './schemas.ts';
import type { TrackedProject } from './tracked-project.ts';

export interface CompetitorView {
  id: string;
  name: string;
  domain: string;
  aliases: string[];
}

export function competitorView(c: Competitor): CompetitorView {
  return { id: c.id, name: c.name, domain: c.domain, aliases: c.aliases };
}

/** Adds a competitor within the plan's limit (422 competitor_limit_reached); a domain twice is 409 competitor_exists. */
export async function addCompetitor(db: Db, project: TrackedProject, raw: CompetitorInput): Promise<CompetitorView> {
  const input = parseInput(competitorInput, raw);
  if (input.domain === project.domain) {
    throw new AppError('invalid_body', { detail: "a competitor's domain cannot be the project's own domain" });
  }
  return createWithinLimit(db, {
    lock: { table: 'project', id: project.id },
    limit: plans[project.plan].competitors,
    count: (tx) => tx.competitor.count({ where: { projectId: project.id } }),
    full: (limit) =>
      new AppError('competitor_limit_reached', {
        detail: `the ${project.plan.toLowerCase()} plan tracks at most ${limit} competitors per project`,
      }),
    create: async (tx) =>
      competitorView(
        await tx.competitor.create({
          data: {
            id: newId('competitor'),
            accountId: project.accountId,
            projectId: project.id,
            name: input.name,
            domain: input.domain,
            aliases: [...new Set(input.aliases)],
          },
        }),
      ),
    duplicate: () => new AppError('competitor_exists', { detail: `the project already tracks a competitor on ${input.domain}` }),
  });
}

export async function listCompetitors(db: Db, project: Pick<TrackedProject, 'id'>): Promise<CompetitorView[]> {
  const rows = await db.competitor.findMany({ where: { projectId: project.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return rows.map(competitorView);
}

/** Removes a competitor of the account (of one project when `projectId` is given); past mentions stay. */
export async function removeCompetitor(db: Db, accountId: string, id: string, projectId?: string): Promise<{ id: string; removed: true }> {
  const { count } = await db.competitor.deleteMany({ where: { id, accountId, ...(projectId ? { projectId } : {}) } });
  if (count === 0) throw new AppError('not_found', { detail: `no competitor with id ${id}` });
  return { id, removed: true };
}
