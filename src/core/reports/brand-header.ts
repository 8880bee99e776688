/**
 * The agency's brand on the client report. The stored report (the run's snapshot) holds the audit;
 * the brand is the sender's and is applied when the report is served, so a rebrand reaches every
 * report, old ones included. HTML: a header with the logo (an <img> of a data: URI, PNG or the
 * sanitized SVG: an image runs nothing and fetches nothing, and the logo's CSS and ids cannot
 * touch the page) and the name, and the accent colour on headings and rules. Markdown: the
 * agency's name in the report's opening facts.
 */
import type { Brand } from '../branding/brand.ts';
import { logoDataUri } from '../branding/logo.ts';
import { palette } from './charts/svg.ts';
import { escapeMarkdown } from './escape-markdown.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The brand's header for the top of the report's <body> (empty without a brand). */
export function brandHeaderHtml(brand: Brand | null): string {
  if (!brand) return '';
  // The colour was checked as #rrggbb when it was stored; checked again, as it goes into CSS.
  const color = brand.color && /^#[0-9a-f]{6}$/.test(brand.color) ? brand.color : null;
  // The charts draw the client in the report's blue (palette.client, as a fill or stroke attribute):
  // the accent replaces it there, and on the summary's rule.
  const accent = color
    ? `<style>h1, h2, a, .brand-name { color: ${color}; } h1 { border-bottom-color: ${color}; } hr, .brand { border-color: ${color}; } ` +
      `#summary { border-left-color: ${color}; } svg.chart [fill="${palette.client}"] { fill: ${color}; } svg.chart [stroke="${palette.client}"] { stroke: ${color}; }</style>\n`
    : '';
  const logo = brand.logo
    ? `<img class="brand-logo" src="${logoDataUri(brand.logo)}" alt="${escapeHtml(brand.name)} logo" style="max-height: 42pt; max-width: 180pt;">`
    : '';
  return `${accent}<header class="brand" style="display: flex; align-items: center; justify-content: space-between; gap: 12pt; margin: 0 0 12pt; padding-bottom: 6pt; border-bottom: 1px solid #c9d1d9;">${logo}<span class="brand-name" style="font-size: 11pt; font-weight: 600;">Prepared by ${escapeHtml(brand.name)}</span></header>\n`;
}

/** The Markdown report with "Prepared by" the agency as the first of its opening facts. */
export function brandMarkdown(markdown: string, brand: Brand | null): string {
  if (!brand) return markdown;
  const line = `- **Prepared by:** ${escapeMarkdown(brand.name, 200)}`;
  const title = /^# .*\n\n/m.exec(markdown);
  if (!title) return `${line}\n\n${markdown}`;
  const at = title.index + title[0].length;
  const rest = markdown.slice(at);
  return `${markdown.slice(0, at)}${line}\n${rest.startsWith('- ') ? '' : '\n'}${rest}`;
}
