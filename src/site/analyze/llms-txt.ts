/**
 * llms.txt validation per the llmstxt.org proposal: a Markdown file at /llms.txt whose first
 * content is an H1 with the site or project name (the only required part), then optionally a
 * blockquote summary, optional prose (no headings), and H2 sections holding "file lists":
 * Markdown list items `- [name](url)` optionally followed by `: notes`. An H2 named "Optional"
 * marks links that may be skipped when context is short.
 */
import type { FetchedResource } from '../site.ts';
import { countWords } from './text.ts';

export interface LlmsIssue {
  code: string;
  message: string;
  line: number | null;
}

export interface LlmsLink {
  name: string;
  url: string;
  /** Resolved against the site; null when the URL is unusable. */
  absoluteUrl: string | null;
  notes: string | null;
  section: string;
  line: number;
  /** On the audited site (same host, ignoring a leading www.). */
  sameSite: boolean;
}

export interface LlmsSection {
  name: string;
  optional: boolean;
  links: LlmsLink[];
}

export interface LlmsTxtReport {
  /** A 2xx response (possibly empty or HTML: then invalid). */
  present: boolean;
  status: number;
  url: string | null;
  valid: boolean;
  errors: LlmsIssue[];
  warnings: LlmsIssue[];
  title: string | null;
  summary: string | null;
  details: string;
  sections: LlmsSection[];
  links: LlmsLink[];
}

const maxChars = 1_000_000;
const maxLines = 20_000;
const maxLinks = 2000;

