// The AI crawlers page: an access log of the demo site imported through the real ingest
// (e2e/crawler-log.mjs). What the page shows (verified and other hits, verification shares, the
// funnel's totals and rows) is compared with what GraphQL and REST answer for the same range.
import { expect, expectAccessible, test } from './fixtures.ts';
import { graphql, readKey, shownRange } from './support.ts';

const slug = 'demo-lumen-sleep';

interface Funnel {
  totals: { crawledPages: number; citedPages: number; crawlsPerCitation: number | null; refusedCited: number };
  data: { path: string; verifiedHits: number; otherHits: number; refusedHits: number; citations: number; visits: number }[];
}
interface Bots {
  verifiedHits: number;
  otherHits: number;
  verification: { verification: string; hits: number; share: number | null }[];
}

test('the AI crawlers page shows the bots, the verification shares and the page funnel as the API answers them', async ({
  owner: page,
}) => {
  const key = await readKey(page);
  await page.goto(`/app/projects/${slug}`);
  await page.getByRole('link', { name: 'AI crawlers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI crawlers' })).toBeVisible();
  await expect(page.getByTestId('crawler-kpis')).toBeVisible();
  const range = await shownRange(page);
  const { project } = await graphql<{ project: { crawlers: Bots; crawlerPages: Funnel } }>(
    page,
    key,
    `
      query ($slug: String!, $from: DateTime, $to: DateTime) {
        project(slug: $slug) {
          crawlers(from: $from, to: $to) {
            verifiedHits
            otherHits
            verification {
              verification
              hits
              share
            }
          }
          crawlerPages(from: $from, to: $to) {
            totals {
              crawledPages
              citedPages
              crawlsPerCitation
              refusedCited
            }
            data {
              path
              verifiedHits
              otherHits
              refusedHits
              citations
              visits
            }
          }
        }
      }
    `,
    { slug, ...range },
  );
  // The import verified OAI-SearchBot and PerplexityBot from their ranges and not the same agent elsewhere.
  expect(project.crawlers.verifiedHits).toBe(18);
  expect(project.crawlers.otherHits).toBe(6);
  await expect(page.getByTestId('verified-hits')).toHaveText(project.crawlers.verifiedHits.toLocaleString('en'));
  await expect(page.getByTestId('other-hits')).toHaveText(project.crawlers.otherHits.toLocaleString('en'));
  for (const v of project.crawlers.verification) {
    const row = page.getByTestId('verification-shares').locator(`tr[data-verification="${v.verification}"]`);
    await expect(row.locator('td').first()).toHaveText(v.hits.toLocaleString('en'));
  }
  await expect(page.getByTestId('crawler-hits-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('top-bots')).toContainText('OAI-SearchBot');

  // The funnel: its totals and each row as the API counts them; the page PerplexityBot was refused is cited.
  const t = project.crawlerPages.totals;
  expect(t.refusedCited).toBe(1);
  await expect(page.getByTestId('crawled-pages')).toHaveText(t.crawledPages.toLocaleString('en'));
  await expect(page.getByTestId('cited-pages')).toHaveText(t.citedPages.toLocaleString('en'));
  await expect(page.getByTestId('refused-cited')).toHaveText(String(t.refusedCited));
  const rows = page.getByTestId('funnel pages-table').locator('tbody tr');
  await expect(rows).toHaveCount(project.crawlerPages.data.length);
  for (const p of project.crawlerPages.data.slice(0, 5)) {
    const cells = page.locator(`tr[data-path="${p.path}"] td`);
    await expect(cells.nth(0)).toHaveText(p.verifiedHits.toLocaleString('en'));
    await expect(cells.nth(1)).toHaveText(p.otherHits.toLocaleString('en'));
    await expect(cells.nth(4)).toHaveText(p.refusedHits.toLocaleString('en'));
    await expect(cells.nth(6)).toHaveText(p.visits.toLocaleString('en'));
  }
  // REST answers the same funnel.
  const rest = await page.request.get(
    `/api/v1/projects/${slug}/crawlers/pages?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
    {
      headers: { authorization: `Bearer ${key}` },
    },
  );
  expect(((await rest.json()) as Funnel).totals).toMatchObject(t);

  // One segment: the cited pages the bots were refused.
  await page.getByTestId('funnel-segment').selectOption('REFUSED_CITED');
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);
});

test('a project without logs says so instead of an empty chart', async ({ owner: page }) => {
  await page.goto('/app/projects/demo-northwind-coffee/crawlers');
  await expect(page.getByRole('heading', { level: 1, name: 'AI crawlers' })).toBeVisible();
  await expect(page.getByText('No AI crawler hit in this range.')).toBeVisible();
  await expect(page.getByText('No visit referred by an AI product in this range.')).toBeVisible();
});
