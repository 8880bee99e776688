/** The raw engine answer a citation or mention came from, with the spans its sources are cited on. */
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { answerSourceSchema } from '../../engines/answer.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjects } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';

const storedSources = z.array(answerSourceSchema);

export async function engineAnswerOf(db: Db, p: Principal, id: string) {
  const answer = await db.engineAnswer.findFirst({ where: { id, project: visibleProjects(p) } });
  if (!answer) throw new AppError('not_found');
  const text = answer.text ?? '';
  // Sources are stored as the adapter read them; a shape this version cannot read shows no highlights.
  const parsed = storedSources.safeParse(answer.sources ?? []);
  const sources = parsed.success ? parsed.data : [];
  const highlights = sources
    .flatMap((s) => s.spans.map((span) => ({ start: span.start, end: Math.min(span.end, text.length), url: s.url })))
    .filter((h) => h.start < h.end)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    id: answer.id,
    engine: answer.engine,
    model: answer.model,
    servedModel: answer.servedModel,
    truncated: answer.truncated,
    finishReason: answer.finishReason,
    billableRequests: answer.requests,
    lostRequests: answer.lostRequests,
    status: answer.status,
    promptText: answer.promptText,
    text: answer.text,
    askedAt: answer.askedAt.toISOString(),
    answeredAt: answer.answeredAt?.toISOString() ?? null,
    sources: sources.map((s) => ({ url: s.url, title: s.title, attachment: s.attachment })),
    highlights,
  };
}
