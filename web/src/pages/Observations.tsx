import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Empty, ErrorState, Loading } from '../components/states.tsx';
import { Downloads } from '../components/Downloads.tsx';
import { dayBoundary, formatDateTime } from '../format.ts';
import { type Outputs, useTRPC } from '../trpc.ts';
import { RetrievedNotCited } from './RetrievedNotCited.tsx';

const engines = ['CHATGPT', 'CLAUDE', 'PERPLEXITY', 'GEMINI', 'GOOGLE_AIO', 'BING_COPILOT', 'GROK'] as const;
const kinds = ['CLIENT', 'COMPETITOR', 'THIRD_PARTY', 'CATEGORY'] as const;
const roles = ['RECOMMENDED', 'LISTED', 'COMPARED', 'CRITICIZED', 'EXCLUDED', 'UNKNOWN'] as const;
type Engine = (typeof engines)[number];

interface Filters {
  engine: Engine | '';
  from: string;
  to: string;
  kind?: (typeof kinds)[number] | '';
  role?: (typeof roles)[number] | '';
}

function Select<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: T | '';
  options: readonly T[];
  onChange: (v: T | '') => void;
}) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

function FilterBar({ filters, set, withMentionFilters }: { filters: Filters; set: (f: Filters) => void; withMentionFilters?: boolean }) {
  return (
    <form className="inline-form filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <Select label="Engine" name="engine" value={filters.engine} options={engines} onChange={(engine) => set({ ...filters, engine })} />
      {withMentionFilters && (
        <>
          <Select label="Kind" name="kind" value={filters.kind ?? ''} options={kinds} onChange={(kind) => set({ ...filters, kind })} />
          <Select label="Role" name="role" value={filters.role ?? ''} options={roles} onChange={(role) => set({ ...filters, role })} />
        </>
      )}
      <label>
        From
        <input type="date" name="from" value={filters.from} onChange={(e) => set({ ...filters, from: e.target.value })} />
      </label>
      <label>
        To
        <input type="date" name="to" value={filters.to} onChange={(e) => set({ ...filters, to: e.target.value })} />
      </label>
    </form>
  );
}

/** The filters an export takes (engine and dates; not kind or role). */
function exportFilters(f: Filters) {
  const { engine, from, to } = common('', f);
  return { engine, from, to };
}

function common(slug: string, f: Filters) {
  return { slug, limit: 50, engine: f.engine || undefined, from: dayBoundary(f.from, false), to: dayBoundary(f.to, true) };
}

