// The client report as a list of sections, in reading order: the Markdown report and the HTML
// printed to PDF are both built from this list (./report-html.ts), so they say the same things.
import { changesSection } from './changes-section.ts';
import { crawlersSection } from './crawlers-section.ts';
import { fanoutSection } from './fanout-section.ts';
import { chartSections } from './figures.ts';
import {
  citationsSection,
  enginesSection,
  failedRunsSection,
  findingsBlocks,
  footerSection,
  headerSection,
  mentionsSection,
  methodologySection,
  promptsSection,
  scoreSection,
  visibilitySection,
} from './markdown.ts';
import type { ReportInput } from './report-input.ts';
import type { ReportSection } from './section.ts';
import { summarySection } from './summary.ts';

function trimmed(lines: string[]): string[] {
  const out = [...lines];
  while (out.length > 0 && out[0] === '') out.shift();
  while (out.length > 0 && out.at(-1) === '') out.pop();
  return out;
}

/** Every section of the report of one audit run; sections with nothing to say are left out. */
export function reportSections(input: ReportInput): ReportSection[] {
  const [trend, shareOfVoice, domains, severity] = chartSections(input);
  const findings = findingsBlocks(input.findings);
  // Visibility first (what the client pays for), then what was asked and what changed; the site's scores after.
  const sections: ReportSection[] = [
    { id: 'header', markdown: headerSection(input) },
    { id: 'summary', markdown: summarySection(input) },
    { id: 'visibility', markdown: visibilitySection(input) },
    { id: 'prompts', markdown: promptsSection(input) },
    { id: 'what-changed', markdown: changesSection(input) },
    { id: 'scores', markdown: scoreSection(input) },
    trend,
    { id: 'failed-audits', markdown: failedRunsSection(input.failedSince ?? []) },
    { id: 'engines', markdown: enginesSection(input.engines) },
    shareOfVoice,
    { id: 'mentions', markdown: mentionsSection(input.mentionsByEngine) },
    domains,
    { id: 'citations', markdown: citationsSection(input.citationsByEngine) },
    { id: 'searches', markdown: fanoutSection(input.fanout) },
    { id: 'crawlers', markdown: crawlersSection(input.crawlers) },
    severity,
    { id: 'findings', markdown: findings.flat(), blocks: findings },
    { id: 'methodology', markdown: methodologySection(input) },
    { id: 'footer', markdown: footerSection(input) },
  ];
  return sections.map((s) => ({ ...s, markdown: trimmed(s.markdown) })).filter((s) => s.markdown.length > 0);
}

/** The client report of one audit run, as Markdown. Pure: the same input gives the same text. */
export function renderReportMarkdown(input: ReportInput): string {
  return `${reportSections(input)
    .map((s) => s.markdown.join('\n'))
    .join('\n\n')}\n`;
}
