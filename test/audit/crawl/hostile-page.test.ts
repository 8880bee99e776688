import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/site/analyze/analyze-site.ts';
import { crawlSite } from '../../../src/site/crawl/crawl-site.ts';
import { extractLinks } from '../../../src/site/crawl/html-links.ts';
import { boundHtml, htmlLimits } from '../../../src/site/html/bound-html.ts';
import { SiteWorkers } from '../../../src/site/worker/site-workers.ts';
import { closeSharedSafeAgents } from '../../../src/net/safe-agent.ts';
import { fixture } from '../analyze/snapshot-helper.ts';
import { html, serveSite, type FixtureSite } from './fixture-site.ts';

/** 100,000 nested <div>s, with a link before them. */
const nested = html(`<a href="/after-nested">after</a>${'<div>'.repeat(100_000)}deep${'</div>'.repeat(100_000)}`);
/** One element with 100,000 attributes, with a link before it. */
const attributes = html(
  `<a href="/after-attributes">after</a><div ${Array.from({ length: 100_000 }, (_, i) => `data-a${i}="${i}"`).join(' ')}>x</div>`,
);
/** Thousands of elements just under the attribute cap: the most parse work the caps allow. */
const wide = html(
  Array.from(
    { length: 5000 },
    (_, i) => `<span ${Array.from({ length: htmlLimits.maxAttributesPerTag }, (_, j) => `b${j}`).join(' ')}>${i}</span>`,
  )
    .join('')
    .slice(0, 1_900_000),
);

const sites: FixtureSite[] = [];
const workers = new SiteWorkers({ size: 1 });
afterAll(async () => {
  await workers.close();
  await closeSharedSafeAgents();
  await Promise.all(sites.map((s) => s.close()));
});

async function hostileSite(): Promise<FixtureSite> {
  const page = (body: string) => ({ type: 'text/html; charset=utf-8', body });
  const s = await serveSite(() => ({
    '/': page(html('<h1>Hostile</h1><a href="/nested">n</a> <a href="/attributes">a</a> <a href="/wide">w</a>')),
    '/nested': page(nested),
    '/attributes': page(attributes),
    '/wide': page(wide),
  }));
  sites.push(s);
  return s;
}

describe('HTML caps', () => {
  it('cut 100,000 nested elements at the depth cap and a tag with 100,000 attributes at the attribute cap', () => {
    expect(boundHtml(nested).cut).toBe('depth');
    expect(boundHtml(attributes).cut).toBe('attributes');
    expect(boundHtml(wide).cut).toBeNull();
    expect(boundHtml('x'.repeat(htmlLimits.maxChars + 1)).cut).toBe('size');
  });

  it('leave ordinary pages whole, attributes with quotes and ">" included', () => {
    for (const name of ['good-home.html', 'good-article.html', 'malformed.html', 'spa-shell.html'])
      expect(boundHtml(fixture(name)), name).toEqual({ html: fixture(name), cut: null });
    const tricky = '<div title="a > b" data-x=\'<p>\' hidden>text</div>';
    expect(boundHtml(tricky)).toEqual({ html: tricky, cut: null });
  });

  it('keep the links before the cut', () => {
    expect(extractLinks(nested, 'http://h.example/').map((u) => u.pathname)).toEqual(['/after-nested']);
    expect(extractLinks(attributes, 'http://h.example/').map((u) => u.pathname)).toEqual(['/after-attributes']);
  });
});

describe('a hostile site', () => {
  it('is crawled and analysed on worker threads without blocking the event loop', async () => {
    const s = await hostileSite();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // The histogram measures from its first sample on: let it take one before the work starts.
    await new Promise((resolve) => setTimeout(resolve, 25));
    const snapshot = await crawlSite(s.host, { allowPrivate: true, workers });
    const analysis = await workers.analyze(snapshot);
    delay.disable();

    expect(snapshot.pages.map((p) => new URL(p.url).pathname).sort()).toEqual(['/', '/attributes', '/nested', '/wide']);
    expect(snapshot.parseErrors).toBeUndefined();
    // The links read before each cut were followed.
    expect(s.paths('GET')).toEqual(expect.arrayContaining(['/after-nested', '/after-attributes']));
    expect(analysis.pagesAnalyzed).toBe(4);
    expect(analysis.analysisErrors).toEqual([]);
    expect(analysis).toEqual(analyzeSite(snapshot));
    // Generous: on the main thread the nested page alone held the loop for most of a minute.
    expect(delay.max / 1e6).toBeLessThan(1000);
  });

  it('fails only the page whose parse misses its deadline, and reports it as an analysis error', async () => {
    const s = await hostileSite();
    const slow = new SiteWorkers({ size: 1, parseTimeoutMs: 1, analysisTimeoutMs: 1 });
    try {
      const snapshot = await crawlSite(s.host, { allowPrivate: true, workers: slow });
      expect(snapshot.pages).toHaveLength(1);
      expect(snapshot.parseErrors).toEqual([
        { url: `${s.origin}/`, reason: 'its links could not be read: the task did not finish within 1 ms' },
      ]);
      const analysis = analyzeSite(snapshot);
      expect(analysis.analysisErrors).toContainEqual({
        checkId: null,
        url: `${s.origin}/`,
        message: 'its links could not be read: the task did not finish within 1 ms',
      });

      const failed = await slow.analyze(snapshot);
      expect(failed.scores).toEqual({ technical: null, schema: null, citability: null, eeat: null });
      expect(failed.checks.every((c) => c.status === 'error')).toBe(true);
      expect(failed.analysisErrors[0].message).toBe('the analysis could not complete: the task did not finish within 1 ms');
    } finally {
      await slow.close();
    }
  });
});
