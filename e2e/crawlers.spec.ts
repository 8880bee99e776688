// The AI crawlers page: an access log of the demo site imported through the real ingest
// (e2e/crawler-log.mjs). What the page shows (verified and other hits, verification shares, the
// funnel's totals and rows) is compared with what GraphQL and REST answer for the same range.
// And the project's log drains, managed on the same page: added (the secret shown once), posted
// to as a CDN would, deleted.
import { createHmac } from 'node:crypto';
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

  // Logs cover the range: no "not known" line; the funnel's table fits the page at 1400 px (it
  // scrolls inside its own box, never the page).
  await expect(page.getByTestId('funnel-no-access-logs')).toHaveCount(0);
  await page.setViewportSize({ width: 1400, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // One segment: the cited pages the bots were refused.
  await page.getByTestId('funnel-segment').selectOption('REFUSED_CITED');
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);
});

test('a project without logs says the crawl-side figures are not known, not 0, and how to send logs', async ({ owner: page }) => {
  await page.goto('/app/projects/demo-northwind-coffee/crawlers');
  await expect(page.getByRole('heading', { level: 1, name: 'AI crawlers' })).toBeVisible();
  await expect(page.getByTestId('no-access-logs')).toContainText('No access logs cover this range');
  await expect(page.getByTestId('no-access-logs')).toContainText('add a log drain below');
  await expect(page.getByText('No AI crawler hit in this range.')).toHaveCount(0);
  await expect(page.getByText('Not known: no access logs cover this range.')).toBeVisible();
  await expect(page.getByTestId('funnel-no-access-logs')).toBeVisible();
  for (const id of ['crawls-per-citation', 'visits-per-citation', 'cited-not-crawled', 'crawled-not-cited', 'refused-cited'])
    await expect(page.getByTestId(id)).toHaveText('not known');
  await expect(page.getByText('No log drain yet.')).toBeVisible();
});

test('a log drain is added with its secret shown once, receives a signed batch, and is deleted', async ({ owner: page }) => {
  await page.goto(`/app/projects/${slug}/crawlers`);
  const drains = page.getByTestId('log-drains');
  await drains.getByLabel('Provider').selectOption('vercel');
  await drains.getByLabel('Format of the lines').selectOption('vercel');
  await drains.getByLabel(/Vercel verify token/).fill('vc-verify-e2e-7d3b');
  await drains.getByRole('button', { name: 'Add drain' }).click();
  const secret = (await drains.getByTestId('secret-value').textContent())!;
  expect(secret.length).toBeGreaterThan(20);
  const url = new URL((await drains.getByTestId('new-drain-url').locator('code').textContent())!);
  const id = url.pathname.split('/').pop()!;
  const row = drains.locator(`tr[data-drain="${id}"]`);
  await expect(row).toContainText(url.href);
  await expect(row.getByTestId('last-received')).toHaveText('never');
  await expectAccessible(page);

  // The sender's side: Vercel's handshake, then a body signed with the secret (a visit from a
  // person: a line the drain reads and counts as ignored, so no figure of the demo changes).
  const handshake = await page.request.get(url.pathname);
  expect([handshake.status(), handshake.headers()['x-vercel-verify']]).toEqual([200, 'vc-verify-e2e-7d3b']);
  const now = Date.now();
  const entry = {
    id: 'e2e-drain-1',
    timestamp: now,
    type: 'request',
    source: 'edge',
    proxy: {
      timestamp: now,
      method: 'GET',
      host: 'lumen.example',
      path: '/pricing',
      userAgent: ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'],
      referer: '',
      statusCode: 200,
      clientIp: '198.51.100.23',
    },
  };
  const body = JSON.stringify(entry) + '\n';
  const bad = await page.request.post(url.pathname, {
    headers: {
      'content-type': 'application/x-ndjson',
      'x-vercel-signature': createHmac('sha1', 'not-the-secret').update(body).digest('hex'),
    },
    data: body,
  });
  expect(bad.status()).toBe(403);
  const good = await page.request.post(url.pathname, {
    headers: { 'content-type': 'application/x-ndjson', 'x-vercel-signature': createHmac('sha1', secret).update(body).digest('hex') },
    data: body,
  });
  expect(good.status(), await good.text()).toBe(200);
  expect(((await good.json()) as { data: { linesRead: number } }).data.linesRead).toBe(1);

  // Shown once: after a reload the page lists the drain, received now, and never its secret.
  await page.reload();
  await expect(row.getByTestId('last-received')).not.toHaveText('never');
  await expect(row.getByTestId('last-received')).not.toHaveText('—');
  await expect(drains.getByTestId('secret-value')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // Deleting asks first; cancelling keeps it; confirming removes it and its endpoint.
  await row.getByRole('button', { name: /^Delete/ }).click();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Delete/ }).click();
  await row.getByRole('button', { name: /^Yes, delete/ }).click();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(url.pathname)).status()).toBe(404);
});