function Paged<T extends { id: string }>({
  query,
  what,
  head,
  row,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { pages: { data: T[] }[] };
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    refetch: () => unknown;
  };
  what: string;
  head: ReactNode;
  row: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Loading what={what} />;
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  const items = (query.data?.pages ?? []).flatMap((p) => p.data);
  if (items.length === 0) return <Empty>No {what} match these filters.</Empty>;
  return (
    <>
      <table data-testid={`${what}-table`}>
        <thead>{head}</thead>
        <tbody>{items.map(row)}</tbody>
      </table>
      <p className="muted">{items.length} shown</p>
      {query.hasNextPage && (
        <button type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}

export function CitationsPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const [filters, setFilters] = useState<Filters>({ engine: '', from: '', to: '' });
  const [answerId, setAnswerId] = useState<string | null>(null);
  const query = useInfiniteQuery(
    trpc.projects.citations.infiniteQueryOptions(common(slug, filters), { getNextPageParam: (p) => p.nextCursor ?? undefined }),
  );
  return (
    <>
      <h1>Citations</h1>
      <FilterBar filters={filters} set={setFilters} />
      <Downloads slug={slug} list="citations" filters={exportFilters(filters)} />
      <Paged
        query={query}
        what="citations"
        head={
          <tr>
            <th scope="col">Observed</th>
            <th scope="col">Engine</th>
            <th scope="col">Source</th>
            <th scope="col">Position</th>
            <th scope="col">Whose</th>
            <th scope="col">Answer</th>
          </tr>
        }
        row={(c: Outputs['projects']['citations']['data'][number]) => (
          <tr key={c.id}>
            <td>{formatDateTime(c.observedAt)}</td>
            <td data-testid="engine-cell">{c.engine}</td>
            <td>
              <a href={c.url} rel="noreferrer noopener" target="_blank">
                {c.title ?? c.host}
              </a>
              <div className="muted">{c.host}</div>
            </td>
            <td className="num">{c.position}</td>
            <td>{c.isClientDomain ? 'brand' : c.isCompetitorDomain ? 'competitor' : 'third party'}</td>
            <td>
              {c.engineAnswerId ? (
                <button type="button" onClick={() => setAnswerId(c.engineAnswerId)}>
                  Show answer
                </button>
              ) : (
                <span className="muted">not kept</span>
              )}
            </td>
          </tr>
        )}
      />
      <RetrievedNotCited
        slug={slug}
        engine={filters.engine || undefined}
        from={dayBoundary(filters.from, false)}
        to={dayBoundary(filters.to, true)}
      />
      {answerId && <AnswerDialog id={answerId} onClose={() => setAnswerId(null)} />}
    </>
  );
}

export function MentionsPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const [filters, setFilters] = useState<Filters>({ engine: '', from: '', to: '', kind: '', role: '' });
  const [answerId, setAnswerId] = useState<string | null>(null);
  const input = { ...common(slug, filters), kind: filters.kind || undefined, role: filters.role || undefined };
  const query = useInfiniteQuery(
    trpc.projects.mentions.infiniteQueryOptions(input, { getNextPageParam: (p) => p.nextCursor ?? undefined }),
  );
  return (
    <>
      <h1>Mentions</h1>
      <FilterBar filters={filters} set={setFilters} withMentionFilters />
      <Downloads slug={slug} list="mentions" filters={exportFilters(filters)} />
      <Paged
        query={query}
        what="mentions"
        head={
          <tr>
            <th scope="col">Observed</th>
            <th scope="col">Engine</th>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Role</th>
            <th scope="col">Sentiment</th>
            <th scope="col">Answer</th>
          </tr>
        }
        row={(m: Outputs['projects']['mentions']['data'][number]) => (
          <tr key={m.id}>
            <td>{formatDateTime(m.observedAt)}</td>
            <td data-testid="engine-cell">{m.engine}</td>
            <td>
              {m.name}
              {m.context && <div className="muted">{m.context}</div>}
            </td>
            <td>{m.kind}</td>
            <td>{m.role}</td>
            <td>{m.sentiment ?? 'n/a'}</td>
            <td>
              {m.engineAnswerId ? (
                <button type="button" onClick={() => setAnswerId(m.engineAnswerId)}>
                  Show answer
                </button>
              ) : (
                <span className="muted">not kept</span>
              )}
            </td>
          </tr>
        )}
      />
      {answerId && <AnswerDialog id={answerId} onClose={() => setAnswerId(null)} />}
    </>
  );
}

/** The engine's answer with the cited spans marked (merged where they overlap). */
function Highlighted({ text, spans }: { text: string; spans: { start: number; end: number; url: string }[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const s of spans) {
    const start = Math.max(s.start, at);
    if (start >= s.end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={`${start}-${s.end}`} title={s.url}>
        {text.slice(start, s.end)}
      </mark>,
    );
    at = s.end;
  }
  parts.push(text.slice(at));
  return <p className="answer-text">{parts}</p>;
}

/** What the engine retrieved for this answer without citing it: shown apart, never as citations. */
function RetrievedList({ sources }: { sources: { url: string; title: string | null }[] }) {
  if (sources.length === 0) return null;
  return (
    <details>
      <summary>Retrieved but not cited ({sources.length})</summary>
      <ul>
        {sources.map((s) => (
          <li key={s.url}>
            <a href={s.url} rel="noreferrer noopener" target="_blank">
              {s.title ?? s.url}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function AnswerDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const trpc = useTRPC();
  const ref = useRef<HTMLDialogElement>(null);
  const answer = useQuery(trpc.projects.answer.queryOptions({ id }));
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="answer-h">
      <h2 id="answer-h">Engine answer</h2>
      {answer.isPending && <Loading what="the answer" />}
      {answer.isError && <ErrorState error={answer.error} />}
      {answer.data && (
        <>
          <p className="muted">
            {answer.data.engine} {answer.data.model ?? ''}
            {answer.data.servedModel && answer.data.servedModel !== answer.data.model && <> · answered by {answer.data.servedModel}</>} ·
            asked {formatDateTime(answer.data.askedAt)}
          </p>
          {answer.data.truncated && (
            <p role="note" className="warning">
              This answer was cut off ({answer.data.finishReason ?? 'incomplete'}): it is shown as received, but its mentions and citations
              are not counted in rates or scores.
            </p>
          )}
          {answer.data.lostRequests > 0 && (
            <p role="note" className="muted">
              {answer.data.lostRequests} of {answer.data.billableRequests ?? answer.data.lostRequests} requests for this answer timed out or
              were dropped after reaching the engine: the provider may have billed them, and their cost is counted.
            </p>
          )}
          <p>
            <strong>Prompt:</strong> {answer.data.promptText}
          </p>
          {answer.data.text ? (
            <Highlighted text={answer.data.text} spans={answer.data.highlights} />
          ) : (
            <Empty>The engine gave no text ({answer.data.status.toLowerCase()}).</Empty>
          )}
          <RetrievedList sources={answer.data.sources.filter((s) => s.attachment === 'listed')} />
        </>
      )}
      <button type="button" onClick={() => ref.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
