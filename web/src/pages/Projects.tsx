import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { Sparkline } from '../components/Sparkline.tsx';
import { Empty, ErrorState, QueryView } from '../components/states.tsx';
import { fieldText, formatDateTime, formatDelta, formatScore } from '../format.ts';
import { scoreKeys, scoreLabels } from '../labels.ts';
import { type Me, useTRPC } from '../trpc.ts';

export function ProjectsPage({ me }: { me: Me }) {
  const trpc = useTRPC();
  const projects = useQuery(trpc.projects.list.queryOptions());
  return (
    <>
      <h1>Projects</h1>
      <QueryView query={projects} what="projects">
        {(list) =>
          list.length === 0 ? (
            <Empty>No projects yet.{me.role === 'OWNER' ? ' Create the first one below.' : ' Ask an owner to create one.'}</Empty>
          ) : (
            <table className="projects">
              <caption className="sr-only">Projects with their latest scores and the change since the run before</caption>
              <thead>
                <tr>
                  <th scope="col">Project</th>
                  {scoreKeys.map((k) => (
                    <th scope="col" key={k}>
                      {scoreLabels[k]}
                    </th>
                  ))}
                  <th scope="col">Overall trend</th>
                  <th scope="col">Last completed run</th>
                </tr>
              </thead>
              <tbody>
                {list.map((p) => (
                  <tr key={p.slug} data-testid={`project-${p.slug}`}>
                    <th scope="row">
                      <Link href={`/projects/${p.slug}`}>{p.name}</Link>
                      <div className="muted">{p.domain}</div>
                      {p.running && <span className="badge">audit running</span>}
                    </th>
                    {scoreKeys.map((k) => (
                      <td key={k} className="num">
                        {formatScore(p.latest?.scores[k])}
                        <DeltaText value={p.latest?.deltas[k]} />
                      </td>
                    ))}
                    <td>
                      <Sparkline
                        values={p.overallTrend.map((t) => t.overall)}
                        label={`Overall score of ${p.name} over its last ${p.overallTrend.length} runs`}
                      />
                    </td>
                    <td>{formatDateTime(p.latest?.runDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
      {me.role === 'OWNER' && <NewProject />}
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

function NewProject() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const create = useMutation(
    trpc.projects.create.mutationOptions({
      onSuccess: async (p) => {
        setDone(p.slug);
        await queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
      },
    }),
  );
  return (
    <section className="card">
      <h2>New project</h2>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          create.mutate({ name: fieldText(f.get('name')), domain: fieldText(f.get('domain')) });
        }}
      >
        <label>
          Name
          <input name="name" required maxLength={200} />
        </label>
        <label>
          Domain
          <input name="domain" required placeholder="example.com" />
        </label>
        <button type="submit" disabled={create.isPending}>
          Create project
        </button>
      </form>
      {create.isError && <ErrorState error={create.error} />}
      {done && (
        <p role="status">
          Created <Link href={`/projects/${done}`}>{done}</Link>.
        </p>
      )}
    </section>
  );
}
