// The role judge in plain view: its switch in the project's tracking settings, its cost where the
// dashboard shows spend, and on an answer each brand's role and sentiment by the rules beside the
// judge's verdict and the sentence that decided it, disagreements marked in words. The e2e server
// judged one demo project's latest run at start, through the real judge client against a loopback
// fake of the Responses API (role-judge-fake.mjs); the other demo projects have the judge off.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { JUDGED_SLUG } from './role-judge-fake.mjs';
import { trpcQuery } from './support.ts';

interface Mark {
  name: string;
  kind: string;
  role: string;
  judge: { status: string; role: string | null; evidence: string | null; model: string; agrees: boolean | null } | null;
}
interface Answer {
  id: string;
  mentions: Mark[];
}

/** The answers of a project in the last 90 days, with their marks, until `pick` finds one. */
async function findAnswer(page: Page, slug: string, pick: (a: Answer) => boolean): Promise<Answer> {
  const to = new Date();
  const from = new Date(to.getTime() - 90 * 86_400_000);
  const list = await trpcQuery<{ data: { id: string }[] }>(page, 'projects.answers', {
    slug,
    from: from.toISOString(),
    to: to.toISOString(),
    limit: 50,
  });
  for (const { id } of list.data) {
    const answer = await trpcQuery<Answer>(page, 'projects.answer', { id });
    if (pick(answer)) return answer;
  }
  throw new Error(`no answer of ${slug} fits`);
}

test('the judge switch in tracking settings, and its cost beside the engine spend', async ({ owner: page }) => {
  await page.goto(`/app/projects/${JUDGED_SLUG}/tracking`);
  const form = page.getByRole('form', { name: 'Tracking settings' });
  const box = form.getByRole('checkbox', { name: /Judge roles and sentiment/ });
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled();
  await expect(page.getByTestId('judge-help')).toContainText('gpt-');
  await expect(page.getByTestId('judge-spend')).toContainText(/Role judge this month: \d+ calls?, \$0\.\d{4} \(part of the engine spend\)/);
  await expectAccessible(page);

  // Off, saved, still off after a reload (and what the service answers says so); then on again.
  await box.uncheck();
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Tracking settings' }).getByRole('checkbox', { name: /Judge roles/ })).not.toBeChecked();
  const off = await trpcQuery<{ settings: { judgeRoles: boolean } }>(page, 'tracking.list', { slug: JUDGED_SLUG });
  expect(off.settings.judgeRoles).toBe(false);
  const again = page.getByRole('form', { name: 'Tracking settings' });
  await again.getByRole('checkbox', { name: /Judge roles/ }).check();
  await again.getByRole('button', { name: 'Save settings' }).click();
  await expect(again.getByText('Saved.')).toBeVisible();
  const on = await trpcQuery<{ settings: { judgeRoles: boolean } }>(page, 'tracking.list', { slug: JUDGED_SLUG });
  expect(on.settings.judgeRoles).toBe(true);

  // The plan page's usage table: the judge's calls and cost per project.
  await page.goto('/app/settings/plan');
  const row = page.getByRole('row', { name: /Northwind/ });
  await expect(row.getByTestId('judge-usage')).toContainText(/\d+ calls?, \$0\.\d{4}/);
});

test("an answer shows the rules' and the judge's verdict per brand, the deciding sentence, and marks the disagreement", async ({
  owner: page,
}) => {
  const answer = await findAnswer(page, JUDGED_SLUG, (a) => a.mentions.some((m) => m.judge?.agrees === false));
  const brands = answer.mentions.filter((m) => m.kind !== 'CATEGORY');
  const client = brands.find((m) => m.kind === 'CLIENT')!;
  expect(client.judge?.agrees).toBe(false);
  await page.goto(`/app/projects/${JUDGED_SLUG}/answers/${answer.id}?range=90`);
  const section = page.getByTestId('role-judge');
  await expect(section.getByRole('heading', { name: 'Roles: the rules and the judge' })).toBeVisible();
  await expect(section.getByTestId('judge-summary')).toContainText(`Judged by ${client.judge!.model}`);
  await expect(section.getByTestId('judge-summary')).toContainText(/disagrees with the rules on \d+ brands?/);
  await expect(section.getByTestId('judge-row')).toHaveCount(brands.length);
  const clientRow = section.getByTestId('judge-row').filter({ has: page.getByRole('rowheader', { name: client.name, exact: true }) });
  await expect(clientRow).toContainText('disagrees');
  await expect(clientRow.locator('q')).toHaveText(client.judge!.evidence!);
  // A brand the judge agrees on is not marked.
  const agreeing = brands.find((m) => m.judge?.agrees === true);
  if (agreeing) {
    const row = section.getByTestId('judge-row').filter({ has: page.getByRole('rowheader', { name: agreeing.name, exact: true }) });
    await expect(row).not.toContainText('disagrees');
  }
  await expectAccessible(page);
});

test('an answer no judge read says so; an answer that cannot be read shows the error', async ({ owner: page }) => {
  const slug = 'demo-lumen-sleep';
  const answer = await findAnswer(page, slug, (a) => a.mentions.some((m) => m.kind !== 'CATEGORY'));
  expect(answer.mentions.every((m) => m.judge === null)).toBe(true);
  await page.goto(`/app/projects/${slug}/answers/${answer.id}?range=90`);
  await expect(page.getByTestId('role-judge')).toContainText('No language-model judge has read this answer');
  await expect(page.getByTestId('judge-row')).toHaveCount(0);

  await page.goto(`/app/projects/${slug}/answers/ans_doesnotexist?range=90`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('role-judge')).toHaveCount(0);
});
