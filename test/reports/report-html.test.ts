import { describe, expect, it } from 'vitest';
import { reportHtmlDocument } from '../../src/core/reports/report-html.ts';

describe('reportHtmlDocument', () => {
  it('never renders raw HTML from the Markdown', () => {
    const html = reportHtmlDocument('# T\n\n<script>alert(1)</script>\n\ntext <img src=x onerror=alert(1)> <b>b</b>\n');
    expect(html).not.toMatch(/<(script|img|b)\b/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('drops unsafe links and images, keeps http(s) links', () => {
    const html = reportHtmlDocument(
      '[bad](javascript:alert(1)) [data](data:text/html,x) [ok](https://example.com/a) ![alt](http://example.com/i.png)',
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
    expect(html).not.toMatch(/<img\b/);
    expect(html).toContain('<a href="https://example.com/a">ok</a>');
    expect(html).toContain('bad');
    expect(html).toContain('alt');
  });

  it('is a self-contained page with a restrictive CSP and the report title', () => {
    const html = reportHtmlDocument('# Report: A & <B>\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    expect(html).toContain('<title>Report: A &#38; &#60;B&#62;</title>');
    expect(html).toContain('<table>');
    expect(html).not.toMatch(/<link\b|src=|@import|url\(/);
  });
});
