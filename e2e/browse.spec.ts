import { readFile } from 'node:fs/promises';
import { engineLabels } from '../src/core/contract/labels.ts';
import { DEMO_RUNS } from '../src/core/seed/demo-seed.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { trpcQuery } from './support.ts';

// The demo seeder's first brand and its weekly history (src/core/demo): DEMO_RUNS weekly audits.

async function firstDemoProject(page: import('@playwright/test').Page) {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  // A demo project: one with a history (its overall sparkline), not one another test created.
  const row = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('img') })
    .first();
  await expect(row).toBeVisible();
  const link = row.getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  return { link, slug: new URL(href, 'http://dashboard').pathname.split('/').pop()! };
}

test('projects list and project overview: score chart with one point per completed run, engine and brand charts', async ({
  owner: page,
}) => {
  const { link } = await firstDemoProject(page);
  await expectAccessible(page);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Site scores over time' })).toBeVisible();
  const chart = page.getByTestId('score-chart');
  await expect(chart).toHaveAttribute('data-points', String(DEMO_RUNS));
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByTestId('score-chart-table').locator('tbody tr')).toHaveCount(DEMO_RUNS);
  await expect(page.getByTestId('sov-by-engine').locator('tbody tr')).not.toHaveCount(0);
  await expect(page.getByTestId('sov-by-brand').locator('tbody tr')).not.toHaveCount(0);
  await expect(page.getByTestId('run-status')).toContainText('Completed');
  await expectAccessible(page);
});

test('visibility by engine with its 95% intervals as bands, and "What changed" as the API has it', async ({ owner: page }) => {
  const { link, slug } = await firstDemoProject(page);
  await link.click();
  const visibility = page.getByTestId('visibility-by-engine');
  await expect(visibility.locator('tbody tr').first()).toBeVisible();
  // Every engine's rate has its band and its interval in words.
  const rows = await visibility.locator('tbody tr').count();
  await expect(visibility.getByTestId('interval-band')).toHaveCount(rows);
  await expect(visibility.locator('tbody tr').first()).toContainText(/\d+% \(\d+–\d+%\)/);

  // The section lists exactly the significant changes the dashboard's API returns for the newest run.
  const { whatChanged } = await trpcQuery<{ whatChanged: { compared: boolean; changes: { engine: keyof typeof engineLabels }[] } }>(
    page,
    'projects.overview',
    { slug },
  );
  const section = page.getByTestId('what-changed');
  await expect(section.getByRole('heading', { name: /What changed/ })).toBeVisible();
  expect(whatChanged.compared).toBe(true); // the demo history has many completed runs
  if (whatChanged.changes.length === 0) {
    await expect(section).toContainText('No change');
  } else {
    await expect(section.locator('tbody tr')).toHaveCount(whatChanged.changes.length);
    await expect(section.locator('tbody tr').first()).toContainText(engineLabels[whatChanged.changes[0].engine]);
  }
  await expectAccessible(page);
});

test('the citation log filtered by engine; mentions by kind', async ({ owner: page }) => {
  const { slug } = await firstDemoProject(page);
  await page.goto(`/app/projects/${slug}/citations`);
  // Retrieved-only sources are shown apart from the citations (the demo answers have some).
  await expect(page.getByRole('heading', { name: 'Retrieved but not cited' })).toBeVisible();
  await expect(page.getByTestId('retrieved-table').locator('tbody tr').first()).toBeVisible();
  await page.getByRole('link', { name: 'Citation log' }).click();
  const cells = page.getByTestId('citations-table').getByTestId('engine-cell');
  await expect(cells.first()).toBeVisible();
  expect(new Set(await cells.allTextContents()).size).toBeGreaterThan(1);
  await page.getByLabel('Engine').selectOption('PERPLEXITY');
  await expect(async () => {
    const engines = new Set(await cells.allTextContents());
    expect([...engines]).toEqual(['Perplexity']);
  }).toPass();
  await expectAccessible(page);

  await page.goto(`/app/projects/${slug}/mentions`);
  await page.getByLabel('Kind').selectOption('COMPETITOR');
  const table = page.getByTestId('mentions-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(async () => {
    const kinds = new Set(await table.locator('tbody tr td:nth-child(4)').allTextContents());
    expect([...kinds]).toEqual(['Competitor']);
  }).toPass();
  await expectAccessible(page);
});

test('a finding status and note survive a reload', async ({ owner: page }) => {
  const { slug } = await firstDemoProject(page);
  await page.goto(`/app/projects/${slug}/findings`);
  const card = page.locator('article.finding').first();
  await expect(card).toBeVisible();
  await expectAccessible(page);
  const testId = (await card.getAttribute('data-testid'))!;
  const note = `checked by e2e ${Date.now()}`;
  await card.getByLabel('Status').selectOption('RESOLVED');
  await card.getByLabel('Notes').fill(note);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toContainText('Resolved');

  await page.reload();
  const again = page.getByTestId(testId);
  await expect(again.getByLabel('Status')).toHaveValue('RESOLVED');
  await expect(again.getByLabel('Notes')).toHaveValue(note);

  await again.getByLabel('Status').selectOption('IN_PROGRESS');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByRole('status')).toContainText('Saved');
  await expect(again.getByRole('status')).not.toContainText('Resolved');
});

test('the report is rendered and a PDF of a completed run downloads', async ({ owner: page }) => {
  const { slug } = await firstDemoProject(page);
  await page.goto(`/app/projects/${slug}/reports`);
  await expect(page.locator('article.report h1')).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('link', { name: /Download PDF/ })
    .nth(1)
    .click();
  const download = await downloading;
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
});

test('tracking setup page is reachable with its empty state', async ({ owner: page }) => {
  const { slug } = await firstDemoProject(page);
  await page.goto(`/app/projects/${slug}/tracking`);
  await expect(page.getByRole('heading', { name: 'Tracking setup' })).toBeVisible();
  await expectAccessible(page);
});
