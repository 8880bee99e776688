import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { figureText, kpis, type MetricName, shortReading } from '../kpi-figures.ts';
import { RangePicker } from '../components/RangePicker.tsx';
import { Sparkline } from '../components/Sparkline.tsx';
import { Empty, QueryView } from '../components/states.tsx';
import { formatDateTime, formatDelta, formatScore } from '../format.ts';
import { useRange } from '../range.ts';
import { type Me, type Outputs, useTRPC } from '../trpc.ts';

// The owners' form to create a project, off the first page's chunk.
const NewProject = lazy(() => import('./NewProject.tsx'));

type Project = Outputs['projects']['list'][number];
type SortKey = MetricName | 'overall' | 'name';

/** The value a column sorts by; projects without one go last whichever the direction. */
function sortValue(p: Project, key: SortKey): number | string | null {
  if (key === 'name') return p.name.toLocaleLowerCase();
  if (key === 'overall') return p.latest?.scores.overall ?? null;
  return p.visibility?.[key].current.value ?? null;
}

function sorted(list: Project[], key: SortKey, descending: boolean): Project[] {
  return [...list].sort((a, b) => {
    const [x, y] = [sortValue(a, key), sortValue(b, key)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return descending ? -order : order;
  });
}

export function ProjectsPage({ me }: { me: Me }) {
  const trpc = useTRPC();
  const range = useRange();
  const projects = useQuery(trpc.projects.list.queryOptions({ from: range.from, to: range.to }));
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'name', descending: false });
  const columns: { key: SortKey; label: string }[] = [
    ...kpis.map((k) => ({ key: k.key, label: k.label })),
    { key: 'overall', label: 'Site score' },
  ];
  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" key={key} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
        <button
          type="button"
          className="sort"
          onClick={() =>
            // A figure sorts best first; a name from A.
            setSort({ key, descending: active ? !sort.descending : key !== 'name' && key !== 'avgPosition' })
          }
        >
          {label}
          <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
        </button>
      </th>
    );
  };
  return (
    <>
      <h1>Projects</h1>
      <RangePicker range={range} />
      <QueryView query={projects} what="projects">
        {(list) =>
          list.length === 0 ? (
            <Empty>No projects yet.{me.role === 'OWNER' ? ' Create the first one below.' : ' Ask an owner to create one.'}</Empty>
          ) : (
            <div className="matrix-scroll">
              <table className="projects" data-testid="projects-table">
                <caption className="sr-only">
                  Projects: visibility over the range, its change, and the latest site score. A heading sorts by its column.
                </caption>
                <thead>
                  <tr>
                    {header('name', 'Project')}
                    {columns.map((c) => header(c.key, c.label))}
                    <th scope="col">Site score trend</th>
                    <th scope="col">Last completed run</th>
                  </tr>
                </thead>
                <tbody>
                  {sorted(list, sort.key, sort.descending).map((p) => (
                    <tr key={p.slug} data-testid={`project-${p.slug}`}>
                      <th scope="row">
                        <Link href={`/projects/${p.slug}${range.chosen ? `?${range.query}` : ''}`}>{p.name}</Link>
                        <div className="muted">{p.domain}</div>
                        {p.running && <span className="badge">audit running</span>}
                      </th>
                      {kpis.map(({ key }) => {
                        const m = p.visibility?.[key];
                        if (!m)
                          return (
                            <td key={key} className="num muted">
                              n/a
                            </td>
                          );
                        const { text, tone } = shortReading(key, m);
                        return (
                          <td key={key} className="num" data-metric={key} data-value={m.current.value ?? ''} data-verdict={m.verdict}>
                            {figureText(key, m.current.value)}
                            <div className={`kpi-change small ${tone}`}>{text}</div>
                            <div className="muted small">n = {m.current.n}</div>
                          </td>
                        );
                      })}
                      <td className="num">
                        {formatScore(p.latest?.scores.overall)}
                        <DeltaText value={p.latest?.deltas.overall} />
                      </td>
                      <td>
                        <Sparkline
                          values={p.overallTrend.map((t) => t.overall)}
                          label={`Overall site score of ${p.name} over its last ${p.overallTrend.length} runs`}
                        />
                      </td>
                      <td>{formatDateTime(p.latest?.runDate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
      {me.role === 'OWNER' && (
        <Suspense fallback={null}>
          <NewProject />
        </Suspense>
      )}
    </>
  );
}

export function DeltaText({ value }: { value: number | null | undefined }) {
  const text = formatDelta(value);
  if (!text || typeof value !== 'number') return null;
  const cls = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return (
    <span className={`delta ${cls}`}>
      {' '}
      {text}
      <span className="sr-only"> since the previous run</span>
    </span>
  );
}
