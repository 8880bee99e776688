// A project's pages: its tabs and their routes. The visibility pages (overview, prompts x
// engines, citations) share the date range in the URL's query; the tabs carry it along.
import { Link, Route, Switch, useLocation, useSearch } from 'wouter';
import { FindingsPage } from './Findings.tsx';
import { AnswerPage, AnswersPage } from './Answers.tsx';
import { CrawlersPage } from './Crawlers.tsx';
import { MatrixPage } from './Matrix.tsx';
import { CitationsLogPage, MentionsPage } from './Observations.tsx';
import { OverviewPage } from './Overview.tsx';
import { ReportsPage } from './Reports.tsx';
import { SourcesPage } from './Sources.tsx';
import { TrackingPage } from './Tracking.tsx';

const tabs = [
  ['', 'Overview'],
  ['/prompts', 'Prompts × engines'],
  ['/citations', 'Citations'],
  ['/mentions', 'Mentions'],
  ['/crawlers', 'AI crawlers'],
  ['/findings', 'Findings'],
  ['/reports', 'Reports'],
  ['/tracking', 'Tracking setup'],
] as const;

/** The query that names the date range, kept when moving between tabs (other parameters are each page's own). */
function rangeQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['range', 'from', 'to']) {
    const v = params.get(key);
    if (v) kept.set(key, v);
  }
  const q = kept.toString();
  return q ? `?${q}` : '';
}

export default function ProjectPage({ slug }: { slug: string }) {
  const base = `/projects/${slug}`;
  const [location] = useLocation();
  const query = rangeQuery(useSearch());
  // An answer is read from the matrix: its tab stays current.
  const at = location.startsWith(`${base}/answers`) ? `${base}/prompts` : location;
  const current = tabs.findLast(([path]) => at === `${base}${path}` || at.startsWith(`${base}${path}/`))?.[0] ?? '';
  return (
    <>
      <nav aria-label="Project" className="tabs">
        {tabs.map(([path, label]) => (
          <Link key={label} href={`${base}${path}${query}`} aria-current={current === path ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      <Switch>
        <Route path={`${base}/prompts`}>
          <MatrixPage slug={slug} />
        </Route>
        <Route path={`${base}/answers/:id`}>{(params) => <AnswerPage slug={slug} id={params.id} />}</Route>
        <Route path={`${base}/answers`}>
          <AnswersPage slug={slug} />
        </Route>
        <Route path={`${base}/citations/log`}>
          <CitationsLogPage slug={slug} />
        </Route>
        <Route path={`${base}/citations`}>
          <SourcesPage slug={slug} />
        </Route>
        <Route path={`${base}/mentions`}>
          <MentionsPage slug={slug} />
        </Route>
        <Route path={`${base}/crawlers`}>
          <CrawlersPage slug={slug} />
        </Route>
        <Route path={`${base}/findings`}>
          <FindingsPage slug={slug} />
        </Route>
        <Route path={`${base}/reports`}>
          <ReportsPage slug={slug} />
        </Route>
        <Route path={`${base}/tracking`}>
          <TrackingPage slug={slug} />
        </Route>
        <Route>
          <OverviewPage slug={slug} />
        </Route>
      </Switch>
    </>
  );
}
