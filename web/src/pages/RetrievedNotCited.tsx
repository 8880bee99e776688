// "Retrieved but not cited": the domains engines read for their answers and then did not cite
// there. Shown beside the citations (same filters), never mixed into them: a retrieved page is
// not a citation and counts in no score.
import { useQuery } from '@tanstack/react-query';
import { Empty, QueryView } from '../components/states.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { whoseSource } from '../labels.ts';
import { type Inputs, type Outputs, useTRPC } from '../trpc.ts';

type Row = Outputs['projects']['retrievedNotCited'][number];

export function RetrievedNotCited(window: Omit<Inputs['projects']['retrievedNotCited'], 'first'>) {
  const trpc = useTRPC();
  const query = useQuery(trpc.projects.retrievedNotCited.queryOptions({ ...window, first: 20 }));
  return (
    <section aria-labelledby="retrieved-h">
      <h2 id="retrieved-h">Retrieved but not cited</h2>
      <p className="muted">
        Sites the engines read while answering but did not cite in that answer. They are not citations and count in no score.
      </p>
      <QueryView query={query} what="retrieved sources">
        {(rows: Row[]) =>
          rows.length === 0 ? (
            <Empty>No engine retrieved a site without citing it in these answers.</Empty>
          ) : (
            <table data-testid="retrieved-table">
              <TableHead caption="Domains retrieved but not cited" columns={['Domain', 'Whose', 'Answers', 'Pages']} />
              <tbody>
                {rows.map((r) => (
                  <tr key={r.domain}>
                    <td>{r.domain}</td>
                    <td>
                      {whoseSource({ isClientDomain: r.isClient, isCompetitorDomain: r.isCompetitor })}
                      {r.isCompetitor && r.matchedEntity ? ` (${r.matchedEntity})` : ''}
                    </td>
                    <td className="num">{r.answers}</td>
                    <td className="num">{r.pages}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </section>
  );
}
