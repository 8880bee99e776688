import { describe, expect, it } from 'vitest';
import { llmsTxtReportOf, validateLlmsTxt } from '../../../src/site/analyze/llms-txt.ts';
import { resource } from './snapshot-helper.ts';

const origin = 'https://www.example.com';
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

const complete = `# Example Corp

> Example Corp makes accounting software for small businesses in Europe.

Example Corp was founded in 2012. Prices are in euros.

## Docs

- [Quick start](https://www.example.com/docs/start): install and first invoice
- [API reference](/docs/api): every endpoint
- [Pricing](https://example.com/pricing)

## Optional

- [Blog](https://blog.other.example/): company news
`;

describe('llms.txt validator (llmstxt.org format)', () => {
  it('reads a complete file: title, summary, details, sections and links', () => {
    const r = validateLlmsTxt(complete, { origin });
    expect(r.valid).toBe(true);
    expect(r.errors).toEqual([]);
    expect(r.title).toBe('Example Corp');
    expect(r.summary).toBe('Example Corp makes accounting software for small businesses in Europe.');
    expect(r.details).toContain('founded in 2012');
    expect(r.sections.map((s) => [s.name, s.optional, s.links.length])).toEqual([
      ['Docs', false, 3],
      ['Optional', true, 1],
    ]);
    expect(r.links[0]).toMatchObject({ name: 'Quick start', notes: 'install and first invoice', sameSite: true });
    expect(r.links[1]).toMatchObject({ url: '/docs/api', absoluteUrl: 'https://www.example.com/docs/api', sameSite: true });
    expect(r.links[2]).toMatchObject({ sameSite: true, notes: null }); // www. ignored
    expect(r.links[3]).toMatchObject({ sameSite: false, section: 'Optional' });
  });

  it('requires an H1 first', () => {
    expect(codes(validateLlmsTxt('Some text\n# Title\n', { origin }).errors)).toEqual(['h1-not-first']);
    expect(codes(validateLlmsTxt('## Section\n- [a](/a)\n', { origin }).errors)).toEqual(['missing-h1']);
    expect(validateLlmsTxt('\n\n# Title only\n', { origin }).valid).toBe(true);
  });

  it('rejects empty, HTML and binary files', () => {
    expect(codes(validateLlmsTxt('   \n', { origin }).errors)).toEqual(['empty']);
    expect(codes(validateLlmsTxt('<!DOCTYPE html><html><body>App</body></html>', { origin }).errors)).toEqual(['served-as-html']);
    expect(codes(validateLlmsTxt('# Title\n', { origin, contentType: 'text/html; charset=utf-8' }).errors)).toEqual(['served-as-html']);
    expect(codes(validateLlmsTxt('\u0000\u0001\u0002garbage\u0003', { origin }).errors)).toEqual(['binary']);
  });

  it('warns about what weakens the file without making it invalid', () => {
    const r = validateLlmsTxt('# T\n\n## Links\n- just text\n- [x](mailto:a@b.c)\n## Empty\n\n# Second H1\n', { origin });
    expect(r.valid).toBe(true);
    expect(codes(r.warnings)).toEqual(
      expect.arrayContaining(['list-item-without-link', 'invalid-link-url', 'empty-section', 'multiple-h1', 'missing-summary']),
    );
  });

  it('warns when no section lists a link, and when most links leave the site', () => {
    expect(codes(validateLlmsTxt('# T\n> Summary of the site in a few words here.\n', { origin }).warnings)).toContain('no-links');
    const off = validateLlmsTxt('# T\n> A summary that is long enough.\n## L\n- [a](https://a.example/)\n- [b](https://b.example/)\n', {
      origin,
    });
    expect(codes(off.warnings)).toContain('mostly-off-site');
  });

  it('does not read headings inside code fences', () => {
    const r = validateLlmsTxt('# T\n\n```\n## Not a section\n```\n\n## Real\n- [a](/a)\n', { origin });
    expect(r.sections.map((s) => s.name)).toEqual(['Real']);
  });

  it('accepts a BOM and CRLF line ends', () => {
    const r = validateLlmsTxt('\uFEFF# Title\r\n\r\n> Summary\r\n\r\n## S\r\n- [a](/a): n\r\n', { origin });
    expect(r).toMatchObject({ valid: true, title: 'Title', summary: 'Summary' });
    expect(r.links).toHaveLength(1);
  });

  it('turns a fetch into a report: only a 2xx is present', () => {
    expect(llmsTxtReportOf(resource(`${origin}/llms.txt`, { status: 404, body: 'nope' }), origin)).toMatchObject({
      present: false,
      status: 404,
      valid: false,
    });
    expect(llmsTxtReportOf(null, origin)).toMatchObject({ present: false, status: 0 });
    const empty = llmsTxtReportOf(resource(`${origin}/llms.txt`, { body: '' }), origin);
    expect(empty).toMatchObject({ present: true, valid: false });
    expect(codes(empty.errors)).toEqual(['empty']);
    expect(llmsTxtReportOf(resource(`${origin}/llms.txt`, { body: complete, contentType: 'text/markdown' }), origin).valid).toBe(true);
  });

  it('never throws on hostile input', () => {
    const huge = `# T\n${'- [x](/x)\n'.repeat(300_000)}`;
    const r = validateLlmsTxt(huge, { origin });
    expect(r.links.length).toBeLessThanOrEqual(2000);
    expect(() => validateLlmsTxt('# [[[[(((((\n## ]]]]\n- [](\n- [a](b c d)\n', { origin })).not.toThrow();
  });
});
