// The funnel's check of many cited pages (answerCrawlerRefusal: each group of the file matched once
// per path) says what the per-crawler rule (answerCrawlersRefused: every answer crawler and the
// crawler it rides on) says, for files with own groups, merged groups, a crawler that rides on
// Googlebot, and the files read as "allow all" or "disallow all".
import { describe, expect, it } from 'vitest';
import { robotsPolicyOf } from '../../src/site/analyze/robots.ts';
import { answerCrawlerRefusal, answerCrawlersRefused } from '../../src/core/crawlers-report/robots-refusals.ts';
import { resource } from '../audit/analyze/snapshot-helper.ts';

const url = 'https://site.example/robots.txt';
const files: [string, { status?: number; body: string }][] = [
  ['a star group only', { body: 'User-agent: *\nDisallow: /private/\nAllow: /private/open\n' }],
  [
    'own groups beside the star',
    {
      body: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: PerplexityBot\nDisallow: /page/1\n\nUser-agent: OAI-SearchBot\nUser-agent: ChatGPT-User\nDisallow: /*.pdf$\n',
    },
  ],
  ['Googlebot refused in its own group', { body: 'User-agent: Googlebot\nDisallow: /shop/\n\nUser-agent: *\nAllow: /\n' }],
  [
    'a group given twice (merged)',
    { body: 'User-agent: bingbot\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n\nUser-agent: Bingbot\nDisallow: /c\n' },
  ],
  ['unreachable (5xx: disallow all)', { status: 503, body: 'down' }],
  ['not found (4xx: allow all)', { status: 404, body: 'nope' }],
];
const paths = [
  '/',
  '/robots.txt',
  '/admin/x',
  '/private/a',
  '/private/open/b',
  '/page/12',
  '/page/2',
  '/doc.pdf',
  '/doc.pdf?x=1',
  '/shop/item',
  '/a/1',
  '/b',
  '/c%2Fd',
  '/caf%C3%A9',
];

describe('answerCrawlerRefusal', () => {
  for (const [name, file] of files)
    it(`agrees with the per-crawler rule: ${name}`, () => {
      const policy = robotsPolicyOf(resource(url, { ...file, contentType: 'text/plain' }));
      const refused = answerCrawlerRefusal(policy);
      const verdicts = paths.map((p) => [p, refused(p)]);
      expect(verdicts).toEqual(paths.map((p) => [p, answerCrawlersRefused(policy, p).length > 0]));
      // Each file refuses something and allows something, so the comparison can fail both ways.
      if (file.status === undefined) expect(new Set(verdicts.map(([, v]) => v)).size).toBe(2);
    });
});