function hostKey(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/** Validates llms.txt text. `origin` resolves relative links and decides which are on-site. */
export function validateLlmsTxt(
  body: string,
  options: { origin: string; contentType?: string | null },
): Omit<LlmsTxtReport, 'present' | 'status' | 'url'> {
  const errors: LlmsIssue[] = [];
  const warnings: LlmsIssue[] = [];
  const result = (): Omit<LlmsTxtReport, 'present' | 'status' | 'url'> => ({
    valid: errors.length === 0,
    errors,
    warnings: warnings.slice(0, 100),
    title,
    summary,
    details: details.join('\n').trim(),
    sections,
    links: sections.flatMap((s) => s.links),
  });
  let title: string | null = null;
  let summary: string | null = null;
  const details: string[] = [];
  const sections: LlmsSection[] = [];

  let text = typeof body === 'string' ? body : '';
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length > maxChars) {
    warnings.push({ code: 'too-large', message: `only the first ${maxChars} characters were read`, line: null });
    text = text.slice(0, maxChars);
  }
  if (!text.trim()) {
    errors.push({ code: 'empty', message: 'the file is empty', line: null });
    return result();
  }
  const head = text.slice(0, 2048);
  if ((options.contentType && /html/i.test(options.contentType)) || /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(head)) {
    errors.push({
      code: 'served-as-html',
      message: 'the URL serves an HTML page, not a Markdown file (often a catch-all route)',
      line: null,
    });
    return result();
  }
  // eslint-disable-next-line no-control-regex -- counting control characters is the point: binary served as llms.txt
  const controls = (head.match(/[\u0000-\u0008\u000E-\u001F]/g) ?? []).length;
  if (controls > head.length * 0.01 || head.includes('\u0000')) {
    errors.push({ code: 'binary', message: 'the file holds binary data, not text', line: null });
    return result();
  }

  let origin: URL | null = null;
  try {
    origin = new URL(options.origin);
  } catch {
    origin = null;
  }
  const lines = text.split(/\r\n|\r|\n/).slice(0, maxLines);
  let i = 0;
  while (i < lines.length && !lines[i].trim()) i++;
  const first = lines[i] ?? '';
  const h1 = /^#\s+(.+?)\s*#*\s*$/.exec(first.trim());
  if (!h1 || first.trim().startsWith('##')) {
    const later = lines.findIndex((l) => /^#\s+\S/.test(l.trim()));
    if (later >= 0)
      errors.push({ code: 'h1-not-first', message: `the H1 title must come first; it is on line ${later + 1}`, line: later + 1 });
    else errors.push({ code: 'missing-h1', message: 'no H1 title ("# Name") at the start of the file', line: i + 1 });
  } else {
    title = h1[1].trim();
    i++;
  }

  // Blockquote summary, right after the title (blank lines allowed).
  while (i < lines.length && !lines[i].trim()) i++;
  if (title !== null && i < lines.length && /^\s*>/.test(lines[i])) {
    const quote: string[] = [];
    while (i < lines.length && /^\s*>/.test(lines[i])) quote.push(lines[i++].replace(/^\s*>\s?/, ''));
    summary = quote.join(' ').replace(/\s+/g, ' ').trim() || null;
  }

  let current: LlmsSection | null = null;
  let inFence = false;
  let linkCount = 0;
  for (; i < lines.length; i++) {
    const raw = lines[i];
    const line = raw.trim();
    if (/^(```|~~~)/.test(line)) {
      inFence = !inFence;
      if (!current) details.push(raw);
      continue;
    }
    if (inFence) {
      if (!current) details.push(raw);
      continue;
    }
    if (/^#\s+\S/.test(line)) {
      warnings.push({ code: 'multiple-h1', message: 'more than one H1; only the first is the title', line: i + 1 });
      continue;
    }
    const h2 = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (h2 && !line.startsWith('###')) {
      if (current && current.links.length === 0)
        warnings.push({ code: 'empty-section', message: `section "${current.name}" lists no links`, line: i + 1 });
      current = { name: h2[1].trim(), optional: h2[1].trim().toLowerCase() === 'optional', links: [] };
      sections.push(current);
      continue;
    }
    if (!current) {
      if (/^#{3,6}\s/.test(line))
        warnings.push({
          code: 'heading-in-details',
          message: 'headings other than H2 sections do not belong before the first H2',
          line: i + 1,
        });
      details.push(raw);
      continue;
    }
    const item = /^[-*+]\s+(.*)$/.exec(line);
    if (!item) continue; // prose inside a section is tolerated
    const link = /^\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)\s*(?::\s*(.*))?$/.exec(item[1]);
    if (!link) {
      warnings.push({
        code: 'list-item-without-link',
        message: `list item is not "[name](url): notes": "${item[1].slice(0, 60)}"`,
        line: i + 1,
      });
      continue;
    }
    if (linkCount >= maxLinks) continue;
    linkCount++;
    const [, name, url, notes] = link;
    let absoluteUrl: string | null = null;
    try {
      const u = new URL(url, origin ?? undefined);
      if (u.protocol === 'http:' || u.protocol === 'https:') absoluteUrl = u.href;
    } catch {
      absoluteUrl = null;
    }
    if (!absoluteUrl)
      warnings.push({
        code: 'invalid-link-url',
        message: `link "${name.slice(0, 40)}" has an unusable URL "${url.slice(0, 80)}"`,
        line: i + 1,
      });
    if (!name.trim()) warnings.push({ code: 'link-without-name', message: 'a link has no name', line: i + 1 });
    const sameSite = absoluteUrl !== null && origin !== null && hostKey(new URL(absoluteUrl).host) === hostKey(origin.host);
    current.links.push({ name: name.trim(), url, absoluteUrl, notes: notes?.trim() || null, section: current.name, line: i + 1, sameSite });
  }
  if (current && current.links.length === 0)
    warnings.push({ code: 'empty-section', message: `section "${current.name}" lists no links`, line: null });
  if (title !== null && summary === null)
    warnings.push({ code: 'missing-summary', message: 'no blockquote summary ("> ...") after the title', line: null });
  if (title !== null && linkCount === 0) warnings.push({ code: 'no-links', message: 'no H2 section lists any link', line: null });
  const links = sections.flatMap((s) => s.links);
  const offSite = links.filter((l) => l.absoluteUrl && !l.sameSite).length;
  if (links.length > 0 && offSite > links.length / 2) {
    warnings.push({ code: 'mostly-off-site', message: `${offSite} of ${links.length} links point to other sites`, line: null });
  }
  if (summary !== null && countWords(summary) < 5)
    warnings.push({ code: 'short-summary', message: 'the summary is under 5 words', line: null });
  return result();
}

export function llmsTxtReportOf(resource: FetchedResource | null, origin: string): LlmsTxtReport {
  const empty = { valid: false, errors: [], warnings: [], title: null, summary: null, details: '', sections: [], links: [] };
  if (!resource) return { present: false, status: 0, url: null, ...empty };
  const url = resource.url || resource.requestedUrl;
  if (resource.status < 200 || resource.status >= 300) return { present: false, status: resource.status, url, ...empty };
  return {
    present: true,
    status: resource.status,
    url,
    ...validateLlmsTxt(resource.body ?? '', { origin, contentType: resource.contentType }),
  };
}
