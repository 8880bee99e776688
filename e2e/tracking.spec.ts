import { expect, expectAccessible, test } from './fixtures.ts';
import { engineNames } from '../src/engines/engine-list.ts';

test('tracking setup: add a prompt and a competitor, see them after a reload, errors in the server’s words', async ({ owner: page }) => {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  const href = (await page.locator('tbody tr').first().getByRole('link').first().getAttribute('href'))!;
  const slug = new URL(href, 'http://dashboard').pathname.split('/').pop()!;
  await page.goto(`/app/projects/${slug}/tracking`);
  await expect(page.getByRole('heading', { name: 'Tracking setup' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tracked prompts' })).toBeVisible();
  // The e2e server has no engine key: every engine is shown, none can be chosen.
  const engines = page.getByRole('group', { name: 'Engines asked by audits' }).getByRole('checkbox');
  await expect(engines).toHaveCount(engineNames.length);
  for (const box of await engines.all()) await expect(box).toBeDisabled();
  await expect(page.getByText('— not configured on this service')).toHaveCount(engineNames.length);
  await expect(page.getByTestId('engine-budget')).toContainText('$0.00 of $');
  await expectAccessible(page);

  const unique = Date.now().toString(36);
  const text = `best project tracker for agencies ${unique}`;
  const prompts = page.getByRole('form', { name: 'Add a prompt' });
  await prompts.getByLabel('Prompt').fill(text);
  await prompts.getByLabel('Tags (comma-separated)').fill('pm, agencies');
  await prompts.getByLabel('Country (optional)').fill('us');
  await prompts.getByRole('button', { name: 'Add prompt' }).click();
  const promptRow = page.getByTestId('prompts-table').getByRole('row', { name: new RegExp(text) });
  await expect(promptRow).toContainText('pm, agencies');
  await expect(promptRow).toContainText('US');
  await expect(prompts.getByLabel('Prompt')).toHaveValue('');

  // The same prompt again: the server's sentence, shown as an alert.
  await prompts.getByLabel('Prompt').fill(text);
  await prompts.getByRole('button', { name: 'Add prompt' }).click();
  await expect(page.getByRole('alert')).toHaveText('the project already tracks this prompt');

  const competitors = page.getByRole('form', { name: 'Add a competitor' });
  await competitors.getByLabel('Name').fill(`Rival ${unique}`);
  await competitors.getByLabel('Domain').fill(`rival-${unique}.example`);
  await competitors.getByLabel('Aliases (comma-separated)').fill('Rival Inc, Rival App');
  await competitors.getByRole('button', { name: 'Add competitor' }).click();
  await expect(page.getByTestId('competitors-table').getByRole('row', { name: new RegExp(`Rival ${unique}`) })).toContainText(
    'Rival Inc, Rival App',
  );

  await page.reload();
  await expect(page.getByTestId('prompts-table').getByRole('row', { name: new RegExp(text) })).toBeVisible();
  const competitorRow = page.getByTestId('competitors-table').getByRole('row', { name: new RegExp(`Rival ${unique}`) });
  await expect(competitorRow).toContainText(`rival-${unique}.example`);
  await expectAccessible(page);

  // Removing one is kept after a reload too.
  await competitorRow.getByRole('button', { name: /Remove/ }).click();
  await expect(competitorRow).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('prompts-table').getByRole('row', { name: new RegExp(text) })).toBeVisible();
  await expect(page.getByTestId('competitors-table').getByRole('row', { name: new RegExp(`Rival ${unique}`) })).toHaveCount(0);
});

test('tracking setup: samples per prompt up to the plan’s maximum, kept after a reload', async ({ owner: page }) => {
  await page.goto('/app/');
  const href = (await page.locator('tbody tr').first().getByRole('link').first().getAttribute('href'))!;
  await page.goto(`/app/projects/${new URL(href, 'http://dashboard').pathname.split('/').pop()!}/tracking`);
  const form = page.getByRole('form', { name: 'Tracking settings' });
  const samples = form.getByLabel('Samples per prompt');
  // The demo account is on the Agency plan: 1 to 5.
  await expect(samples.locator('option')).toHaveCount(5);
  await expect(page.getByTestId('samples-help')).toContainText('Your plan allows up to 5.');
  const next = (await samples.inputValue()) === '4' ? '2' : '4';
  await samples.selectOption(next);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Tracking settings' }).getByLabel('Samples per prompt')).toHaveValue(next);
  await expectAccessible(page);
});
