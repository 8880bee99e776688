import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { codeSpan, escapeMarkdown, oneLine } from '../../src/core/reports/escape-markdown.ts';

// A plain GFM renderer with default options: what a client might render the report with.
const gfm = new Marked({ gfm: true });
const inline = (md: string) => gfm.parseInline(md, { async: false });
const block = (md: string) => gfm.parse(md, { async: false });

const hostile = [
  '<script>alert(1)</script>',
  'x<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '![img](http://evil.example/x.png)',
  '[a][ref]\n\n[ref]: http://evil.example',
  '<https://evil.example>',
  'https://evil.example/path',
  'see www.evil.example now',
  '_www.evil.example',
  'write to me@evil.example',
  'mailto:me@evil.example',
  '&lt;script&gt; &#106;avascript &#x6a;',
  '*bold* __strong__ ~~del~~ `code`',
  'line1\nline2\r\n# heading\n\n- item',
  '\\',
  'trailing backslash \\',
];

describe('escapeMarkdown', () => {
  it.each(hostile)('renders %j as plain text without HTML or links', (text) => {
    const html = inline(escapeMarkdown(text));
    expect(html).not.toMatch(/<(?!\/?p>)/); // only entity-escaped angle brackets remain
    expect(html).not.toContain('href');
    // What the reader sees is the original text, whitespace collapsed.
    const shown = html
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(shown).toBe(oneLine(text));
  });

  it('keeps a table cell a single cell whatever the text holds', () => {
    for (const text of ['a | b | c', 'x\n| y | z |\n|---|---|', '\\| escaped already', '`a|b`']) {
      const html = block(`| h1 | h2 |\n|---|---|\n| ${escapeMarkdown(text)} | end |\n`);
      expect(html.match(/<td>/g)).toHaveLength(2);
      expect(html).toContain('<td>end</td>');
    }
  });

  it('neutralises block syntax at the start', () => {
    for (const text of ['# Title', '- item', '+ item', '1. item', '2024) year', '> quote', '---', '===', '```js']) {
      const html = block(escapeMarkdown(text));
      expect(html.trim()).toMatch(/^<p>.*<\/p>$/s);
    }
  });

  it('leaves ordinary text readable', () => {
    expect(escapeMarkdown('E-E-A-T score 3.5 (good) for R&D, 100%!')).toBe('E-E-A-T score 3.5 (good) for R&D, 100%!');
  });

  it('joins lines, strips control and bidi-override characters and caps the length', () => {
    expect(escapeMarkdown('a\nb\r\n\tc\u0000d\u202eе')).toBe('a b cdе');
    const long = escapeMarkdown('x'.repeat(5000), 100);
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('codeSpan', () => {
  it('shows a URL verbatim and never as a link', () => {
    const url = 'https://www.evil.example/a?b=<script>&c=[x](javascript:y)';
    const html = inline(codeSpan(url));
    expect(html).toBe('<code>https://www.evil.example/a?b=&lt;script&gt;&amp;c=[x](javascript:y)</code>');
  });

  it('survives backticks inside', () => {
    expect(inline(codeSpan('a`b``c'))).toBe('<code>a`b``c</code>');
    expect(inline(codeSpan('`edge`'))).toBe('<code>`edge`</code>');
  });
});
