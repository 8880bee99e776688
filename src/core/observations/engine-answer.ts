/** The raw engine answer a citation or mention came from, with its sources and the spans of the text each is cited on. */
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { answerSourceSchema, isCited, searchQuerySchema } from '../../engines/answer.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjects } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';

const storedSources = z.array(answerSourceSchema);
const storedSearchQueries = z.array(searchQuerySchema);

/**
 * The searches of a stored answer (docs/fanout.md): each query in order, with `ledToCitation`
 * true when the answer cites a URL the provider says that search found, false when it cites none
 * of them, null when the provider does not link its searches to results. Null for the whole list
 * when the engine does not expose its searches (or the answer predates them).
 */
export function answerSearchQueries(stored: unknown, citedUrls: ReadonlySet<string>) {
  if (stored === null || stored === undefined) return null;
  const parsed = storedSearchQueries.safeParse(stored);
  if (!parsed.success) return null;
  return parsed.data.map((q, position) => ({
    position: position + 1,
    query: q.query,
    foundUrls: q.foundUrls,
    ledToCitation: q.foundUrls === null ? null : q.foundUrls.some((url) => citedUrls.has(url)),
  }));
}

export async function engineAnswerOf(db: Db, p: Principal, id: string) {
  const answer = await db.engineAnswer.findFirst({
    where: { id, project: visibleProjects(p) },
    include: { project: { select: { slug: true } } },
  });
  if (!answer) throw new AppError('not_found');
  const length = (answer.text ?? '').length;
  // Sources are stored as the adapter read them; a shape this version cannot read shows none.
  const parsed = storedSources.safeParse(answer.sources ?? []);
  const sources = (parsed.success ? parsed.data : []).map((s) => ({
    url: s.url,
    title: s.title,
    attachment: s.attachment,
    /** UTF-16 spans of the text the engine cited this source on (within the text; empty for a retrieved-only source). */
    spans: s.spans.map((span) => ({ start: span.start, end: Math.min(span.end, length) })).filter((span) => span.start < span.end),
  }));
  return {
    id: answer.id,
    projectSlug: answer.project.slug,
    engine: answer.engine,
    model: answer.model,
    servedModel: answer.servedModel,
    truncated: answer.truncated,
    finishReason: answer.finishReason,
    billableRequests: answer.requests,
    lostRequests: answer.lostRequests,
    status: answer.status,
    trackedPromptId: answer.trackedPromptId,
    sample: answer.sample,
    promptText: answer.promptText,
    text: answer.text,
    askedAt: answer.askedAt.toISOString(),
    answeredAt: answer.answeredAt?.toISOString() ?? null,
    sources,
    searchQueries: answerSearchQueries(answer.searchQueries, new Set(sources.filter(isCited).map((s) => s.url))),
  };
}
