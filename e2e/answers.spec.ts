// The answer viewer: an engine's Markdown rendered (no Markdown syntax left on the page), every
// name extraction stored marked where it stands, the citations as numbered chips linked to their
// sources, retrieved-only sources apart; and an answer of hostile Markdown (script, img onerror,
// javascript: links, iframe, svg onload, a remote image) rendered inert.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { HOSTILE_BRAND, HOSTILE_PROJECT, HOSTILE_RIVAL, HOSTILE_SLUG } from './hostile-names.mjs';
import { engineNames } from '../src/engines/engine-list.ts';
import { engineProvider } from '../src/engines/providers.ts';
import { engineLabels } from '../src/core/contract/labels.ts';
import { trpcQuery } from './support.ts';

interface Answer {
  id: string;
  text: string | null;
  sources: { url: string; attachment: string; spans: { start: number; end: number }[] }[];
  mentions: { name: string; kind: string; located: string; spans: { start: number; end: number }[] }[];
}
interface Search {
  position: number;
  query: string;
  foundUrls: string[] | null;
  ledToCitation: boolean | null;
  ledToClientCitation: boolean | null;
  ledToCompetitorCitation: boolean | null;
}
interface AnswerPage {
  data: { id: string; engine: string; trackedPromptId: string | null }[];
}

