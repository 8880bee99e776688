/**
 * Citability rubric: passages scored one by one (passage-score.ts), pages scored by their best
 * passages, the site by the mean of its content pages. Each passage component is one check: its
 * points earned are its share of the site's passage score, so the checks add up exactly to it.
 * llms.txt adds one check when the file exists. Details: docs/methodology.md.
 */
import { byCodePoint, checkDefiner, measured, notApplicable } from './checks.ts';
import { type PageCitability, type PassageComponent, passageComponents, scorePage } from './passage-score.ts';
import { isSameSite, type SiteContext } from './site-context.ts';
import { countWords } from './text.ts';
import type { CheckDefinition, CheckOutcome } from './types.ts';

const def = checkDefiner('citability', 'CITABILITY');

const componentChecks: Record<PassageComponent, CheckDefinition> = {
  answerFirst: def({
    id: 'citability.answer-first.missing',
    severity: 'HIGH',
    points: passageComponents.answerFirst,
    passShare: 0.6,
    title: 'Sections do not open with a direct answer',
    recommendation:
      'Start each section with one sentence that answers its heading outright ("X is…", "It costs…", "Yes, …"), then add detail.',
    expectedImpact: 'Engines can quote the opening sentence as the answer to the question the heading asks.',
  }),
  definition: def({
    id: 'citability.definitions.missing',
    severity: 'LOW',
    points: passageComponents.definition,
    passShare: 0.2,
    title: 'Few definitions of key terms',
    recommendation: 'Define your key terms and products in one plain sentence ("X is a … that …").',
    expectedImpact: 'Definition sentences are what engines lift for "what is" questions.',
  }),
  questionHeading: def({
    id: 'citability.question-headings.missing',
    severity: 'LOW',
    points: passageComponents.questionHeading,
    passShare: 0.4,
    title: 'Headings are not phrased as questions',
    recommendation: 'Phrase key headings as the questions people ask ("How much does X cost?").',
    expectedImpact: 'Sections match the prompts users type into AI assistants.',
  }),
  length: def({
    id: 'citability.passage-length.poor',
    severity: 'MEDIUM',
    points: passageComponents.length,
    passShare: 0.6,
    title: 'Passages are too short or too long to quote',
    recommendation: 'Keep each section between about 40 and 200 words: long enough to answer, short enough to quote whole.',
    expectedImpact: 'More passages fit the size engines quote.',
  }),
  selfContained: def({
    id: 'citability.self-contained.poor',
    severity: 'MEDIUM',
    points: passageComponents.selfContained,
    passShare: 0.7,
    title: 'Passages depend on surrounding text',
    recommendation: 'Open sections with the subject named, not "It", "This" or "However"; avoid "as mentioned above".',
    expectedImpact: 'A quoted passage still makes sense on its own.',
  }),
  statistics: def({
    id: 'citability.statistics.missing',
    severity: 'MEDIUM',
    points: passageComponents.statistics,
    passShare: 0.4,
    title: 'Few concrete figures',
    recommendation: 'Back claims with specific numbers: percentages, prices, durations, dates, counts.',
    expectedImpact: 'Engines favour specific, checkable facts when they choose what to cite.',
  }),
  sources: def({
    id: 'citability.sources.missing',
    severity: 'MEDIUM',
    points: passageComponents.sources,
    passShare: 0.3,
    title: 'Claims are not attributed to sources',
    recommendation: 'Name and link the sources of data and claims ("according to the 2024 XYZ survey…").',
    expectedImpact: 'Attributed claims are easier for engines to trust and cite.',
  }),
  structure: def({
    id: 'citability.structure.missing',
    severity: 'LOW',
    points: passageComponents.structure,
    passShare: 0.2,
    title: 'Little use of lists and tables',
    recommendation: 'Present steps, options and comparisons as lists or tables.',
    expectedImpact: 'Structured content is easy to extract for list and comparison answers.',
  }),
  readability: def({
    id: 'citability.readability.poor',
    severity: 'LOW',
    points: passageComponents.readability,
    passShare: 0.6,
    title: 'Long, hard-to-quote sentences',
    recommendation: 'Aim for sentences of 20 words or fewer on average; split sentences over 40 words.',
    expectedImpact: 'Sentences can be quoted without trimming.',
  }),
};

export const citabilityChecks: readonly CheckDefinition[] = [
  ...Object.values(componentChecks),
  def({
    id: 'citability.llmstxt.weak',
    severity: 'LOW',
    points: 5,
    passShare: 0.6,
    title: 'llms.txt gives engines little to work with',
    recommendation:
      'In llms.txt, add a blockquote summary of what the brand does (one or two sentences) and link at least three key pages of your site, each with a short note.',
    expectedImpact: 'Agents reading llms.txt get an accurate summary and the right pages to cite.',
  }),
];

