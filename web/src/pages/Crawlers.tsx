// The AI crawlers page: which AI bots read the client's site (from its imported logs), whether
// they were who they claimed, which pages they read, and the page funnel from crawl to citation
// to visit. Every figure is the API's (botsReport, referralsReport, pageFunnel): the page only
// lays them out. Verified hits are the headline; the others are shown beside them, never mixed in.
// Below them, the project's log drains (LogDrains.tsx).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LineChart } from '../components/LineChart.tsx';
import { RangePicker } from '../components/RangePicker.tsx';
import { Empty, QueryView } from '../components/states.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { Paged } from '../components/Paged.tsx';
import { Downloads } from '../components/Downloads.tsx';
import { formatDateTime, formatPercent } from '../format.ts';
import { crawlerClassLabels, crawlerVerificationLabels, engineName, referralProductName } from '../labels.ts';
import { useRange } from '../range.ts';
import { LogDrains } from './LogDrains.tsx';
import { type Outputs, useTRPC } from '../trpc.ts';

type Bots = Outputs['projects']['crawlerBots'];
type AccessLogs = Outputs['projects']['crawlerFunnel']['totals']['accessLogs'];
type FunnelPage = Outputs['projects']['crawlerFunnel']['data'][number];
type CrawlerClass = keyof typeof crawlerClassLabels;

const classColors: Record<CrawlerClass, string> = { TRAINING: '#6a4c93', SEARCH_INDEX: '#1f4e79', USER_FETCH: '#2a9d8f', AGENT: '#e76f51' };
const segments = {
  ALL: 'All pages',
  CITED_NOT_CRAWLED: 'Cited, not crawled',
  CRAWLED_NOT_CITED: 'Crawled, not cited',
  REFUSED_CITED: 'Cited, refused to bots',
  ROBOTS_DISALLOWED_CITED: 'Cited, disallowed by robots.txt',
} as const;
const n = (v: number) => v.toLocaleString('en');
const ratio = (v: number | null) => (v === null ? 'n/a' : v.toLocaleString('en', { maximumFractionDigits: 2 }));
/** A crawl-side figure of the funnel: null when no access log covers the range. */
const known = (v: number | null, show: (v: number) => string) => (v === null ? 'not known' : show(v));

/**
 * Said where no access-log line of the range was received (the funnel's `accessLogs` is null):
 * whether the bots came or AI products sent visitors is not known, not zero.
 */
function NoAccessLogs({ slug }: { slug: string }) {
  return (
    <Empty>
      <span data-testid="no-access-logs">
        No access logs cover this range, so whether AI bots crawled the pages or AI products sent visits is not known. Send the site’s logs:
        import a file (<code>visibility logs import</code>), post them to <code>POST /api/v1/projects/{slug}/logs</code> with an ingest key,
        or add a log drain below.
      </span>
    </Empty>
  );
}

/** Verified hits per class and UTC day, every day of the range that has a hit. */
function HitsOverTime({ bots }: { bots: Bots }) {
  const days = [...new Set(bots.days.map((d) => d.day))].sort();
  const classes = (Object.keys(crawlerClassLabels) as CrawlerClass[]).filter((c) => bots.days.some((d) => d.botClass === c));
  const hitsOf = (day: string, c: CrawlerClass) => bots.days.find((d) => d.day === day && d.botClass === c);
  return (
    <LineChart
      times={days.map((d) => `${d}T00:00:00Z`)}
      lines={classes.map((c) => ({
        label: crawlerClassLabels[c],
        color: classColors[c],
        values: days.map((d) => hitsOf(d, c)?.verifiedHits ?? 0),
        cells: days.map((d) => {
          const h = hitsOf(d, c);
          return h ? `${n(h.verifiedHits)} verified, ${n(h.otherHits)} other` : '0';
        }),
      }))}
      yLabel="Verified hits"
      height={240}
      testId="crawler-hits-chart"
      summary={`Hits by class and day as a table (${days.length} days)`}
      timeHeading="Day (UTC)"
      percent={false}
    />
  );
}

