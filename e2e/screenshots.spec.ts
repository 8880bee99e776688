// Refreshes the dashboard's screenshots (docs/screenshots/, shown in docs/dashboard.md): `E2E_SCREENSHOTS=1 npx playwright test screenshots`.
// Skipped in ordinary runs, so that tests never write into the repository.
import { expect, test } from './fixtures.ts';

test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to refresh docs/screenshots');

test('screenshots of the main pages', async ({ owner: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const shot = (name: string) => page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false });
  await page.goto('/app/');
  const row = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('img') })
    .first();
  await expect(row).toBeVisible();
  await shot('projects');
  const slug = (await row.getByRole('link').first().getAttribute('href'))!.split('/').pop()!;
  await page.goto(`/app/projects/${slug}`);
  await expect(page.getByTestId('score-chart').locator('canvas')).toBeVisible();
  await shot('overview');
  await page.goto(`/app/projects/${slug}/citations`);
  await expect(page.getByTestId('citations-table')).toBeVisible();
  await shot('citations');
  await page.goto(`/app/projects/${slug}/findings`);
  await expect(page.locator('article.finding').first()).toBeVisible();
  await shot('findings');
  await page.goto('/app/settings/keys');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await shot('settings-keys');
});
