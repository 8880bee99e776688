import fs from 'node:fs';
import { expect, test } from './fixtures.ts';

test('the citation log downloads every citation of the chosen engine as CSV, the findings page its run as NDJSON', async ({
  owner: page,
}) => {
  const slug = 'demo-lumen-sleep';
  await page.goto(`/app/projects/${slug}/citations/log`);
  await page.getByLabel('Engine').selectOption('PERPLEXITY');
  const link = page.getByTestId('download-citations-csv');
  // The dashboard's CSV starts with a byte-order mark: Excel reads UTF-8 only with it.
  await expect(link).toHaveAttribute('href', `/app/api/projects/${slug}/citations.csv?engine=PERPLEXITY&bom=1`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${slug}-citations.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'id,engine,observedAt,url,normalizedUrl,host,title,position,isClientDomain,isCompetitorDomain,citationConfidence,matchedEntity,auditRunId,answerId,promptId,promptText',
  );
  expect(lines.length).toBeGreaterThan(10);
  expect(lines.slice(1).every((l) => l.split(',')[1] === 'PERPLEXITY')).toBe(true);

  await page.goto(`/app/projects/${slug}/findings`);
  const [nd] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-findings-ndjson').click()]);
  const findings = fs
    .readFileSync(await nd.path(), 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { severity: string });
  expect(findings.length).toBeGreaterThan(0);
  expect(findings[0].severity).toBe('CRITICAL');
});
