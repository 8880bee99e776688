// Refreshes the dashboard's screenshots (docs/screenshots/, shown in docs/dashboard.md): `E2E_SCREENSHOTS=1 npx playwright test screenshots`.
// Skipped in ordinary runs, so that tests never write into the repository.
import { expect, test } from './fixtures.ts';
import { trpcQuery } from './support.ts';

test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to refresh docs/screenshots');

const slug = 'demo-lumen-sleep';

test('screenshots of the main pages', async ({ owner: page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const shot = (name: string, fullPage = false) => page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage });
  await page.goto('/app/?range=30');
  await expect(page.getByTestId('projects-table').locator('td[data-metric]').first()).toBeVisible();
  await shot('projects');
  await page.goto(`/app/projects/${slug}?range=30`);
  await expect(page.getByTestId('kpi-header')).toBeVisible();
  await expect(page.getByTestId('brand-trend').locator('canvas')).toBeVisible();
  await shot('overview');
  await page.goto(`/app/projects/${slug}/prompts?range=90`);
  await expect(page.getByTestId('matrix')).toBeVisible();
  await page.getByRole('combobox', { name: 'Compare with' }).selectOption({ index: 1 });
  await expect(page.getByTestId('rival').first()).toBeVisible();
  await shot('matrix');
  // An answer that names the brand and a competitor and cites sources.
  const list = await trpcQuery<{ data: { id: string; mentionsClient: boolean; competitors: string[] }[] }>(page, 'projects.answers', {
    slug,
    engine: 'PERPLEXITY',
    limit: 50,
  });
  const answer = list.data.find((a) => a.mentionsClient && a.competitors.length > 0) ?? list.data[0];
  await page.goto(`/app/projects/${slug}/answers/${answer.id}?range=90`);
  await expect(page.getByTestId('answer-text').locator('mark').first()).toBeVisible();
  await shot('answer');
  await page.goto(`/app/projects/${slug}/citations?range=30`);
  await expect(page.getByTestId('leaderboard')).toBeVisible();
  await shot('citations');
  await page.goto(`/app/projects/${slug}/findings`);
  await expect(page.locator('article.finding').first()).toBeVisible();
  await shot('findings');
  await page.goto('/app/settings/keys');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await shot('settings-keys');
});
