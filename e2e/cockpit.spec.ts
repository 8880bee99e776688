// The cockpit: the overview opens on the KPI header, the project list carries the same four
// figures, the prompt x engine matrix, and the cited-domain leaderboard. What each page shows is
// compared with what GraphQL answers for the same range (the same operations), figure by figure.
import { expect, expectAccessible, test } from './fixtures.ts';
import { graphql, readKey, shownRange } from './support.ts';

const slug = 'demo-lumen-sleep';
const metrics = ['mentionRate', 'citationRate', 'shareOfVoice', 'avgPosition'] as const;
const side = 'value low high n';
const summaryFields = metrics.map((m) => `${m} { current { ${side} } previous { ${side} } change changeLow changeHigh verdict }`).join(' ');

interface Metric {
  current: { value: number | null; low: number | null; high: number | null; n: number };
  change: number | null;
  verdict: string;
}
type Summary = Record<(typeof metrics)[number], Metric>;
const attr = (v: number | null) => (v === null ? '' : String(v));

test('the overview opens on the KPI header: the figures GraphQL gives for the same range, with intervals, n and the verdict', async ({
  owner: page,
}) => {
  const key = await readKey(page);
  // A custom range, as a shared link would carry it.
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/app/projects/${slug}?from=${day(45)}&to=${day(0)}`);
  const header = page.getByTestId('kpi-header');
  await expect(header).toBeVisible();
  // Visibility comes before the audit panel and the site scores.
  const order = await page.locator('main h2').allTextContents();
  expect(order.findIndex((h) => h.startsWith('Visibility in AI answers'))).toBeLessThan(order.indexOf('Audit'));
  expect(order.indexOf('Audit')).toBeLessThan(order.indexOf('Site scores over time'));
  const range = await shownRange(page);
  const { project } = await graphql<{ project: { visibilitySummary: Summary } }>(
    page,
    key,
    `query($slug: String!, $from: DateTime, $to: DateTime) { project(slug: $slug) { visibilitySummary(from: $from, to: $to) { ${summaryFields} } } }`,
    { slug, ...range },
  );
  for (const metric of metrics) {
    const m = project.visibilitySummary[metric];
    const card = page.getByTestId(`kpi-${metric}`);
    await expect(card).toHaveAttribute('data-value', attr(m.current.value));
    await expect(card).toHaveAttribute('data-low', attr(m.current.low));
    await expect(card).toHaveAttribute('data-high', attr(m.current.high));
    await expect(card).toHaveAttribute('data-n', String(m.current.n));
    await expect(card).toHaveAttribute('data-change', attr(m.change));
    await expect(card).toHaveAttribute('data-verdict', m.verdict);
    await expect(card).toContainText(`n = ${m.current.n}`);
    if (m.current.value !== null && metric !== 'avgPosition')
      await expect(card.locator('.kpi-value')).toHaveText(`${Math.round(m.current.value)}%`);
    if (m.verdict === 'too_few_answers') await expect(card.getByTestId('kpi-change')).toContainText('Too few answers to tell');
  }
  // The share of voice by brand over the range, and its table.
  await expect(page.getByTestId('brand-trend').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('brand-trend-table').locator('tbody tr').first()).toBeAttached();
  await expectAccessible(page);

  // A preset changes the URL and the figures with it.
  await page.getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL(/[?&]range=7/);
  await expect(page.getByTestId('range')).not.toHaveAttribute('data-from', range.from);
});

test('the project list shows the four figures of every project, from one read, and sorts by them', async ({ owner: page }) => {
  const key = await readKey(page);
  await page.goto('/app/?range=90');
  const table = page.getByTestId('projects-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const range = await shownRange(page);
  const { projects } = await graphql<{ projects: { edges: { node: { slug: string; visibilitySummary: Summary } }[] } }>(
    page,
    key,
    `query($from: DateTime, $to: DateTime) { projects(first: 10) { edges { node { slug visibilitySummary(from: $from, to: $to) { ${summaryFields} } } } } }`,
    range,
  );
  for (const { node } of projects.edges) {
    const row = page.getByTestId(`project-${node.slug}`);
    for (const metric of metrics) {
      const cell = row.locator(`td[data-metric="${metric}"]`);
      await expect(cell).toHaveAttribute('data-value', attr(node.visibilitySummary[metric].current.value));
      await expect(cell).toHaveAttribute('data-verdict', node.visibilitySummary[metric].verdict);
    }
  }
  // Sorted by mention rate, best first; again, worst first.
  const values = () =>
    table.locator('td[data-metric="mentionRate"]').evaluateAll((tds) =>
      tds
        .map((td) => td.getAttribute('data-value'))
        .filter(Boolean)
        .map(Number),
    );
  await table.getByRole('button', { name: 'Mention rate' }).click();
  await expect(table.getByRole('columnheader', { name: /Mention rate/ })).toHaveAttribute('aria-sort', 'descending');
  const down = await values();
  expect(down).toEqual([...down].sort((a, b) => b - a));
  await table.getByRole('button', { name: 'Mention rate' }).click();
  const up = await values();
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await expectAccessible(page);
});

interface Bucket {
  promptId: string | null;
  promptText: string | null;
  engine: string;
  answers: number;
  mentionRate: number | null;
  mentionRateLow: number | null;
  mentionRateHigh: number | null;
  answersCitingClient: number;
  avgPosition: number | null;
}

test('the prompt x engine matrix is visibility(groupBy: [PROMPT, ENGINE]) for the range; a competitor and a cell’s answers', async ({
  owner: page,
}) => {
  const key = await readKey(page);
  await page.goto(`/app/projects/${slug}/prompts?range=90`);
  const matrix = page.getByTestId('matrix');
  await expect(matrix).toBeVisible();
  const range = await shownRange(page);
  const { project } = await graphql<{ project: { visibility: Bucket[] } }>(
    page,
    key,
    `
      query ($slug: String!, $from: DateTime, $to: DateTime) {
        project(slug: $slug) {
          visibility(groupBy: [PROMPT, ENGINE], from: $from, to: $to) {
            promptId
            promptText
            engine
            answers
            mentionRate
            mentionRateLow
            mentionRateHigh
            answersCitingClient
            avgPosition
          }
        }
      }
    `,
    { slug, ...range },
  );
  const buckets = project.visibility;
  expect(buckets.length).toBeGreaterThan(4);
  const cells = matrix.locator('td.cell:not(.empty)');
  await expect(cells).toHaveCount(buckets.length);
  for (const b of buckets) {
    const cell = matrix.locator(`td[data-prompt="${b.promptId ?? ''}"][data-engine="${b.engine}"]`);
    await expect(cell).toHaveAttribute('data-value', attr(b.mentionRate));
    await expect(cell).toHaveAttribute('data-low', attr(b.mentionRateLow));
    await expect(cell).toHaveAttribute('data-high', attr(b.mentionRateHigh));
    await expect(cell).toHaveAttribute('data-n', String(b.answers));
    await expect(cell).toHaveAttribute('data-cited', String(b.answersCitingClient));
    await expect(cell).toHaveAttribute('data-position', attr(b.avgPosition));
    await expect(cell.locator('.rate')).toHaveText(`${Math.round(b.mentionRate!)}%`);
    await expect(matrix.getByRole('rowheader', { name: b.promptText! })).toBeVisible();
  }
  await expect(page.getByTestId('matrix-legend')).toContainText('80% and over');
  await expectAccessible(page);

  // A competitor's mention rate in the same answers, as GraphQL's share of voice by brand has it.
  const select = page.getByRole('combobox', { name: 'Compare with' });
  const rival = (await select.locator('option').nth(1).textContent())!;
  await select.selectOption({ label: rival });
  await expect(page).toHaveURL(/competitor=/);
  const { project: shares } = await graphql<{
    project: { shareOfVoiceByBrand: { promptId: string; engine: string; brands: { name: string; mentionRate: number }[] }[] };
  }>(
    page,
    key,
    `
      query ($slug: String!, $from: DateTime, $to: DateTime) {
        project(slug: $slug) {
          shareOfVoiceByBrand(groupBy: [PROMPT, ENGINE], from: $from, to: $to) {
            promptId
            engine
            brands {
              name
              mentionRate
            }
          }
        }
      }
    `,
    { slug, ...range },
  );
  await expect(matrix.getByTestId('rival').first()).toBeVisible();
  for (const g of shares.shareOfVoiceByBrand) {
    const named = g.brands.find((b) => b.name === rival);
    const line = matrix.locator(`td[data-prompt="${g.promptId}"][data-engine="${g.engine}"]`).getByTestId('rival');
    await expect(line).toHaveAttribute('data-value', String(named?.mentionRate ?? 0));
  }

  // A cell opens the answers behind it: as many as its n, then one of them in full.
  const first = buckets.find((b) => b.promptId && b.answers > 0)!;
  const cell = matrix.locator(`td[data-prompt="${first.promptId}"][data-engine="${first.engine}"]`);
  await cell.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/answers\\?prompt=${first.promptId}&engine=${first.engine}&range=90`));
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(page.getByTestId('answers-table')).toBeVisible();
  while (await more.isVisible()) await more.click();
  await expect(page.getByTestId('answers-table').locator('tbody tr')).toHaveCount(first.answers);
  await expect(page.getByText(first.promptText!)).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('answers-table').getByRole('link', { name: /Read/ }).first().click();
  await expect(page.getByTestId('answer-view')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prompts × engines' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('the citations page opens on the cited-domain leaderboard, topCitedDomains for the range; the log stays reachable', async ({
  owner: page,
}) => {
  const key = await readKey(page);
  await page.goto(`/app/projects/${slug}/citations?range=30`);
  const board = page.getByTestId('leaderboard');
  await expect(board).toBeVisible();
  const range = await shownRange(page);
  const { project } = await graphql<{
    project: { topCitedDomains: { domain: string; citations: number; share: number; shareChange: number | null; engines: string[] }[] };
  }>(
    page,
    key,
    `
      query ($slug: String!, $from: DateTime, $to: DateTime) {
        project(slug: $slug) {
          topCitedDomains(first: 25, from: $from, to: $to) {
            domain
            citations
            share
            shareChange
            engines
          }
        }
      }
    `,
    { slug, ...range },
  );
  await expect(board.locator('tbody tr')).toHaveCount(project.topCitedDomains.length);
  const rows = board.locator('tbody tr');
  for (const [i, d] of project.topCitedDomains.entries()) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('data-domain', d.domain);
    await expect(row.locator('td').nth(2)).toContainText(String(d.citations));
    await expect(row.locator('td').nth(3)).toHaveText(`${Math.round(d.share)}%`);
    if (d.shareChange !== null) await expect(row.locator('td').nth(4)).toContainText(' pts');
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Citation log' }).click();
  await expect(page.getByTestId('citations-table')).toBeVisible();
});
