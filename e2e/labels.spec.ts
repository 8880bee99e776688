// No page shows a code where a person reads: every page of the dashboard (with a dialog and an
// answer open) is walked, and its visible text searched for every value of every enum of the
// schema (engines, kinds, roles, sentiment, severities, categories, statuses, triggers, plans,
// roles, metrics) and for the raw score keys. Code blocks (the MCP configuration) are code and
// are left out; "API" is a word as well as a trigger's code.
import type { Page } from '@playwright/test';
import * as enums from '../src/generated/prisma/enums.ts';
import { expect, test } from './fixtures.ts';
import { trpcQuery } from './support.ts';

const words = new Set(['API']);
const codes = Object.values(enums)
  .filter((v) => typeof v === 'object')
  .flatMap((e) => Object.values(e) as string[])
  .filter((v) => !words.has(v));
const scoreKeys = ['overall', 'citability', 'brand', 'eeat', 'technical', 'schema', 'platform'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const codePattern = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${codes.map(escape).join('|')})(?![\\p{L}\\p{N}_-])`, 'u');

/** The page's visible text without code blocks, and the texts of its headers and cells taken one by one. */
async function visibleText(page: Page): Promise<{ text: string; cells: string[] }> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll('code, pre, script, style, template')) el.remove();
    document.body.append(clone);
    clone.style.position = 'absolute';
    const text = clone.innerText;
    const cells = [...clone.querySelectorAll('th, td, option, h1, h2, h3, h4, label, legend, summary, button')].map((el) =>
      (el as HTMLElement).innerText.trim(),
    );
    clone.remove();
    return { text, cells };
  });
}

async function expectNoCodes(page: Page, where: string) {
  const { text, cells } = await visibleText(page);
  expect(text.length, where).toBeGreaterThan(0);
  const found = codePattern.exec(text);
  // The code with the text around it, to say where it was seen.
  expect(found ? text.slice(Math.max(0, found.index - 60), found.index + 60) : null, where).toBeNull();
  expect(text, where).not.toMatch(/\beeat\b/);
  expect(
    cells.filter((c) => scoreKeys.includes(c)),
    where,
  ).toEqual([]);
}

test('no engine code or enum name is visible on any page', async ({ owner: page }) => {
  test.setTimeout(180_000);
  const slug = 'demo-lumen-sleep';
  const answers = await trpcQuery<{ data: { id: string }[] }>(page, 'projects.answers', { slug, limit: 1 });
  const pages = [
    '/app/',
    `/app/projects/${slug}?range=90`,
    `/app/projects/${slug}/prompts?range=90`,
    `/app/projects/${slug}/answers?range=90`,
    `/app/projects/${slug}/answers/${answers.data[0].id}?range=90`,
    `/app/projects/${slug}/citations?range=90`,
    `/app/projects/${slug}/citations/log`,
    `/app/projects/${slug}/mentions`,
    `/app/projects/${slug}/findings`,
    `/app/projects/${slug}/reports`,
    `/app/projects/${slug}/tracking`,
    '/app/settings/keys',
    '/app/settings/webhooks',
    '/app/settings/users',
    '/app/settings/plan',
    '/app/settings/brand',
    '/app/settings/password',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // Wait for the page's data: no loading state left.
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoCodes(page, path);
  }
  // A mention's answer, opened over the list; the score table unfolded.
  await page.goto(`/app/projects/${slug}/mentions`);
  await page.getByRole('button', { name: 'Show answer' }).first().click();
  await expect(page.getByTestId('answer-view')).toBeVisible();
  await expectNoCodes(page, 'mentions with an answer open');
  await page.keyboard.press('Escape');
  await page.goto(`/app/projects/${slug}?range=90`);
  for (const summary of await page.locator('summary').all()) await summary.click();
  await expectNoCodes(page, 'overview with its tables open');
});
