/**
 * Writes a demo answer the way each engine lays its answers out: markdown headings, lists and
 * tables, and its own way of attaching sources (ChatGPT's inline `([host](url?utm_source=openai))`
 * links, Grok's `[[n]](url)`, Perplexity's `[n]` markers, Claude's and Gemini's cited spans of
 * plain text, the SERP engines' referenced blocks), with the spans the adapters would record.
 * Sources given as retrieved are listed without a span, as the adapters keep what an engine
 * looked at but did not cite.
 */
import type { AnswerSource, EngineName } from '../../engines/answer.ts';
import { SourceCollector } from '../../engines/sources.ts';

export interface DemoSource {
  url: string;
  title: string | null;
}

type Layout = {
  heading: (text: string) => string;
  item: (name: string, body: string, index: number) => string;
  /** Markdown table (leading pipe) or SERP table (cells joined by " | "). */
  markdownTable: boolean;
  /** How a sentence carries its sources. */
  cites: 'openai-link' | 'grok-link' | 'marker' | 'span' | 'serp';
};

const layouts: Record<EngineName, Layout> = {
  CHATGPT: { heading: (t) => `### ${t}`, item: (n, b) => `- **${n}** — ${b}`, markdownTable: true, cites: 'openai-link' },
  CLAUDE: { heading: (t) => `## ${t}`, item: (n, b) => `- **${n}** – ${b}`, markdownTable: true, cites: 'span' },
  PERPLEXITY: { heading: (t) => `## ${t}`, item: (n, b, i) => `${i}. **${n}**: ${b}`, markdownTable: true, cites: 'marker' },
  GEMINI: { heading: (t) => `### ${t}`, item: (n, b) => `* **${n}:** ${b}`, markdownTable: true, cites: 'span' },
  GOOGLE_AIO: { heading: (t) => t, item: (n, b) => `- ${n}: ${b}`, markdownTable: false, cites: 'serp' },
  GOOGLE_AI_MODE: { heading: (t) => t, item: (n, b) => `- ${n}: ${b}`, markdownTable: false, cites: 'serp' },
  BING_COPILOT: { heading: (t) => t, item: (n, b) => `- ${n}: ${b}`, markdownTable: false, cites: 'serp' },
  GROK: { heading: (t) => `### ${t}`, item: (n, b) => `- **${n}**: ${b}`, markdownTable: true, cites: 'grok-link' },
};

function hostOf(url: string): string {
  return new URL(url).host;
}

export class AnswerWriter {
  private text = '';
  private readonly sources = new SourceCollector();
  /** Citation numbers ([n]) in order of first citation, as Perplexity and Grok number them. */
  private readonly numbers = new Map<string, number>();
  private readonly layout: Layout;

  constructor(engine: EngineName) {
    this.layout = layouts[engine];
  }

  /** Starts a new block (a blank line before it, as markdown paragraphs). */
  private block(): void {
    if (this.text !== '') this.text += this.text.endsWith('\n') ? '\n' : '\n\n';
  }

  heading(text: string): void {
    this.block();
    this.text += `${this.layout.heading(text)}\n`;
  }

  /** A paragraph of sentences, each with the sources it cites. */
  paragraph(sentences: { text: string; cites: DemoSource[] }[]): void {
    this.block();
    sentences.forEach((s, i) => {
      if (i > 0) this.text += ' ';
      this.sentence(s.text, s.cites);
    });
    this.text += '\n';
  }

  /** A list: each item's lead is the brand's name, its body one cited sentence. */
  list(items: { name: string; body: string; cites: DemoSource[] }[]): void {
    this.block();
    items.forEach((item, i) => {
      const line = this.layout.item(item.name, item.body, i + 1);
      const bodyAt = line.length - item.body.length;
      this.text += line.slice(0, bodyAt);
      this.sentence(item.body, item.cites);
      this.text += '\n';
    });
  }

  table(header: [string, string], rows: [string, string][]): void {
    this.block();
    const cells = (r: string[]) => (this.layout.markdownTable ? `| ${r.join(' | ')} |` : r.join(' | '));
    const lines = [cells(header), ...(this.layout.markdownTable ? ['|---|---|'] : []), ...rows.map(cells)];
    this.text += `${lines.join('\n')}\n`;
  }

  /** Sources the engine retrieved but did not cite. */
  retrieved(sources: DemoSource[]): void {
    // A source already cited stays cited: adding it as listed never weakens its attachment.
    for (const s of sources) this.sources.add(s.url, s.title, 'listed');
  }

  finish(): { text: string; sources: AnswerSource[] } {
    return { text: this.text.trimEnd(), sources: this.sources.list() };
  }

  private number(url: string): number {
    let n = this.numbers.get(url);
    if (n === undefined) this.numbers.set(url, (n = this.numbers.size + 1));
    return n;
  }

  private sentence(text: string, cites: DemoSource[]): void {
    const start = this.text.length;
    const { cites: style } = this.layout;
    if (style === 'span' || style === 'serp' || !cites.length) {
      this.text += text;
      for (const c of cites)
        this.sources.add(c.url, c.title, style === 'serp' ? 'serp_reference' : 'inline', { start, end: this.text.length });
      return;
    }
    if (style === 'marker') {
      // Perplexity puts its markers before the closing full stop: "... two days[1][3]."
      const stop = /[.!?]$/.test(text) ? text.slice(-1) : '';
      this.text += stop ? text.slice(0, -1) : text;
      for (const c of cites) this.mark(`[${this.number(c.url)}]`, c);
      this.text += stop;
      return;
    }
    this.text += text;
    for (const c of cites) {
      this.mark(
        style === 'openai-link'
          ? ` ([${hostOf(c.url)}](${c.url}${c.url.includes('?') ? '&' : '?'}utm_source=openai))`
          : `[[${this.number(c.url)}]](${c.url})`,
        c,
      );
    }
  }

  /** Writes a citation mark and records it as the source's span (the adapters' offsets point at it). */
  private mark(mark: string, source: DemoSource): void {
    const leading = mark.length - mark.trimStart().length;
    const start = this.text.length + leading;
    this.text += mark;
    this.sources.add(source.url, source.title, 'inline', { start, end: this.text.length });
  }
}
