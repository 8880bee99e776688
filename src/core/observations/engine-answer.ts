/** The raw engine answer a citation or mention came from, with its sources and the spans of the text each is cited on. */
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { answerSourceSchema } from '../../engines/answer.ts';
import { answerSearches } from '../fanout/searches.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjects } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';

const storedSources = z.array(answerSourceSchema);

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
    /**
     * The searches the engine ran, in order (docs/fanout.md), each with whether it led to a
     * citation of this answer (any, the client's, a competitor's: the rule of
     * src/core/fanout/searches.ts, over the answer's citation rows); null when the engine does not
     * expose its searches (or the answer predates them).
     */
    searchQueries: Array.isArray(answer.searchQueries) ? await answerSearches(db, answer) : null,
  };
}
