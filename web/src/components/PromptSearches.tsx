// What the engines searched for when answering one tracked prompt over the range (docs/fanout.md):
// the API's fanout report for that prompt (projects.fanout): the queries searched most, by which
// engines, how many of them led to the client's or a competitor's citation, the engines that do
// not expose their searches, and the queries new and vanished since the previous audit; and every
// search of those answers as CSV or NDJSON (the search-queries export).
import { useQuery } from '@tanstack/react-query';
import { Downloads } from './Downloads.tsx';
import { Empty, QueryView } from './states.tsx';
import { type Engine, engineName } from '../labels.ts';
import { type Outputs, useTRPC } from '../trpc.ts';

type Report = Outputs['projects']['fanout'];
type Query = Report['queries'][number];

const names = (engines: readonly string[]) => engines.map(engineName).join(', ');

/** "n of m linked searches", or why there is no figure: the provider does not link its searches to results. */
function ledCell(led: number, q: Query) {
  if (q.linked === 0) return <span className="muted">not linked by the provider</span>;
  return `${led} of ${q.linked}`;
}

function QueryList({ title, queries, total, testId }: { title: string; queries: string[]; total: number; testId: string }) {
  return (
    <div data-testid={testId}>
      <h3>
        {title} ({total})
      </h3>
      {queries.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul>
          {queries.map((q) => (
            <li key={q}>{q}</li>
          ))}
          {total > queries.length && <li className="muted">and {total - queries.length} more</li>}
        </ul>
      )}
    </div>
  );
}

function Searches({ report }: { report: Report }) {
  const hidden = report.engines.filter((e) => e.exposed === 0).map((e) => e.engine);
  const exposing = report.engines.filter((e) => e.exposed > 0);
  return (
    <>
      <p className="muted" data-testid="fanout-summary">
        {report.searches === 1 ? '1 search' : `${report.searches} searches`} over{' '}
        {report.answers === 1 ? '1 answer' : `${report.answers} answers`}
        {exposing.length > 0 && <> ({exposing.map((e) => `${engineName(e.engine)}: ${e.searches}`).join(', ')})</>}.
      </p>
      {hidden.length > 0 && (
        <p className="muted" role="note" data-testid="fanout-hidden">
          {hidden.length === report.engines.length ? 'None of the engines that answered expose' : `${names(hidden)} do not expose`} their
          searches: nothing is shown for {hidden.length === 1 ? 'it' : 'them'} rather than guessed.
        </p>
      )}
      {report.queries.length === 0 ? (
        exposing.length > 0 && <Empty>No searches for this prompt in this range.</Empty>
      ) : (
        <table data-testid="fanout-queries">
          <caption className="sr-only">The queries the engines searched most for this prompt</caption>
          <thead>
            <tr>
              <th scope="col">Query</th>
              <th scope="col">Searches</th>
              <th scope="col">Engines</th>
              <th scope="col">Led to your citation</th>
              <th scope="col">Led to a competitor&apos;s citation</th>
            </tr>
          </thead>
          <tbody>
            {report.queries.map((q) => (
              <tr key={q.query}>
                <td>{q.query}</td>
                <td>{q.searches}</td>
                <td>{names(q.engines)}</td>
                <td>{ledCell(q.ledToClientCitation, q)}</td>
                <td>{ledCell(q.ledToCompetitorCitation, q)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.changes === null ? (
        <p className="muted" data-testid="fanout-changes">
          No previous audit to compare with: new and vanished searches show from the second audit.
        </p>
      ) : (
        <div className="fanout-changes" data-testid="fanout-changes">
          <QueryList
            title="New since the previous audit"
            queries={report.changes.newQueries}
            total={report.changes.newQueryCount}
            testId="fanout-new"
          />
          <QueryList
            title="Vanished since the previous audit"
            queries={report.changes.vanishedQueries}
            total={report.changes.vanishedQueryCount}
            testId="fanout-vanished"
          />
        </div>
      )}
    </>
  );
}

export function PromptSearches(props: { slug: string; trackedPromptId: string; engine?: Engine; from: string; to: string }) {
  const trpc = useTRPC();
  const report = useQuery(trpc.projects.fanout.queryOptions(props));
  return (
    <section aria-labelledby="prompt-searches-h" data-testid="prompt-searches">
      <h2 id="prompt-searches-h">What the engines searched for</h2>
      <QueryView query={report} what="the searches">
        {(r) => (r.answers === 0 ? <Empty>No answer to this prompt in this range.</Empty> : <Searches report={r} />)}
      </QueryView>
      <Downloads
        slug={props.slug}
        list="search-queries"
        filters={{ trackedPromptId: props.trackedPromptId, engine: props.engine, from: props.from, to: props.to }}
      />
    </section>
  );
}
