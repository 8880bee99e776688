/** Competitors of a project: names, aliases and domains that extraction attributes mentions and citations to. */
import { parseInput } from '../kernel/validation.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Competitor } from '../../generated/prisma/client.ts';
import { AppError } from '../kernel/errors.ts';
import { type CompetitorInput, competitorInput } from './schemas.ts';
import type { TrackedProject } from './tracked-project.ts';
import { addTracked, removeTracked, type TrackedOwner, trackedRowsOf } from './tracked-rows.ts';

export interface CompetitorView {
  id: string;
  name: string;
  domain: string;
  aliases: string[];
  createdAt: string;
}

export function competitorView(c: Competitor): CompetitorView {
  return { id: c.id, name: c.name, domain: c.domain, aliases: c.aliases, createdAt: c.createdAt.toISOString() };
}

/** Adds a competitor within the plan's limit (422 competitor_limit_reached); a domain twice is 409 competitor_exists. */
export async function addCompetitor(db: Db, project: TrackedProject, raw: CompetitorInput): Promise<CompetitorView> {
  const input = parseInput(competitorInput, raw);
  if (input.domain === project.domain) {
    throw new AppError('invalid_body', { detail: "a competitor's domain cannot be the project's own domain" });
  }
  const create = (tx: Tx, owner: TrackedOwner) =>
    tx.competitor.create({ data: { ...owner, name: input.name, domain: input.domain, aliases: [...new Set(input.aliases)] } });
  const exists = () => new AppError('competitor_exists', { detail: `the project already tracks a competitor on ${input.domain}` });
  return competitorView(await addTracked(db, project, 'competitor', create, exists));
}

export async function listCompetitors(db: Db, project: Pick<TrackedProject, 'id'>): Promise<CompetitorView[]> {
  return (await db.competitor.findMany(trackedRowsOf(project.id))).map(competitorView);
}

/** Removes a competitor of the account (of one project when `projectId` is given); past mentions stay. */
export function removeCompetitor(db: Db, accountId: string, id: string, projectId?: string) {
  return removeTracked(db, 'competitor', accountId, id, projectId);
}
