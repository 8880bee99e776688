// Prompts x engines: for each tracked prompt (rows) and engine (columns) over the chosen range,
// the client's mention rate with its 95% interval and n, how often its site was cited and its
// average position; the cell's colour follows the mention rate (a legend names the steps, and
// the figure is always written in the cell). A competitor can be chosen to show its own mention
// rate in the same answers. A cell opens the answers behind it. The client's figures are the
// API's `visibility` grouped by PROMPT and ENGINE, the competitor's its share-of-voice read.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'wouter';
import { RangePicker } from '../components/RangePicker.tsx';
import { Empty, QueryView } from '../components/states.tsx';
import { formatInterval, formatPercent, formatPosition, formatWithInterval } from '../format.ts';
import { engineName } from '../labels.ts';
import { useRange } from '../range.ts';
import { type Outputs, useTRPC } from '../trpc.ts';

type Matrix = Outputs['projects']['matrix'];
type Cell = Matrix['cells'][number];

/** The colour steps of the mention rate, lowest first (each names its range in the legend). */
export const steps = [
  { upTo: 20, className: 'heat-0', label: 'under 20%' },
  { upTo: 40, className: 'heat-1', label: '20–39%' },
  { upTo: 60, className: 'heat-2', label: '40–59%' },
  { upTo: 80, className: 'heat-3', label: '60–79%' },
  { upTo: Infinity, className: 'heat-4', label: '80% and over' },
];
const stepOf = (rate: number) => steps.find((s) => Math.round(rate) < s.upTo) ?? steps[steps.length - 1];

export function MatrixPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const range = useRange();
  const [params] = useSearchParams();
  const [location, navigate] = useLocation();
  const competitor = params.get('competitor') || undefined;
  const matrix = useQuery(trpc.projects.matrix.queryOptions({ slug, from: range.from, to: range.to, competitor }));
  return (
    <>
      <h1>Prompts × engines</h1>
      <RangePicker range={range} />
      <QueryView query={matrix} what="the prompts and engines">
        {(m) =>
          m.cells.length === 0 ? (
            <Empty>No answer of any engine in this range: run an audit, or choose a longer range.</Empty>
          ) : (
            <>
              <form className="inline-form" aria-label="Compare with a competitor" onSubmit={(e) => e.preventDefault()}>
                <label>
                  Compare with
                  <select
                    name="competitor"
                    value={competitor ?? ''}
                    onChange={(e) => {
                      const next = new URLSearchParams(params);
                      if (e.target.value) next.set('competitor', e.target.value);
                      else next.delete('competitor');
                      navigate(`${location}?${next.toString()}`);
                    }}
                  >
                    <option value="">no competitor</option>
                    {m.competitors.map((c) => (
                      <option key={c.normalizedName} value={c.normalizedName}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
              </form>
              <Legend competitor={m.competitor?.name ?? null} />
              <MatrixTable slug={slug} m={m} query={range.query} />
            </>
          )
        }
      </QueryView>
    </>
  );
}

function Legend({ competitor }: { competitor: string | null }) {
  return (
    <div className="matrix-legend" data-testid="matrix-legend">
      <p>
        Each cell: the share of that engine's answers to that prompt which name your brand, its 95% interval and the number of answers (n);
        then how many of them cite your site and your average position among the brands they name
        {competitor ? `; then the same answers' mention rate of ${competitor}` : ''}. Select a cell to read its answers.
      </p>
      <ul aria-label="Colour of a cell by mention rate">
        {steps.map((s) => (
          <li key={s.className}>
            <span className={`swatch ${s.className}`} aria-hidden="true" /> {s.label}
          </li>
        ))}
        <li>
          <span className="swatch empty" aria-hidden="true" /> no answers
        </li>
      </ul>
    </div>
  );
}

function MatrixTable({ slug, m, query }: { slug: string; m: Matrix; query: string }) {
  const cellOf = new Map(m.cells.map((c) => [`${c.promptId ?? ''}|${c.engine ?? ''}`, c]));
  const rivalOf = new Map((m.competitor?.cells ?? []).map((c) => [`${c.promptId ?? ''}|${c.engine}`, c]));
  return (
    <div className="matrix-scroll">
      <table className="matrix" data-testid="matrix">
        <caption className="sr-only">Mention rate of your brand by tracked prompt and engine</caption>
        <thead>
          <tr>
            <th scope="col">Prompt</th>
            {m.engines.map((e) => (
              <th scope="col" key={e}>
                {engineName(e)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {m.prompts.map((p) => (
            <tr key={p.id ?? 'none'}>
              <th scope="row">
                {p.text}
                {!p.tracked && <div className="muted">{p.id ? 'no longer tracked' : 'answers without a tracked prompt'}</div>}
              </th>
              {m.engines.map((e) => {
                const key = `${p.id ?? ''}|${e}`;
                return (
                  <MatrixCell
                    key={e}
                    slug={slug}
                    cell={cellOf.get(key)}
                    rival={rivalOf.get(key)}
                    rivalName={m.competitor?.name}
                    prompt={p}
                    engine={e}
                    query={query}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Rival = NonNullable<Matrix['competitor']>['cells'][number];

function MatrixCell({
  slug,
  cell,
  rival,
  rivalName,
  prompt,
  engine,
  query,
}: {
  slug: string;
  cell: Cell | undefined;
  rival: Rival | undefined;
  rivalName: string | undefined;
  prompt: Matrix['prompts'][number];
  engine: string;
  query: string;
}) {
  if (!cell || cell.answers === 0 || cell.mentionRate === null) {
    return (
      <td className="cell empty" data-prompt={prompt.id ?? ''} data-engine={engine} data-n={0}>
        <span className="muted">no answers</span>
      </td>
    );
  }
  const body = (
    <>
      <span className="rate">{formatPercent(cell.mentionRate)}</span>
      <span className="detail">
        {formatInterval(cell.mentionRateLow, cell.mentionRateHigh) ?? ''} · n = {cell.answers}
      </span>
      <span className="detail">
        cited {cell.answersCitingClient} of {cell.answers}
        {cell.avgPosition !== null ? ` · position ${formatPosition(cell.avgPosition)}` : ''}
      </span>
      {rivalName && (
        <span className="detail rival" data-testid="rival" data-value={rival?.mentionRate ?? 0}>
          {rivalName}:{' '}
          {rival && rival.answersNaming > 0
            ? formatWithInterval(rival.mentionRate, rival.mentionRateLow, rival.mentionRateHigh)
            : `not named (0 of ${cell.answers})`}
        </span>
      )}
    </>
  );
  return (
    <td
      className={`cell ${stepOf(cell.mentionRate).className}`}
      data-prompt={prompt.id ?? ''}
      data-engine={engine}
      data-value={cell.mentionRate}
      data-low={cell.mentionRateLow ?? ''}
      data-high={cell.mentionRateHigh ?? ''}
      data-n={cell.answers}
      data-cited={cell.answersCitingClient}
      data-position={cell.avgPosition ?? ''}
    >
      {prompt.id ? (
        <Link href={`/projects/${slug}/answers?prompt=${encodeURIComponent(prompt.id)}&engine=${engine}&${query}`}>
          {body}
          <span className="sr-only"> (read these answers)</span>
        </Link>
      ) : (
        body
      )}
    </td>
  );
}
