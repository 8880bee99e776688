import { png } from '../test/support/logos.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Settings > Branding: an owner gives the account's workspace an agency name, accent colour and
// logo, sees them previewed and on a project's report, and a refused logo says why. The demo
// account is shared by every test: the brand is removed again at the end.
test('an owner brands the workspace and the report names the agency', async ({ owner: page }) => {
  await page.goto('/app/settings/brand');
  await expect(page.getByRole('heading', { name: 'Branding' })).toBeVisible();
  await expect(page.getByText('No brand yet')).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('form', { name: /Brand of workspace/ });
  await form.getByLabel('Agency name').fill('Northwind Digital');
  await form.getByLabel('Accent colour (#RRGGBB)').fill('#c0392b');
  await form.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(90, 30, { rgb: [192, 57, 43] }) });
  await expect(page.getByTestId('logo-chosen').getByRole('img', { name: 'Chosen logo' })).toBeVisible();
  await form.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByRole('status')).toHaveText('Brand saved.');
  const preview = page.getByTestId('brand-preview');
  await expect(preview).toContainText('Prepared by Northwind Digital');
  await expect(preview.getByRole('img', { name: 'Northwind Digital logo' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(preview.getByText('Prepared by Northwind Digital')).toHaveCSS('color', 'rgb(192, 57, 43)');
  await expectAccessible(page);

  // An SVG with a script is refused with the server's sentence; the saved brand stays.
  await form.getByLabel(/^Logo/).setInputFiles({
    name: 'bad.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await form.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByRole('alert')).toContainText('the SVG logo was refused: the element <script> is not accepted');
  await expect(preview.getByRole('img', { name: 'Northwind Digital logo' })).toBeVisible();

  // The report of a demo project names the agency.
  await page.goto('/app/');
  const project = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('img') })
    .first()
    .getByRole('link')
    .first();
  const href = (await project.getAttribute('href'))!;
  await page.goto(`${href.replace(/\/$/, '')}/reports`);
  await expect(page.locator('article.report')).toContainText('Prepared by: Northwind Digital');

  await page.goto('/app/settings/brand');
  await page.getByRole('button', { name: 'Remove brand' }).click();
  await expect(page.getByText('No brand yet')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Brand removed.');
});
