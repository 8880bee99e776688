import type { Db } from '../db/client.ts';
import type { Engine, MentionKind, MentionRole } from '../generated/prisma/client.ts';
import type { Principal } from './api-keys.ts';
import { projectForPrincipal } from './access.ts';
import { afterCursor, CursorCodec, pageOf } from './cursor.ts';
import { dateRange } from './time-range.ts';

export interface ObservationQuery {
  slug: string;
  engine?: Engine;
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
  /** Mentions only (GraphQL filters; REST does not send them). */
  kind?: MentionKind;
  role?: MentionRole;
}

/** Shared filter and keyset for citations and mentions: newest observedAt first, id breaks ties. */
async function observationPage(
  db: Db,
  cursors: CursorCodec,
  p: Principal,
  kind: 'citations' | 'mentions',
  q: ObservationQuery,
) {
  const project = await projectForPrincipal(db, p, q.slug);
  const range = dateRange(q.from, q.to);
  const limit = q.limit ?? 50;
  // Filters REST does not have extend the binding only when used, so REST cursors stay valid.
  const extra = q.kind || q.role ? `|${q.kind ?? ''}|${q.role ?? ''}` : '';
  const binding = `${kind}|${project.id}|${q.engine ?? ''}|${q.from ?? ''}|${q.to ?? ''}${extra}`;
  const after = cursors.decode(binding, q.cursor);
  const where = {
    projectId: project.id,
    ...(q.engine ? { engine: q.engine } : {}),
    ...(kind === 'mentions' && q.kind ? { kind: q.kind } : {}),
    ...(kind === 'mentions' && q.role ? { role: q.role } : {}),
    ...(range ? { observedAt: range } : {}),
    ...afterCursor('observedAt', after),
  };
  const orderBy = [{ observedAt: 'desc' as const }, { id: 'desc' as const }];
  return {
    limit,
    binding,
    where,
    orderBy,
    finish<T extends { id: string; observedAt: Date }, R>(rows: T[], map: (r: T) => R) {
      const { items, hasMore } = pageOf(rows, limit);
      const last = items.at(-1);
      const cursorAt = (r: T) => cursors.encode(binding, { k: [r.observedAt.toISOString()], id: r.id });
      return {
        data: items.map(map),
        nextCursor: hasMore && last ? cursorAt(last) : null,
        /** The cursor that resumes after item `i` (GraphQL edges); computed only when asked. */
        cursorAfter: (i: number) => cursorAt(items[i]),
      };
    },
  };
}

export async function listCitations(db: Db, cursors: CursorCodec, p: Principal, q: ObservationQuery) {
  const page = await observationPage(db, cursors, p, 'citations', { ...q, kind: undefined, role: undefined });
  const rows = await db.citation.findMany({ where: page.where, orderBy: page.orderBy, take: page.limit + 1 });
  return page.finish(rows, (c) => ({
    id: c.id,
    engine: c.engine,
    observedAt: c.observedAt.toISOString(),
    url: c.url,
    normalizedUrl: c.normalizedUrl,
    host: c.host,
    title: c.title,
    position: c.position,
    isClientDomain: c.isClientDomain,
    isCompetitorDomain: c.isCompetitorDomain,
    citationConfidence: c.citationConfidence,
    matchedEntity: c.matchedEntity,
    engineAnswerId: c.engineAnswerId,
  }));
}

export async function listMentions(db: Db, cursors: CursorCodec, p: Principal, q: ObservationQuery) {
  const page = await observationPage(db, cursors, p, 'mentions', q);
  const rows = await db.mention.findMany({ where: page.where, orderBy: page.orderBy, take: page.limit + 1 });
  return page.finish(rows, (m) => ({
    id: m.id,
    engine: m.engine,
    observedAt: m.observedAt.toISOString(),
    name: m.name,
    normalizedName: m.normalizedName,
    kind: m.kind,
    role: m.role,
    sentiment: m.sentiment,
    mentionConfidence: m.mentionConfidence,
    context: m.context,
    engineAnswerId: m.engineAnswerId,
  }));
}
