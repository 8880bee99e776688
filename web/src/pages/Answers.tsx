// The answers behind a figure (a cell of the prompt x engine matrix: a prompt, an engine, the
// range), newest first, and one answer read in full. The filters are the URL's query
// (`prompt`, `engine` and the range), so a cell's link reproduces the list.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'wouter';
import { LazyAnswerView } from '../answer/LazyAnswerView.tsx';
import { Empty, ErrorState, Loading, QueryView } from '../components/states.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { formatDateTime } from '../format.ts';
import { type Engine, engineName, engines } from '../labels.ts';
import { useRange } from '../range.ts';
import { useTRPC } from '../trpc.ts';

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
      {query.isPending ? (
        <Loading what="the answers" />
      ) : query.isError ? (
        <ErrorState error={query.error} retry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Empty>No answer in this range for this prompt and engine.</Empty>
      ) : (
        <>
          <table data-testid="answers-table">
            <TableHead
              caption="Answers counted in this cell, newest first"
              columns={['Asked', 'Engine', 'Names your brand', 'Cites your site', 'Competitors named', 'Answer']}
            />
            <tbody>
              {items.map((a) => (
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
              ))}
            </tbody>
          </table>
          <p className="muted">{items.length} shown</p>
          {query.hasNextPage && (
            <button type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
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