export interface CitabilityDetail {
  pages: { url: string; citability: PageCitability }[];
}

function llmsOutcome(ctx: SiteContext): CheckOutcome {
  const id = 'citability.llmstxt.weak';
  const l = ctx.llms;
  if (!l.present || l.errors.some((e) => e.code === 'served-as-html' || e.code === 'binary' || e.code === 'empty')) {
    return notApplicable(id, 'no readable llms.txt');
  }
  let points = 0;
  const missing: string[] = [];
  const summaryWords = l.summary ? countWords(l.summary) : 0;
  if (l.summary) points += 2;
  else missing.push('a blockquote summary');
  if (summaryWords >= 8 && summaryWords <= 120) points += 1;
  else if (l.summary) missing.push(`a summary of 8-120 words (it has ${summaryWords})`);
  const onSite = l.links.filter((k) => k.absoluteUrl && k.sameSite);
  if (onSite.length >= 3) points += 1;
  else missing.push(`links to at least 3 pages of the site (it has ${onSite.length})`);
  const noted = l.links.filter((k) => k.notes);
  if (l.links.length > 0 && noted.length >= l.links.length / 2) points += 1;
  else missing.push('notes describing most links');
  const broken = new Set((ctx.snapshot.brokenLinks ?? []).map((b) => b.to));
  const dead = onSite.filter((k) => k.absoluteUrl !== null && broken.has(k.absoluteUrl));
  const extra = dead.length
    ? ` ${dead.length} linked page(s) are broken: ${dead
        .slice(0, 3)
        .map((k) => k.absoluteUrl)
        .join(', ')}.`
    : '';
  return measured(
    id,
    points / 5,
    missing.length
      ? `llms.txt lacks ${missing.join('; ')}.${extra}`
      : `llms.txt has a summary of ${summaryWords} words and ${onSite.length} on-site links with notes.${extra}`,
    missing.length && l.url ? [l.url] : [],
  );
}

/** Pages judged for citability: content pages; utility pages (privacy, login...) only if nothing else exists. */
function contentPages(ctx: SiteContext) {
  const content = ctx.pages.filter((p) => !p.utility);
  return content.length ? content : ctx.pages;
}

export function evaluateCitability(ctx: SiteContext): { outcomes: CheckOutcome[]; detail: CitabilityDetail } {
  const pages = contentPages(ctx);
  const isExternal = (url: string) => !isSameSite(url, ctx);
  const scored = pages.map((p) => ({ url: p.url, citability: scorePage(p.facts.main.passages, isExternal) }));
  const outcomes: CheckOutcome[] = [];
  for (const [component, check] of Object.entries(componentChecks) as [PassageComponent, CheckDefinition][]) {
    if (scored.length === 0) {
      outcomes.push(notApplicable(check.id, 'no HTML page was analysed'));
      continue;
    }
    const max = passageComponents[component];
    const perPage = scored.map((s) => ({ url: s.url, share: s.citability.points[component] / max }));
    const share = perPage.reduce((a, b) => a + b.share, 0) / perPage.length;
    const weak = perPage.filter((p) => p.share < (check.passShare ?? 1)).sort((a, b) => a.share - b.share || byCodePoint(a.url, b.url));
    const passages = scored.reduce((n, s) => n + s.citability.top.length, 0);
    const detail =
      `${describeComponent(component)}: ${Math.round(share * 100)}% of the possible points over the best ${passages} passages of ${scored.length} page(s)` +
      (weak.length
        ? `; weakest: ${weak
            .slice(0, 3)
            .map((w) => `${w.url} (${Math.round(w.share * 100)}%)`)
            .join(', ')}.`
        : '.');
    outcomes.push(
      measured(
        check.id,
        share,
        detail,
        weak.map((w) => w.url),
      ),
    );
  }
  outcomes.push(llmsOutcome(ctx));
  return { outcomes, detail: { pages: scored } };
}

function describeComponent(c: PassageComponent): string {
  switch (c) {
    case 'answerFirst':
      return 'Answer-first openings';
    case 'definition':
      return 'Definitions';
    case 'questionHeading':
      return 'Question-form headings';
    case 'length':
      return 'Quotable passage length (40-200 words)';
    case 'selfContained':
      return 'Self-contained passages';
    case 'statistics':
      return 'Concrete figures';
    case 'sources':
      return 'Attributed sources';
    case 'structure':
      return 'Lists and tables';
    case 'readability':
      return 'Sentence length';
  }
}
