// The citations page's first view: the domains the engines cite, as a leaderboard over the chosen
// range (citations, share of all citations, change of share against the previous period of the
// same length, which engines cite it, whose it is), then the domains they read without citing.
// The row-by-row citation log is one link away. The figures are the API's topCitedDomains.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { RangePicker } from '../components/RangePicker.tsx';
import { Empty, QueryView } from '../components/states.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { formatPercent, formatPoints } from '../format.ts';
import { engineName, engines, whoseSource } from '../labels.ts';
import { useRange } from '../range.ts';
import { useTRPC } from '../trpc.ts';
import { RetrievedNotCited } from './RetrievedNotCited.tsx';

const LEADERBOARD_SIZE = 25;

export function SourcesPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const range = useRange();
  const domains = useQuery(trpc.projects.citedDomains.queryOptions({ slug, from: range.from, to: range.to, limit: LEADERBOARD_SIZE }));
  return (
    <>
      <h1>Cited domains</h1>
      <p>
        The sites the engines cite in their answers, most cited first. <Link href={`/projects/${slug}/citations/log`}>Citation log</Link>{' '}
        lists every citation with its answer.
      </p>
      <RangePicker range={range} />
      <QueryView query={domains} what="the cited domains">
        {(list) =>
          list.length === 0 ? (
            <Empty>No engine cited any site in this range.</Empty>
          ) : (
            <table data-testid="leaderboard">
              <TableHead
                caption={`The ${list.length} most cited domains, ${range.label.toLowerCase()}`}
                columns={[
                  '#',
                  'Domain',
                  'Whose',
                  'Citations',
                  'Share of citations',
                  `Change on the previous ${range.days} days`,
                  'Cited by',
                ]}
              />
              <tbody>
                {list.map((d, i) => (
                  <tr key={d.domain} data-domain={d.domain} className={d.isClient ? 'highlight' : undefined}>
                    <td className="num">{i + 1}</td>
                    <th scope="row">{d.domain}</th>
                    <td>{whoseSource({ isClientDomain: d.isClient, isCompetitorDomain: d.isCompetitor })}</td>
                    <td className="num">
                      {d.citations} <span className="muted">in {d.answers === 1 ? '1 answer' : `${d.answers} answers`}</span>
                    </td>
                    <td className="num">{formatPercent(d.share)}</td>
                    <td className="num">
                      {d.shareChange === null ? (
                        <span className="muted">{d.previousCitations === 0 ? 'new' : 'n/a'}</span>
                      ) : (
                        <>
                          {formatPoints(d.shareChange)} <span className="muted">(from {formatPercent(d.previousShare)})</span>
                        </>
                      )}
                    </td>
                    <td>{d.engines.length === engines.length ? 'All seven engines' : d.engines.map(engineName).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
      <RetrievedNotCited slug={slug} from={range.from} to={range.to} />
    </>
  );
}
