// The answers behind a figure (a cell of the prompt x engine matrix: a prompt, an engine, the
// range), newest first, and one answer read in full. The filters are the URL's query
// (`prompt`, `engine` and the range), so a cell's link reproduces the list. For one prompt, what
// the engines searched for when answering it (components/PromptSearches.tsx) comes first.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'wouter';
import { LazyAnswerView } from '../answer/LazyAnswerView.tsx';
import { Paged } from '../components/Paged.tsx';
import { PromptSearches } from '../components/PromptSearches.tsx';
import { QueryView } from '../components/states.tsx';
import { formatDateTime } from '../format.ts';
import { type Engine, engineName, engines } from '../labels.ts';
import { useRange } from '../range.ts';
import { type Outputs, useTRPC } from '../trpc.ts';

export function AnswersPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const range = useRange();
  const [params] = useSearchParams();
  const promptId = params.get('prompt') || undefined;
  const asked = params.get('engine') ?? '';
  const engine = (engines as string[]).includes(asked) ? (asked as Engine) : undefined;
  const query = useInfiniteQuery(
    trpc.projects.answers.infiniteQueryOptions(
      { slug, promptId, engine, from: range.from, to: range.to, limit: 50 },
      { getNextPageParam: (p) => p.nextCursor ?? undefined },
    ),
  );
  const items = (query.data?.pages ?? []).flatMap((p) => p.data);
  const back = `/projects/${slug}/prompts?${range.query}`;
  return (
    <>
      <h1>Answers</h1>
      <p>
        {engine ? engineName(engine) : 'Every engine'} · {range.label} · {promptId ? 'one tracked prompt' : 'every prompt'}.{' '}
        <Link href={back}>Back to prompts × engines</Link>
      </p>
      {items[0] && promptId && (
        <p>
          <strong>Prompt:</strong> {items[0].promptText}
        </p>
      )}
      {promptId && <PromptSearches slug={slug} trackedPromptId={promptId} engine={engine} from={range.from} to={range.to} />}
      <Paged
        query={query}
        what="answers"
        empty="No answer in this range for this prompt and engine."
        head={
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Engine</th>
            <th scope="col">Names your brand</th>
            <th scope="col">Cites your site</th>
            <th scope="col">Competitors named</th>
            <th scope="col">Answer</th>
          </tr>
        }
        row={(a: Outputs['projects']['answers']['data'][number]) => (
          <tr key={a.id}>
            <td>
              {formatDateTime(a.askedAt)}
              {a.sample > 1 && <div className="muted">sample {a.sample}</div>}
            </td>
            <td>{engineName(a.engine)}</td>
            <td>{a.mentionsClient ? (a.clientPosition ? `Yes, named ${ordinal(a.clientPosition)}` : 'Yes') : 'No'}</td>
            <td>{a.citesClient ? 'Yes' : 'No'}</td>
            <td>{a.competitors.length ? a.competitors.join(', ') : <span className="muted">none</span>}</td>
            <td>
              <Link href={`/projects/${slug}/answers/${a.id}?${range.query}`}>
                Read<span className="sr-only"> the answer of {formatDateTime(a.askedAt)}</span>
              </Link>
            </td>
          </tr>
        )}
      />
    </>
  );
}

/** 1st, 2nd, 3rd, 4th ... (the rank among the brands an answer names). */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export function AnswerPage({ slug, id }: { slug: string; id: string }) {
  const trpc = useTRPC();
  const range = useRange();
  const answer = useQuery(trpc.projects.answer.queryOptions({ id }));
  return (
    <>
      <h1>Engine answer</h1>
      <QueryView query={answer} what="the answer">
        {(a) => (
          <>
            <p>
              <Link
                href={`/projects/${slug}/answers?prompt=${encodeURIComponent(a.trackedPromptId ?? '')}&engine=${a.engine}&${range.query}`}
              >
                Other answers of {engineName(a.engine)} to this prompt
              </Link>
            </p>
            <LazyAnswerView answer={a} level={2} />
          </>
        )}
      </QueryView>
    </>
  );
}