function BotsSection({ bots, accessLogs, slug }: { bots: Bots; accessLogs: AccessLogs | undefined; slug: string }) {
  // Without a hit, what to say waits for the funnel to tell whether logs cover the range.
  if (bots.hits === 0 && accessLogs === undefined) return null;
  if (bots.hits === 0 && accessLogs === null) return <NoAccessLogs slug={slug} />;
  if (bots.hits === 0) return <Empty>No AI crawler hit in this range.</Empty>;
  return (
    <>
      <dl className="kpis" data-testid="crawler-kpis">
        <div>
          <dt>Verified hits</dt>
          <dd data-testid="verified-hits">{n(bots.verifiedHits)}</dd>
        </div>
        <div>
          <dt>Other AI-like hits</dt>
          <dd data-testid="other-hits">{n(bots.otherHits)}</dd>
        </div>
      </dl>
      <table data-testid="verification-shares">
        <TableHead caption="Who the hits came from" columns={['Verification', 'Hits', 'Share']} />
        <tbody>
          {bots.verification.map((v) => (
            <tr key={v.verification} data-verification={v.verification}>
              <th scope="row">{crawlerVerificationLabels[v.verification]}</th>
              <td className="num">{n(v.hits)}</td>
              <td className="num">{formatPercent(v.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Hits over time</h2>
      <HitsOverTime bots={bots} />
      <h2>Top bots</h2>
      <table data-testid="top-bots">
        <TableHead
          caption="The bots with the most hits"
          columns={['Bot', 'Operator', 'Class', 'Verified hits', 'Other hits', 'Last hit']}
        />
        <tbody>
          {bots.bots.map((b) => (
            <tr key={`${b.bot}|${b.operator}|${b.botClass}`}>
              <th scope="row">{b.bot || 'Unknown AI-like agent'}</th>
              <td>{b.operator || '—'}</td>
              <td>{crawlerClassLabels[b.botClass]}</td>
              <td className="num">{n(b.verifiedHits)}</td>
              <td className="num">{n(b.otherHits)}</td>
              <td>{formatDateTime(b.lastHitAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Top pages</h2>
      <table data-testid="top-pages">
        <TableHead caption="The pages the bots read most" columns={['Page', 'Verified hits', 'Other hits']} />
        <tbody>
          {bots.topPages.map((p) => (
            <tr key={p.path}>
              <th scope="row">{p.path}</th>
              <td className="num">{n(p.verifiedHits)}</td>
              <td className="num">{n(p.otherHits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table data-testid="statuses">
        <TableHead caption="What the site answered the bots" columns={['HTTP status', 'Verified hits', 'Other hits']} />
        <tbody>
          {bots.statuses.map((s) => (
            <tr key={s.status}>
              <th scope="row">{s.status}</th>
              <td className="num">{n(s.verifiedHits)}</td>
              <td className="num">{n(s.otherHits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

type FunnelQuery = ReturnType<typeof useFunnel>;

function useFunnel(slug: string, from: string | undefined, to: string | undefined, segment: keyof typeof segments) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.projects.crawlerFunnel.infiniteQueryOptions(
      { slug, from, to, segment, limit: 50 },
      { getNextPageParam: (p) => p.nextCursor ?? undefined },
    ),
  );
}

function Funnel({
  slug,
  from,
  to,
  query,
  segment,
  setSegment,
}: {
  slug: string;
  from?: string;
  to?: string;
  query: FunnelQuery;
  segment: keyof typeof segments;
  setSegment: (s: keyof typeof segments) => void;
}) {
  const totals = query.data?.pages[0]?.totals;
  const paged = {
    ...query,
    data: query.data && { pages: query.data.pages.map((p) => ({ data: p.data.map((row) => ({ ...row, id: row.path })) })) },
  };
  return (
    <>
      <h2>Page funnel: crawled, cited, visited</h2>
      <p className="muted">
        Verified bot hits, citations the engines gave the page in audits over the same range, and visits AI products referred to it (a
        floor: many visits carry no referrer).
      </p>
      {totals && totals.accessLogs === null && (
        <p className="muted" data-testid="funnel-no-access-logs">
          No access logs cover this range: the crawl-side figures are not known (hits and visits are counted only from logs received).
        </p>
      )}
      {totals && (
        <dl className="kpis" data-testid="funnel-totals">
          <div>
            <dt>Pages crawled</dt>
            <dd data-testid="crawled-pages">{n(totals.crawledPages)}</dd>
          </div>
          <div>
            <dt>Pages cited</dt>
            <dd data-testid="cited-pages">{n(totals.citedPages)}</dd>
          </div>
          <div>
            <dt>Crawls per citation</dt>
            <dd data-testid="crawls-per-citation">{known(totals.crawlsPerCitation, ratio)}</dd>
          </div>
          <div>
            <dt>Visits per citation</dt>
            <dd data-testid="visits-per-citation">{known(totals.visitsPerCitation, ratio)}</dd>
          </div>
          <div>
            <dt>Cited, not crawled</dt>
            <dd data-testid="cited-not-crawled">{known(totals.citedNotCrawled, n)}</dd>
          </div>
          <div>
            <dt>Crawled, not cited</dt>
            <dd data-testid="crawled-not-cited">{known(totals.crawledNotCited, n)}</dd>
          </div>
          <div>
            <dt>Cited, refused to bots</dt>
            <dd data-testid="refused-cited">{known(totals.refusedCited, n)}</dd>
          </div>
          <div>
            <dt>Cited, disallowed by robots.txt</dt>
            <dd
              data-testid="robots-disallowed-cited"
              title="To a search engine's crawler, an AI search indexer or a user-triggered fetcher"
            >
              {totals.robotsDisallowedCited === null ? 'not known' : n(totals.robotsDisallowedCited)}
            </dd>
          </div>
        </dl>
      )}
      <label>
        Show{' '}
        <select value={segment} onChange={(e) => setSegment(e.target.value as keyof typeof segments)} data-testid="funnel-segment">
          {Object.entries(segments).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Downloads slug={slug} list="crawler-pages" filters={{ from, to, segment }} />
      <Paged
        query={paged}
        what="funnel pages"
        empty={
          totals?.accessLogs === null && segment !== 'ALL' && segment !== 'ROBOTS_DISALLOWED_CITED'
            ? 'Not known: no access logs cover this range.'
            : 'No page in this range.'
        }
        head={
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Verified hits</th>
            <th scope="col">Other hits</th>
            <th scope="col">By class</th>
            <th scope="col">Last crawl</th>
            <th scope="col">Refused (4xx/5xx)</th>
            <th scope="col">Citations</th>
            <th scope="col">AI visits</th>
            <th scope="col">Disallowed by robots.txt</th>
          </tr>
        }
        row={(p: FunnelPage & { id: string }) => (
          <tr key={p.id} data-path={p.path}>
            <th scope="row">{p.path}</th>
            <td className="num">{n(p.verifiedHits)}</td>
            <td className="num">{n(p.otherHits)}</td>
            <td>{p.byClass.map((c) => `${crawlerClassLabels[c.botClass]} ${n(c.verifiedHits)}`).join(', ') || '—'}</td>
            <td>{formatDateTime(p.lastCrawlAt)}</td>
            <td className="num">{n(p.refusedHits)}</td>
            <td className="num" title={p.citationsByEngine.map((e) => `${engineName(e.engine)}: ${e.citations}`).join(', ')}>
              {n(p.citations)}
              {p.citationsByEngine.length > 0 && (
                <div className="muted">{p.citationsByEngine.map((e) => `${engineName(e.engine)} ${e.citations}`).join(', ')}</div>
              )}
            </td>
            <td className="num">{n(p.visits)}</td>
            <td data-testid="robots-disallowed">
              {p.robotsDisallowed === null ? <span className="muted">not known</span> : p.robotsDisallowed.join(', ') || '—'}
            </td>
          </tr>
        )}
      />
    </>
  );
}

export function CrawlersPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const range = useRange();
  const [segment, setSegment] = useState<keyof typeof segments>('ALL');
  const funnel = useFunnel(slug, range.from, range.to, segment);
  // What the logs cover (undefined while the funnel loads): the empty states below depend on it.
  const accessLogs = funnel.data?.pages[0]?.totals.accessLogs;
  const bots = useQuery(trpc.projects.crawlerBots.queryOptions({ slug, from: range.from, to: range.to, limit: 10 }));
  const referrals = useQuery(trpc.projects.crawlerReferrals.queryOptions({ slug, from: range.from, to: range.to, limit: 10 }));
  return (
    <>
      <h1>AI crawlers</h1>
      <p>
        The AI bots that read the site, from its access logs: verified hits come from the operator’s published addresses; other hits claimed
        an AI agent without one, or only looked like one.
      </p>
      <RangePicker range={range} />
      <QueryView query={bots} what="the AI crawler hits">
        {(b) => <BotsSection bots={b} accessLogs={accessLogs} slug={slug} />}
      </QueryView>
      <h2>Visits from AI products</h2>
      <QueryView query={referrals} what="the AI referrals">
        {(r) =>
          r.visits === 0 ? (
            accessLogs === null ? (
              <Empty>Not known: no access logs cover this range.</Empty>
            ) : (
              <Empty>No visit referred by an AI product in this range.</Empty>
            )
          ) : (
            <table data-testid="referral-products">
              <TableHead caption={`${n(r.visits)} visits referred (a floor)`} columns={['AI product', 'Visits', 'Share']} />
              <tbody>
                {r.products.map((p) => (
                  <tr key={p.product}>
                    <th scope="row">{referralProductName(p.product)}</th>
                    <td className="num">{n(p.visits)}</td>
                    <td className="num">{formatPercent(p.share)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
      <Funnel slug={slug} from={range.from} to={range.to} query={funnel} segment={segment} setSegment={setSegment} />
      <LogDrains slug={slug} />
    </>
  );
}
