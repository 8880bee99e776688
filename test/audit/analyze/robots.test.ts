import { describe, expect, it } from 'vitest';
import {
  evaluateRobots,
  normalisePercentEncoding,
  parseRobotsTxt,
  patternMatches,
  policyAllows,
  productTokenOf,
  robotsParseLimitBytes,
  robotsPolicyOf,
} from '../../../src/site/analyze/robots.ts';
import { resource } from './snapshot-helper.ts';

const allowed = (txt: string, agent: string, path: string) => evaluateRobots(parseRobotsTxt(txt), agent, path).allowed;

describe('robots.txt groups (RFC 9309 section 2.1-2.2.1)', () => {
  // The RFC's own worked example, restated: a catch-all group, a bot with a mostly closed site,
  // two bots sharing one group, and a bot whose group has no rules at all.
  const example = [
    'User-Agent: *',
    'Disallow: *.gif$',
    'Disallow: /example/',
    'Allow: /publications/',
    '',
    'User-Agent: foobot',
    'Disallow:/',
    'Allow:/example/page.html',
    'Allow:/example/allowed.gif',
    '',
    'User-Agent: barbot',
    'User-Agent: bazbot',
    'Disallow: /example/page.html',
    '',
    'User-Agent: quxbot',
    '',
  ].join('\n');

  it('gives foobot only the two pages it allows', () => {
    expect(allowed(example, 'foobot', '/example/page.html')).toBe(true);
    expect(allowed(example, 'foobot', '/example/allowed.gif')).toBe(true);
    expect(allowed(example, 'foobot', '/')).toBe(false);
    expect(allowed(example, 'foobot', '/example/other.html')).toBe(false);
    expect(allowed(example, 'foobot', '/publications/')).toBe(false);
  });

  it('applies one group to every user-agent line that opens it', () => {
    for (const bot of ['barbot', 'bazbot']) {
      expect(allowed(example, bot, '/example/page.html')).toBe(false);
      expect(allowed(example, bot, '/example/other.html')).toBe(true);
      expect(allowed(example, bot, '/picture.gif')).toBe(true);
    }
  });

  it('lets a bot with an empty group go anywhere (its own group replaces *)', () => {
    expect(allowed(example, 'quxbot', '/example/page.html')).toBe(true);
    expect(allowed(example, 'quxbot', '/picture.gif')).toBe(true);
  });

  it('falls back to the * group for bots without a group of their own', () => {
    expect(allowed(example, 'otherbot', '/picture.gif')).toBe(false);
    expect(allowed(example, 'otherbot', '/picture.gif?size=2')).toBe(true); // $ anchors the end
    expect(allowed(example, 'otherbot', '/example/x')).toBe(false);
    expect(allowed(example, 'otherbot', '/publications/2024')).toBe(true);
    expect(allowed(example, 'otherbot', '/about')).toBe(true);
  });

  it('matches product tokens case-insensitively, in the file and in the query', () => {
    const txt = 'USER-AGENT: GPTBOT\nDISALLOW: /\n';
    expect(allowed(txt, 'GPTBot', '/')).toBe(false);
    expect(allowed(txt, 'gptbot', '/x')).toBe(false);
    expect(allowed(txt, 'ClaudeBot', '/x')).toBe(true);
  });

  it('reads the product token out of a full user-agent value', () => {
    expect(productTokenOf('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe('googlebot');
    expect(productTokenOf('  *  ')).toBe('*');
    expect(productTokenOf('/weird')).toBeNull();
    expect(allowed('User-agent: Googlebot/2.1\nDisallow: /private\n', 'Googlebot', '/private/x')).toBe(false);
  });

  it('merges every group that names the same bot', () => {
    const txt = 'User-agent: GPTBot\nDisallow: /a\n\nUser-agent: *\nDisallow: /\n\nUser-agent: gptbot\nDisallow: /b\n';
    expect(allowed(txt, 'GPTBot', '/a/1')).toBe(false);
    expect(allowed(txt, 'GPTBot', '/b/1')).toBe(false);
    expect(allowed(txt, 'GPTBot', '/c')).toBe(true);
  });

  it('does not end a group at a blank line or comment, only at a user-agent after a rule', () => {
    const txt = 'User-agent: a\n\n# comment\n\nDisallow: /x\nUser-agent: b\nDisallow: /y\n';
    expect(allowed(txt, 'a', '/x')).toBe(false);
    expect(allowed(txt, 'a', '/y')).toBe(true);
    expect(allowed(txt, 'b', '/y')).toBe(false);
    expect(allowed(txt, 'b', '/x')).toBe(true);
  });

  it('ignores rules that come before any user-agent line', () => {
    const parsed = parseRobotsTxt('Disallow: /\nUser-agent: *\nDisallow: /private\n');
    expect(evaluateRobots(parsed, 'any', '/').allowed).toBe(true);
    expect(evaluateRobots(parsed, 'any', '/private').allowed).toBe(false);
    expect(parsed.ignored[0]).toMatchObject({ line: 1, reason: 'rule-outside-group' });
  });

  it('allows everything when no group applies', () => {
    expect(allowed('User-agent: somebot\nDisallow: /\n', 'GPTBot', '/x')).toBe(true);
    expect(allowed('', 'GPTBot', '/x')).toBe(true);
  });

  it('keeps a group open across Sitemap and other non-group lines', () => {
    const txt = 'User-agent: a\nSitemap: https://example.com/sitemap.xml\nCrawl-delay: 10\nDisallow: /x\n';
    const parsed = parseRobotsTxt(txt);
    expect(evaluateRobots(parsed, 'a', '/x').allowed).toBe(false);
    expect(parsed.sitemaps).toEqual(['https://example.com/sitemap.xml']);
    expect(parsed.extensionFields).toContain('crawl-delay');
    expect(parsed.ignoredCount).toBe(0);
  });
});

describe('robots.txt rules (RFC 9309 section 2.2.2-2.2.3)', () => {
  it('lets the longest matching rule win', () => {
    const txt = 'User-agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
    expect(allowed(txt, 'foobot', '/example/page/')).toBe(true);
    expect(allowed(txt, 'foobot', '/example/page/other.html')).toBe(true);
    expect(allowed(txt, 'foobot', '/example/page/disallowed.gif')).toBe(false);
    expect(allowed('User-agent: *\nAllow: /\nDisallow: /cgi-bin\n', 'x', '/cgi-bin/run')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /\nAllow: /public\n', 'x', '/public/a')).toBe(true);
  });

  it('prefers allow when an allow and a disallow rule match equally', () => {
    expect(allowed('User-agent: *\nDisallow: /page\nAllow: /page\n', 'x', '/page')).toBe(true);
    expect(allowed('User-agent: *\nAllow: /page\nDisallow: /page\n', 'x', '/page')).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /*.php\nAllow: /a.php\n', 'x', '/a.php')).toBe(true);
  });

  it('ignores an empty pattern: "Disallow:" alone allows everything', () => {
    expect(allowed('User-agent: *\nDisallow:\n', 'x', '/anything')).toBe(true);
  });

  it('supports * anywhere and $ at the end', () => {
    const txt = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /*/private/\nDisallow: /fish*\n';
    expect(allowed(txt, 'x', '/docs/file.pdf')).toBe(false);
    expect(allowed(txt, 'x', '/docs/file.pdf?download=1')).toBe(true);
    expect(allowed(txt, 'x', '/docs/file.pdfx')).toBe(true);
    expect(allowed(txt, 'x', '/team/private/notes')).toBe(false);
    expect(allowed(txt, 'x', '/private/notes')).toBe(true);
    expect(allowed(txt, 'x', '/fish')).toBe(false);
    expect(allowed(txt, 'x', '/fishing')).toBe(false);
    expect(allowed(txt, 'x', '/Fish')).toBe(true); // paths are case-sensitive
  });

  it('treats $ other than at the end as a literal character', () => {
    expect(patternMatches('/a$b', '/a$b/c')).toBe(true);
    expect(patternMatches('/a$', '/a')).toBe(true);
    expect(patternMatches('/a$', '/ab')).toBe(false);
    expect(patternMatches('*', '/')).toBe(true);
  });

  it('matches stars against later occurrences and anchors the last piece', () => {
    expect(patternMatches('/*ab$', '/abxab')).toBe(true);
    expect(patternMatches('/a*b*c$', '/abcabc')).toBe(true);
    expect(patternMatches('/a*a$', '/a')).toBe(false);
    expect(patternMatches('/a*a$', '/aa')).toBe(true);
    expect(patternMatches('/**x', '/yyx')).toBe(true);
    expect(patternMatches('/x*', '/y')).toBe(false);
  });

  it('matches the query string as part of the path', () => {
    const txt = 'User-agent: *\nDisallow: /search?q=\n';
    expect(allowed(txt, 'x', 'https://example.com/search?q=shoes')).toBe(false);
    expect(allowed(txt, 'x', 'https://example.com/search')).toBe(true);
  });

  it('compares paths and patterns with normalised percent-encoding', () => {
    expect(normalisePercentEncoding('/foo/bar/ツ')).toBe('/foo/bar/%E3%83%84');
    expect(normalisePercentEncoding('/foo/bar/%e3%83%84')).toBe('/foo/bar/%E3%83%84');
    expect(normalisePercentEncoding('/foo/bar/%62%61%7A')).toBe('/foo/bar/baz');
    expect(normalisePercentEncoding('/a%2Fb')).toBe('/a%2Fb'); // "/" is reserved: stays encoded
    expect(normalisePercentEncoding('/100%')).toBe('/100%25');
    expect(allowed('User-agent: *\nDisallow: /foo/bar/ツ\n', 'x', 'https://example.com/foo/bar/%E3%83%84')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /foo/bar/%E3%83%84\n', 'x', 'https://example.com/foo/bar/ツ')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /foo/bar/%62%61%7A\n', 'x', '/foo/bar/baz')).toBe(false);
  });

  it('always allows /robots.txt itself', () => {
    expect(allowed('User-agent: *\nDisallow: /\n', 'x', '/robots.txt')).toBe(true);
  });

  it('reports the deciding rule and the group obeyed', () => {
    const v = evaluateRobots(parseRobotsTxt('User-agent: *\nAllow: /\nUser-agent: GPTBot\nDisallow: /\n'), 'GPTBot', '/x');
    expect(v).toMatchObject({ allowed: false, group: 'gptbot', rule: { allow: false, pattern: '/', line: 4 } });
  });
});

describe('robots.txt syntax and limits (RFC 9309 sections 2.2.4, 2.5)', () => {
  it('strips comments, a BOM, and accepts CRLF and CR line ends', () => {
    const txt = '\uFEFFUser-agent: *\r\nDisallow: /private # keep out\r\n# Disallow: /commented\rDisallow: /tmp\r';
    expect(allowed(txt, 'x', '/private/a')).toBe(false);
    expect(allowed(txt, 'x', '/tmp/a')).toBe(false);
    expect(allowed(txt, 'x', '/commented')).toBe(true);
    expect(allowed('\u00ef\u00bb\u00bfUser-agent: *\nDisallow: /x\n', 'y', '/x')).toBe(false);
  });

  it('ignores garbage lines and reports them, keeping the valid rules', () => {
    const parsed = parseRobotsTxt('User-agent: *\nthis is not a rule\nDisalow: /typo\n<html>\nDisallow: /real\n');
    expect(evaluateRobots(parsed, 'x', '/typo').allowed).toBe(true);
    expect(evaluateRobots(parsed, 'x', '/real').allowed).toBe(false);
    expect(parsed.ignoredCount).toBe(3);
    expect(parsed.ignored.map((l) => l.reason)).toEqual(['no-separator', 'unknown-field', 'no-separator']);
  });

  it('parses at most 500 KiB and drops the line cut by the limit', () => {
    const head = 'User-agent: *\nDisallow: /early\n';
    const filler = `# ${'x'.repeat(1000)}\n`.repeat(Math.ceil(robotsParseLimitBytes / 1003));
    const txt = `${head}${filler}Disallow: /\n`;
    const parsed = parseRobotsTxt(txt);
    expect(parsed.truncated).toBe(true);
    expect(evaluateRobots(parsed, 'x', '/early').allowed).toBe(false);
    expect(evaluateRobots(parsed, 'x', '/late').allowed).toBe(true);
    // A rule cut in half at the limit must not turn into "Disallow: /".
    const pad = 'User-agent: *\n' + '#'.repeat(robotsParseLimitBytes - 14 - 11) + '\n';
    const cut = parseRobotsTxt(`${pad}Disallow: /private-area\n`);
    expect(cut.truncated).toBe(true);
    expect(evaluateRobots(cut, 'x', '/').allowed).toBe(true);
  });

  it('stays fast on hostile wildcard patterns and long paths', () => {
    const txt = `User-agent: *\n${Array.from({ length: 5000 }, () => `Disallow: /${'*a'.repeat(40)}*b$`).join('\n')}\n`;
    const parsed = parseRobotsTxt(txt);
    const t = performance.now();
    expect(evaluateRobots(parsed, 'x', `/${'a'.repeat(3000)}`).allowed).toBe(true);
    expect(performance.now() - t).toBeLessThan(2000);
  });

  it('survives binary garbage', () => {
    let seed = 7;
    const junk = Array.from({ length: 20000 }, () => String.fromCharCode((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 65536)).join('');
    expect(() => parseRobotsTxt(junk)).not.toThrow();
    expect(evaluateRobots(parseRobotsTxt(junk), 'GPTBot', '/').allowed).toBe(true);
  });
});

describe('robots.txt fetch outcomes (RFC 9309 section 2.3.1)', () => {
  const url = 'https://example.com/robots.txt';
  it('parses a 2xx body', () => {
    const p = robotsPolicyOf(resource(url, { body: 'User-agent: *\nDisallow: /x\n', contentType: 'text/plain' }));
    expect(p.kind).toBe('parsed');
    expect(policyAllows(p, 'GPTBot', 'https://example.com/x').allowed).toBe(false);
  });

  it('allows everything on 4xx (unavailable)', () => {
    for (const status of [401, 403, 404, 410]) {
      const p = robotsPolicyOf(resource(url, { status, body: 'nope' }));
      expect(p.kind).toBe('allow-all');
      expect(policyAllows(p, 'GPTBot', 'https://example.com/x').allowed).toBe(true);
    }
  });

  it('disallows everything on 5xx, on no response, and on 429 (unreachable)', () => {
    for (const r of [
      resource(url, { status: 500 }),
      resource(url, { status: 503 }),
      resource(url, { status: 0, error: 'timeout' }),
      resource(url, { status: 429 }),
    ]) {
      const p = robotsPolicyOf(r);
      expect(p.kind).toBe('disallow-all');
      expect(policyAllows(p, 'Googlebot', 'https://example.com/').allowed).toBe(false);
      expect(policyAllows(p, 'Googlebot', 'https://example.com/robots.txt').allowed).toBe(true);
    }
  });

  it('treats an unresolved redirect as unavailable', () => {
    expect(robotsPolicyOf(resource(url, { status: 301 })).kind).toBe('allow-all');
  });

  it('flags a robots.txt served as HTML (a catch-all route)', () => {
    const p = robotsPolicyOf(resource(url, { body: '<!doctype html><html><body>App</body></html>', contentType: 'text/html' }));
    expect(p).toMatchObject({ kind: 'parsed', servedAsHtml: true });
    expect(policyAllows(p, 'GPTBot', '/').allowed).toBe(true);
  });

  it('is "not fetched" without a resource', () => {
    expect(robotsPolicyOf(null).kind).toBe('not-fetched');
  });
});
