import { Marked, type Tokens } from 'marked';
import type { Brand } from '../branding/brand.ts';
import { brandHeaderHtml } from './brand-header.ts';
import type { ReportInput } from './report-input.ts';
import { reportSections } from './report-sections.ts';
import type { ReportSection } from './section.ts';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const safeHref = /^(https?:|mailto:)/i;

/**
 * Our own Marked instance (the global one stays untouched). Raw HTML in the Markdown is shown as
 * text, never rendered; links keep only http(s)/mailto targets; images become their alt text,
 * since the page may not load anything.
 */
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      if (!safeHref.test(token.href.trim())) return text;
      return `<a href="${escapeHtml(token.href.trim())}">${text}</a>`;
    },
    image(token: Tokens.Image) {
      return escapeHtml(token.text);
    },
  },
});

export function markdownToHtmlFragment(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

// A4 print stylesheet: system fonts only (nothing to fetch), tables that fit the page width and
// do not split rows across pages, and no block taller than a few lines kept whole except a
// finding (.keep) and a chart with its heading: so no page ends more than half empty before
// the last.
const stylesheet = `
@page { size: A4; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: "DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif;
  font-size: 10pt; line-height: 1.45; color: #1f2328; overflow-wrap: break-word; }
h1 { font-size: 20pt; margin: 0 0 10pt; padding-bottom: 6pt; border-bottom: 2px solid #1f4e79; color: #1f4e79; }
h2 { font-size: 14pt; margin: 18pt 0 6pt; color: #1f4e79; break-after: avoid; }
h3 { font-size: 12pt; margin: 14pt 0 4pt; break-after: avoid; }
h4 { font-size: 10.5pt; margin: 12pt 0 2pt; break-after: avoid; }
p, ul, ol { margin: 0 0 6pt; }
ul, ol { padding-left: 16pt; }
li { margin: 1pt 0; break-inside: avoid; }
.keep { break-inside: avoid; }
table { width: 100%; border-collapse: collapse; margin: 6pt 0 8pt; font-size: 9pt; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 1px solid #c9d1d9; padding: 3pt 6pt; vertical-align: top; }
th { background: #eef3f8; font-weight: 600; white-space: nowrap; }
th:not([align]), td:not([align]) { text-align: left; }
td[align="right"] { white-space: nowrap; }
tbody tr:nth-child(even) td { background: #f8fafc; }
code { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 8.5pt;
  background: #f3f4f6; padding: 0 2pt; border-radius: 2pt; word-break: break-all; }
pre { white-space: pre-wrap; background: #f3f4f6; padding: 6pt; }
hr { border: 0; border-top: 1px solid #c9d1d9; margin: 14pt 0 6pt; }
a { color: #1f4e79; }
em { color: #57606a; }
section { margin: 0; }
#summary { background: #f3f6f9; border-left: 3pt solid #1f4e79; padding: 2pt 10pt 6pt; margin: 10pt 0 4pt; }
#summary h2 { margin-top: 6pt; }
#summary ol { margin-bottom: 2pt; }
.chart-head { break-inside: avoid; }
figure { margin: 4pt 0 2pt; }
svg.chart { display: block; width: 100%; height: auto; }
.chart-data { font-size: 8.5pt; color: #57606a; }
.chart-data table { font-size: 8pt; }
`;

function titleOf(markdown: string): string {
  const m = /^#[ \t]+(.+)$/m.exec(markdown);
  // Drop Markdown backslash escapes for the document title (PDF metadata).
  return m ? m[1].replace(/\\(.)/g, '$1').trim() : 'Report';
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title)}</title>
<style>${stylesheet}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A complete, self-contained HTML document for printing, from Markdown alone (reports stored before charts). */
export function reportHtmlDocument(markdown: string, brand: Brand | null = null): string {
  return withBrand(htmlDocument(titleOf(markdown), markdownToHtmlFragment(markdown)), brand);
}

/**
 * A report document (stored with its run, or built from Markdown) with the workspace's brand at
 * the top of its body: the brand is applied when the report is printed, so a rebrand reaches old
 * reports too. The document is one htmlDocument made, so its body starts at its first `<body>`.
 */
export function withBrand(html: string, brand: Brand | null): string {
  if (!brand) return html;
  const at = html.indexOf('<body>\n');
  if (at < 0) return html;
  const end = at + '<body>\n'.length;
  return html.slice(0, end) + brandHeaderHtml(brand) + html.slice(end);
}

/** One section: its Markdown as HTML, its figure (if any) kept on the page with its heading, its blocks (if any) each kept on one page. */
function sectionHtml(section: ReportSection): string {
  const id = escapeHtml(section.id);
  if (section.blocks) {
    const blocks = section.blocks.map((b) => `<div class="keep">${markdownToHtmlFragment(b.join('\n'))}</div>`);
    return `<section id="${id}">\n${blocks.join('\n')}</section>`;
  }
  if (!section.figure) return `<section id="${id}">\n${markdownToHtmlFragment(section.markdown.join('\n'))}</section>`;
  const [heading, ...rest] = section.markdown;
  return (
    `<section id="${id}">\n<div class="chart-head">${markdownToHtmlFragment(heading)}<figure>${section.figure}</figure></div>\n` +
    `<div class="chart-data">${markdownToHtmlFragment(rest.join('\n'))}</div></section>`
  );
}

/** The client report as a complete HTML document with its charts: what the PDF is printed from. */
export function renderReportHtml(input: ReportInput): string {
  const sections = reportSections(input);
  const title = titleOf(sections[0]?.markdown.join('\n') ?? '');
  return htmlDocument(title, sections.map(sectionHtml).join('\n'));
}