/** Markdown a reader should never see once the answer is rendered. */
const markdownSyntax = [/\*\*/, /^#{1,6} /m, /\]\(/, /\|\s*-{3,}/, /^\s*[-*] \[/m, /`{3}/, /\[\[\d+\]\]/];

/** Every stored mention span is marked, with exactly the text of the answer at its offsets. */
async function expectEveryMentionMarked(page: Page, answer: Answer) {
  const view = page.getByTestId('answer-text');
  const marks = await view
    .locator('mark[data-span]')
    .evaluateAll((els) => els.map((el) => ({ span: (el as HTMLElement).dataset.span ?? '', text: el.textContent ?? '' })));
  const byId = new Map<string, string>();
  for (const m of marks) byId.set(m.span, (byId.get(m.span) ?? '') + m.text);
  const expected = answer.mentions.flatMap((m, i) => m.spans.map((s, j) => [`${i}:${j}`, answer.text!.slice(s.start, s.end)] as const));
  expect(expected.length).toBeGreaterThan(0);
  for (const [id, text] of expected) expect(byId.get(id), `mark ${id}`).toBe(text);
  expect(byId.size).toBe(expected.length);
}

async function openAnswer(page: Page, slug: string, id: string) {
  await page.goto(`/app/projects/${slug}/answers/${id}?range=90`);
  await expect(page.getByTestId('answer-view')).toBeVisible();
}

test('hostile Markdown in an answer is shown, never run', async ({ owner: page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const list = await trpcQuery<AnswerPage>(page, 'projects.answers', { slug: HOSTILE_SLUG });
  expect(list.data).toHaveLength(1);
  const answer = await trpcQuery<Answer>(page, 'projects.answer', { id: list.data[0].id });

  // Reached as an owner would: the cell's list, then "Read".
  await page.goto(`/app/projects/${HOSTILE_SLUG}/answers?range=7`);
  await page.getByTestId('answers-table').getByRole('link', { name: /Read/ }).click();
  const view = page.getByTestId('answer-text');
  await expect(view).toBeVisible();

  // Nothing of the answer's markup became an element; its raw HTML is there as text.
  await expect(view.locator('script, img, iframe, svg, object, embed, style, input, form')).toHaveCount(0);
  await expect(view).toContainText("<script>window.__pwned = 'script'</script>");
  await expect(view).toContainText('<img src=x onerror=');
  for (const href of await view.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^(https?:|mailto:)/);
  }
  for (const a of await view.locator('a').all()) {
    expect(await a.getAttribute('onclick')).toBeNull();
  }
  // The Markdown javascript: link lost its target (clicking it does nothing); the HTML one is text.
  await view.getByText('Cliquez ici').click();
  await expect(view).toContainText(`<a href="javascript:window.__pwned='a'"`);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The remote image was not loaded: its alt text stands in its place.
  expect(requested.filter((u) => u.includes('tracker.invalid'))).toEqual([]);
  await expect(view).toContainText('pixel');

  // Rendered Markdown: a heading, bold, a table; no syntax left.
  await expect(view.getByRole('heading', { level: 2 })).toContainText('Comparatif');
  await expect(view.locator('strong')).toContainText(HOSTILE_BRAND);
  await expect(view.locator('table td')).toHaveCount(4);
  const shown = (await view.innerText()).replace(/<[^>]*>/g, '');
  for (const syntax of markdownSyntax) expect(shown).not.toMatch(syntax);

  // The brand and the competitor are marked where extraction found them.
  expect(answer.mentions.map((m) => [m.name, m.located])).toEqual(
    expect.arrayContaining([
      [HOSTILE_PROJECT, 'recorded'],
      [HOSTILE_RIVAL, 'recorded'],
    ]),
  );
  await expectEveryMentionMarked(page, answer);
  const legend = page.getByTestId('mention-legend');
  await expect(legend).toContainText(`${HOSTILE_PROJECT} Your brand`);
  await expect(legend).toContainText(`${HOSTILE_RIVAL} Competitor`);

  // The citations: chips 1 and 2 in place of the engine's markers, linked to the sources listed below.
  const chips = view.locator('a.chip');
  await expect(chips).toHaveText(['1', '2']);
  await expect(chips.first()).toHaveAttribute('href', 'https://rival.example/tarifs');
  await expect(page.getByTestId('cited-sources').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('retrieved-sources')).toContainText('Retrieved but not cited (1)');
  await expectAccessible(page);
});

test('demo answers read as the engines wrote them: no Markdown syntax, every stored name marked, citations as chips', async ({
  owner: page,
}) => {
  const slug = 'demo-lumen-sleep';
  const seen = new Set<string>();
  for (const engine of engineNames) {
    const list = await trpcQuery<AnswerPage>(page, 'projects.answers', { slug, engine, limit: 5 });
    expect(list.data.length, engine).toBeGreaterThan(0);
    const answer = await trpcQuery<Answer>(page, 'projects.answer', { id: list.data[0].id });
    await openAnswer(page, slug, answer.id);
    const view = page.getByTestId('answer-text');
    const shown = await view.innerText();
    for (const syntax of markdownSyntax) expect(shown, `${engine}: ${String(syntax)}`).not.toMatch(syntax);
    await expectEveryMentionMarked(page, answer);
    const cited = answer.sources.filter((s) => s.attachment !== 'listed' && s.spans.length > 0);
    // One chip per cited span at least (several sources on one passage share its place).
    expect(await view.locator('.chip').count(), engine).toBeGreaterThanOrEqual(cited.length ? 1 : 0);
    await expect(page.getByTestId('cited-sources').locator('li')).toHaveCount(cited.length);
    seen.add(engine);
  }
  expect(seen.size).toBe(engineNames.length);
  await expectAccessible(page);
});

test('the answer view shows what the engine searched for: in order, whether each led to a citation, its results folded; or why there are none', async ({
  owner: page,
}) => {
  const slug = 'demo-lumen-sleep';
  const answerOf = async (engine: string) => {
    const list = await trpcQuery<AnswerPage>(page, 'projects.answers', { slug, engine, limit: 1 });
    return trpcQuery<Answer & { searchQueries: Search[] | null }>(page, 'projects.answer', { id: list.data[0].id });
  };
  // An engine that links its searches to their results (Claude's search result blocks).
  const claude = engineNames.find((e) => engineProvider[e] === 'anthropic')!;
  const linked = await answerOf(claude);
  expect(linked.searchQueries?.length).toBeGreaterThan(0);
  await openAnswer(page, slug, linked.id);
  const section = page.getByTestId('answer-searches');
  await expect(section.getByRole('heading', { name: 'What the engine searched for' })).toBeVisible();
  const rows = section.getByTestId('search-row');
  await expect(rows).toHaveCount(linked.searchQueries!.length);
  for (const [i, q] of linked.searchQueries!.entries()) {
    const cells = rows.nth(i).locator('td');
    await expect(cells.nth(0)).toHaveText(String(q.position));
    await expect(cells.nth(1)).toHaveText(q.query);
    const whose = [q.ledToClientCitation && 'your site', q.ledToCompetitorCitation && 'a competitor’s site'].filter(Boolean);
    await expect(cells.nth(2)).toHaveText(q.ledToCitation ? (whose.length ? `yes: ${whose.join(' and ')}` : 'yes') : 'no');
  }
  // The found URLs are folded until asked for.
  const withResults = linked.searchQueries!.findIndex((q) => (q.foundUrls?.length ?? 0) > 0);
  expect(withResults).toBeGreaterThanOrEqual(0);
  const details = rows.nth(withResults).locator('details');
  await expect(details.locator('a').first()).toBeHidden();
  await details.locator('summary').click();
  await expect(details.locator('a')).toHaveCount(linked.searchQueries![withResults].foundUrls!.length);
  await expect(details.locator('a').first()).toHaveAttribute('href', linked.searchQueries![withResults].foundUrls![0]);
  await expectAccessible(page);

  // An engine that searches without linking its searches to results (Gemini's webSearchQueries).
  const gemini = engineNames.find((e) => engineProvider[e] === 'google')!;
  const unlinked = await answerOf(gemini);
  expect(unlinked.searchQueries?.length).toBeGreaterThan(0);
  await openAnswer(page, slug, unlinked.id);
  await expect(rows).toHaveCount(unlinked.searchQueries!.length);
  await expect(rows.first().locator('td').nth(2)).toHaveText('not linked by the provider');

  // An engine that does not expose its searches (SerpApi's): said so, nothing invented.
  const serp = engineNames.find((e) => engineProvider[e] === 'serpapi')!;
  const hidden = await answerOf(serp);
  expect(hidden.searchQueries).toBeNull();
  await openAnswer(page, slug, hidden.id);
  await expect(section).toContainText('This engine does not expose its searches');
  await expect(rows).toHaveCount(0);

  // An engine that exposes its searches and ran none (the planted answer, e2e/hostile-answer.mjs).
  const planted = await trpcQuery<AnswerPage>(page, 'projects.answers', { slug: HOSTILE_SLUG });
  const none = await trpcQuery<Answer & { searchQueries: Search[] | null }>(page, 'projects.answer', { id: planted.data[0].id });
  expect(none.searchQueries).toEqual([]);
  await openAnswer(page, HOSTILE_SLUG, none.id);
  await expect(section).toContainText('No searches for this answer');
  await expect(rows).toHaveCount(0);
});

interface Fanout {
  answers: number;
  engines: { engine: string; exposed: number }[];
  queries: {
    query: string;
    searches: number;
    engines: string[];
    linked: number;
    ledToClientCitation: number;
    ledToCompetitorCitation: number;
  }[];
  changes: { newQueries: string[]; vanishedQueries: string[]; newQueryCount: number; vanishedQueryCount: number } | null;
}

test("a prompt's answers show what the engines searched for it: the API's fan-out report for that prompt, and its searches to download", async ({
  owner: page,
}) => {
  const slug = 'demo-lumen-sleep';
  const list = await trpcQuery<AnswerPage>(page, 'projects.answers', { slug, limit: 1 });
  const promptId = list.data[0].trackedPromptId!;
  // The page's own request for the report: its input (the range the page computed) is read back.
  const asked = page.waitForRequest((r) => r.url().includes('projects.fanout'));
  await page.goto(`/app/projects/${slug}/answers?prompt=${encodeURIComponent(promptId)}&range=90`);
  const url = new URL((await asked).url());
  const paths = url.pathname.replace('/trpc/', '').split(',');
  const input = (JSON.parse(url.searchParams.get('input')!) as Record<string, unknown>)[String(paths.indexOf('projects.fanout'))];
  expect(input).toMatchObject({ slug, trackedPromptId: promptId });
  const report = await trpcQuery<Fanout>(page, 'projects.fanout', input);
  expect(report.answers).toBeGreaterThan(0);
  expect(report.queries.length).toBeGreaterThan(0);

  const section = page.getByTestId('prompt-searches');
  await expect(section.getByRole('heading', { name: 'What the engines searched for' })).toBeVisible();
  const rows = section.getByTestId('fanout-queries').locator('tbody tr');
  await expect(rows).toHaveCount(report.queries.length);
  for (const [i, q] of report.queries.entries()) {
    const cells = rows.nth(i).locator('td');
    await expect(cells.nth(0)).toHaveText(q.query);
    await expect(cells.nth(1)).toHaveText(String(q.searches));
    await expect(cells.nth(2)).toHaveText(q.engines.map((e) => engineLabels[e as keyof typeof engineLabels]).join(', '));
    const led = (n: number) => (q.linked === 0 ? 'not linked by the provider' : `${n} of ${q.linked}`);
    await expect(cells.nth(3)).toHaveText(led(q.ledToClientCitation));
    await expect(cells.nth(4)).toHaveText(led(q.ledToCompetitorCitation));
  }
  // The engines that do not expose their searches are named, not counted as searching nothing.
  const hidden = report.engines.filter((e) => e.exposed === 0).map((e) => engineLabels[e.engine as keyof typeof engineLabels]);
  expect(hidden.length).toBeGreaterThan(0);
  for (const name of hidden) await expect(section.getByTestId('fanout-hidden')).toContainText(name);
  // New and vanished since the previous audit (the demo has a history of audits).
  expect(report.changes).not.toBeNull();
  await expect(section.getByTestId('fanout-new').getByRole('heading')).toHaveText(
    `New since the previous audit (${report.changes!.newQueryCount})`,
  );
  await expect(section.getByTestId('fanout-vanished').getByRole('heading')).toHaveText(
    `Vanished since the previous audit (${report.changes!.vanishedQueryCount})`,
  );
  await expect(section.getByTestId('fanout-new').locator('li')).toHaveCount(
    report.changes!.newQueries.length + (report.changes!.newQueryCount > report.changes!.newQueries.length ? 1 : 0),
  );
  // Every search of this prompt's answers, to download: the search-queries export for the prompt.
  const csv = section.getByTestId('download-search-queries-csv');
  const href = (await csv.getAttribute('href'))!;
  expect(href).toContain(`/app/api/projects/${slug}/search-queries.csv?`);
  expect(new URL(href, url).searchParams.get('trackedPromptId')).toBe(promptId);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  const lines = (await file.text()).trimEnd().split('\r\n');
  expect(lines[0].replace(/^\uFEFF/, '').split(',')).toContain('ledToClientCitation');
  expect(lines.length - 1).toBeGreaterThanOrEqual(report.queries.reduce((n, q) => Math.max(n, q.searches), 0));
  await expectAccessible(page);
});
