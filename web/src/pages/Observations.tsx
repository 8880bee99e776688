// The citation log and the mentions list: every row the API lists, with engine, date, kind and
// role filters, keyset pages, downloads, and the answer each row came from.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { AnswerDialog } from '../answer/AnswerDialog.tsx';
import { Paged } from '../components/Paged.tsx';
import { Downloads } from '../components/Downloads.tsx';
import { dayBoundary, formatDateTime } from '../format.ts';
import {
  type Engine,
  engineLabels,
  engineName,
  engines,
  mentionKindLabels,
  mentionRoleLabels,
  sentimentLabels,
  whoseSource,
} from '../labels.ts';
import { type Outputs, useTRPC } from '../trpc.ts';

type Kind = keyof typeof mentionKindLabels;
type Role = keyof typeof mentionRoleLabels;
const kinds = Object.keys(mentionKindLabels) as Kind[];
const roles = Object.keys(mentionRoleLabels) as Role[];

interface Filters {
  engine: Engine | '';
  from: string;
  to: string;
  kind?: Kind | '';
  role?: Role | '';
}

function Select<T extends string>({
  label,
  name,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  name: string;
  value: T | '';
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (v: T | '') => void;
}) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </label>
  );
}

function FilterBar({ filters, set, withMentionFilters }: { filters: Filters; set: (f: Filters) => void; withMentionFilters?: boolean }) {
  return (
    <form className="inline-form filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <Select
        label="Engine"
        name="engine"
        value={filters.engine}
        options={engines}
        labels={engineLabels}
        onChange={(engine) => set({ ...filters, engine })}
      />
      {withMentionFilters && (
        <>
          <Select
            label="Kind"
            name="kind"
            value={filters.kind ?? ''}
            options={kinds}
            labels={mentionKindLabels}
            onChange={(kind) => set({ ...filters, kind })}
          />
          <Select
            label="Role"
            name="role"
            value={filters.role ?? ''}
            options={roles}
            labels={mentionRoleLabels}
            onChange={(role) => set({ ...filters, role })}
          />
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

export function CitationsLogPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const [filters, setFilters] = useState<Filters>({ engine: '', from: '', to: '' });
  const [answerId, setAnswerId] = useState<string | null>(null);
  const query = useInfiniteQuery(
    trpc.projects.citations.infiniteQueryOptions(common(slug, filters), { getNextPageParam: (p) => p.nextCursor ?? undefined }),
  );
  return (
    <>
      <h1>Citation log</h1>
      <p>
        Every citation, newest first. <Link href={`/projects/${slug}/citations`}>Back to the cited domains</Link>
      </p>
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
            <td data-testid="engine-cell">{engineName(c.engine)}</td>
            <td>
              <a href={c.url} rel="noreferrer noopener" target="_blank">
                {c.title ?? c.host}
              </a>
              <div className="muted">{c.host}</div>
            </td>
            <td className="num">{c.position}</td>
            <td>{whoseSource(c)}</td>
            <td>
              {c.answerId ? (
                <button type="button" onClick={() => setAnswerId(c.answerId)}>
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
            <td data-testid="engine-cell">{engineName(m.engine)}</td>
            <td>
              {m.name}
              {m.context && <div className="muted">{m.context}</div>}
            </td>
            <td>{mentionKindLabels[m.kind]}</td>
            <td>{mentionRoleLabels[m.role]}</td>
            <td>{m.sentiment ? sentimentLabels[m.sentiment] : 'n/a'}</td>
            <td>
              {m.answerId ? (
                <button type="button" onClick={() => setAnswerId(m.answerId)}>
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
